<?php
// PHP's built-in server in front of Debian's WordPress: /wp-content/ comes from the test's own
// content folder (as Debian's Apache alias does for /var/lib/wordpress/wp-content), static files
// of WordPress itself are served as they are, everything else goes to index.php.
$path    = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$content = getenv( 'DEFENDERS_WP_CONTENT' );
if ( str_starts_with( $path, '/wp-content/' ) ) {
	$file = realpath( $content . substr( $path, strlen( '/wp-content' ) ) );
	if ( false !== $file && is_file( $file ) && ! str_ends_with( $file, '.php' ) ) {
		$types = array(
			'js'   => 'text/javascript',
			'css'  => 'text/css',
			'json' => 'application/json',
			'svg'  => 'image/svg+xml',
			'png'  => 'image/png',
			'woff2' => 'font/woff2',
		);
		$type = $types[ pathinfo( $file, PATHINFO_EXTENSION ) ] ?? 'application/octet-stream';
		header( 'Content-Type: ' . $type );
		readfile( $file );
		return true;
	}
}
$root = $_SERVER['DOCUMENT_ROOT'];
if ( '/' !== $path && is_file( $root . $path ) && ! str_ends_with( $path, '.php' ) ) {
	return false;
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
