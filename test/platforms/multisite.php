<?php
// Makes the single test site a sub-directory network, as Tools → Network Setup would (and as
// WP-CLI's `core multisite-convert` does), then adds the site /site2/ with its own
// Administrator, who is not a Super Admin; prints JSON. Two steps of WordPress refuse an address
// with a port, which the test's server on 127.0.0.1 has:
// - Network Setup says "You cannot use port numbers such as :8080." (wp-admin/includes/network.php);
// - a new site's domain goes through sanitize_user() (wp_normalize_site_data() in
//   wp-includes/ms-site.php, for Network Admin → Sites → Add New too), which drops the colon:
//   127.0.0.1:8080 becomes 127.0.0.18080. The site's address is put back in the database.
//   php multisite.php <host:port> convert   (before the network constants are set)
//   php multisite.php <host:port> site      (after)
$defenders_host = $argv[1];
require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

if ( 'convert' === $argv[2] ) {
	// A single site's $wpdb names no network tables; wp-admin/network.php names them the same way.
	foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
		$wpdb->$table = $prefixed;
	}
	install_network();
	$result = populate_network( 1, $argv[1], 'admin@example.org', 'Defenders network', '/', false );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo wp_json_encode( array( 'network' => true ) );
	exit( 0 );
}

$admin = get_user_by( 'login', 'defenders-admin' );
$blog  = get_blog_id_from_url( $argv[1], '/site2/' );
if ( ! $blog ) {
	$blog = get_blog_id_from_url( str_replace( ':', '', $argv[1] ), '/site2/' );
}
if ( ! $blog ) {
	$blog = wpmu_create_blog( $argv[1], '/site2/', 'Second site', $admin->ID );
}
if ( is_wp_error( $blog ) ) {
	fwrite( STDERR, $blog->get_error_message() . "\n" );
	exit( 1 );
}
$wpdb->update( $wpdb->blogs, array( 'domain' => $argv[1] ), array( 'blog_id' => $blog ) );
clean_blog_cache( $blog );
update_blog_option( $blog, 'home', 'http://' . $argv[1] . '/site2' );
update_blog_option( $blog, 'siteurl', 'http://' . $argv[1] . '/site2' );
$login = 'defenders-site-admin';
$user  = get_user_by( 'login', $login );
$id    = $user ? $user->ID : wpmu_create_user( $login, 'defenders-site-admin-password', $login . '@example.org' );
add_user_to_blog( $blog, $id, 'administrator' );
remove_user_from_blog( $id, get_main_site_id() );
switch_to_blog( $blog );
update_option( 'show_avatars', 0 );
[ $password ] = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'platform test ' . uniqid() ) );
echo wp_json_encode(
	array(
		'blog'          => $blog,
		'login'         => $login,
		'password'      => 'defenders-site-admin-password',
		'application'   => $password,
		'administrator' => user_can( $id, 'administrator' ),
		'superAdmin'    => is_super_admin( $id ),
		'unfiltered'    => user_can( $id, 'unfiltered_html' ),
	)
);
