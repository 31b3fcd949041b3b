<?php
// Creates the test's Author and Contributor with application passwords, and sets the site's
// options the test needs; prints JSON. Run with the PHP CLI: php users.php <host:port> [locale].
$_SERVER['HTTP_HOST']   = $argv[1];
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_USE_THEMES', false );
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$out = array();
foreach ( array( 'author', 'contributor' ) as $role ) {
	$login = 'defenders-' . $role;
	$user  = get_user_by( 'login', $login );
	$id    = $user ? $user->ID : wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => 'defenders-' . $role . '-password',
			'user_email' => $login . '@example.org',
			'role'       => $role,
		)
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	[ $password ] = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'platform test ' . time() ) );
	$out[ $role ] = array(
		'login'       => $login,
		'password'    => 'defenders-' . $role . '-password',
		'application' => $password,
		'unfiltered'  => user_can( $id, 'unfiltered_html' ),
	);
}
// The admin bar's avatars come from gravatar.com: WordPress's own request, not the plugin's.
update_option( 'show_avatars', 0 );
// Straight into the table: WordPress refuses a site language whose translation files are not
// installed, and the plugin's German needs none of them.
global $wpdb;
$wpdb->delete( $wpdb->options, array( 'option_name' => 'WPLANG' ) );
$wpdb->insert( $wpdb->options, array( 'option_name' => 'WPLANG', 'option_value' => $argv[2] ?? '', 'autoload' => 'yes' ) );
wp_cache_delete( 'alloptions', 'options' );
echo wp_json_encode( $out );
