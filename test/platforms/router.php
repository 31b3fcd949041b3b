<?php
// PHP's built-in server in front of Debian's WordPress: /wp-content/ comes from the test's own
// content folder (as Debian's Apache alias does for /var/lib/wordpress/wp-content), static files
// of WordPress itself are served as they are, everything else goes to index.php. On a
// sub-directory network, /site2/wp-admin/…, /site2/wp-login.php and the like are WordPress's own
// files, as the Apache rules of Network Setup make them. DEFENDERS_WP_CONFIG picks Debian's
// /etc/wordpress/config-<name>.php (its WORDPRESS_CONFIG), for a second WordPress on 127.0.0.1.
$path    = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$content = getenv( 'DEFENDERS_WP_CONTENT' );
$root    = $_SERVER['DOCUMENT_ROOT'];
if ( getenv( 'DEFENDERS_WP_CONFIG' ) ) {
	$_SERVER['WORDPRESS_CONFIG'] = getenv( 'DEFENDERS_WP_CONFIG' );
}
if ( preg_match( '#^/[_0-9a-zA-Z-]+(/wp-(?:content|admin|includes)(?:/.*)?|/[^/]*\.php)$#', $path, $site ) && ! file_exists( $root . $path ) ) {
	$path = $site[1];
}
/** Sends a static file with its type. */
function defenders_send_file( string $file ): bool {
	$types = array(
		'js'    => 'text/javascript',
		'css'   => 'text/css',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'woff2' => 'font/woff2',
	);
	header( 'Content-Type: ' . ( $types[ pathinfo( $file, PATHINFO_EXTENSION ) ] ?? 'application/octet-stream' ) );
	readfile( $file );
	return true;
}
if ( str_starts_with( $path, '/wp-content/' ) ) {
	$file = realpath( $content . substr( $path, strlen( '/wp-content' ) ) );
	if ( false !== $file && is_file( $file ) && ! str_ends_with( $file, '.php' ) ) {
		return defenders_send_file( $file );
	}
}
if ( '/' !== $path && is_file( $root . $path ) && ! str_ends_with( $path, '.php' ) ) {
	return isset( $site[1] ) ? defenders_send_file( $root . $path ) : false;
}
if ( str_ends_with( $path, '.php' ) && is_file( $root . $path ) ) {
	$_SERVER['SCRIPT_NAME']     = $path;
	$_SERVER['SCRIPT_FILENAME'] = $root . $path;
	$_SERVER['PHP_SELF']        = $path;
	chdir( dirname( $root . $path ) );
	require $root . $path;
	return true;
}
if ( is_dir( $root . $path ) && is_file( rtrim( $root . $path, '/' ) . '/index.php' ) ) {
	$_SERVER['SCRIPT_NAME'] = rtrim( $path, '/' ) . '/index.php';
	chdir( $root . $path );
	require rtrim( $root . $path, '/' ) . '/index.php';
	return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $root . '/index.php';
return true;
