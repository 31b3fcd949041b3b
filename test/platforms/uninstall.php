<?php
// The plugin's uninstall.php on a network: every site's option and settings stylesheet are gone.
// Prints one line per failed case. php uninstall.php <host:port>
$defenders_host = $argv[1];
require __DIR__ . '/load.php';

$checked = 0;
$sites   = get_sites( array( 'fields' => 'ids', 'number' => 0 ) );
$folders = array();
foreach ( $sites as $site ) {
	switch_to_blog( (int) $site );
	update_option( DEFENDERS_OPTION, array( 'accent' => '#7a2e2e' ) );
	$folders[ $site ] = trailingslashit( wp_upload_dir( null, false )['basedir'] ) . 'defenders-rules-widgets';
	if ( '' === defenders_settings_stylesheet_url() ) {
		echo "site {$site}: no settings stylesheet was written\n";
	}
	restore_current_blog();
}
if ( count( $sites ) < 2 ) {
	echo 'the network has ' . count( $sites ) . " site(s), not two\n";
}
define( 'WP_UNINSTALL_PLUGIN', 'defenders-rules-widgets/defenders-rules-widgets.php' );
require WP_PLUGIN_DIR . '/defenders-rules-widgets/uninstall.php';
foreach ( $sites as $site ) {
	++$checked;
	if ( 'gone' !== get_blog_option( (int) $site, DEFENDERS_OPTION, 'gone' ) ) {
		echo "site {$site} keeps its option\n";
	}
	if ( glob( $folders[ $site ] . '/*.css' ) ) {
		echo "site {$site} keeps its settings stylesheet in {$folders[ $site ]}\n";
	}
}
fwrite( STDERR, "checked {$checked}\n" );
