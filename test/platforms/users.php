<?php
// Creates the test's Author and Contributor and gives them and the installing Administrator
// application passwords; says who has unfiltered_html (DISALLOW_UNFILTERED_HTML takes it from the
// Administrator too); sets the site's options the test needs; prints JSON.
// Run with the PHP CLI: php users.php <host:port> [locale].
$defenders_host = $argv[1];
require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$out = array();
foreach ( array( 'author', 'contributor', 'administrator' ) as $role ) {
	$login = 'administrator' === $role ? 'defenders-admin' : 'defenders-' . $role;
	$user  = get_user_by( 'login', $login );
	$id    = $user ? $user->ID : wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => $login . '-password',
			'user_email' => $login . '@example.org',
			'role'       => $role,
		)
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	[ $password ] = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'platform test ' . uniqid() ) );
	$out[ $role ] = array(
		'login'       => $login,
		'password'    => $login . '-password',
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
