<?php
/**
 * Removes everything the plugin stored: its option and its settings stylesheet, on every site of a
 * network. Posts keep their shortcodes and block comments, which show nothing once the plugin is
 * gone.
 *
 * @package defenders-rules-widgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** The current site's option and the folder of its settings stylesheet. */
function defenders_uninstall_site(): void {
	delete_option( 'defenders_rules_widgets' );
	$uploads = wp_upload_dir( null, false );
	$folder  = trailingslashit( $uploads['basedir'] ) . 'defenders-rules-widgets';
	foreach ( glob( $folder . '/settings-*.css' ) ?: array() as $file ) {
		wp_delete_file( $file );
	}
	if ( is_dir( $folder ) && ! glob( $folder . '/*' ) ) {
		rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
	}
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site ) {
		switch_to_blog( (int) $site );
		defenders_uninstall_site();
		restore_current_blog();
	}
	delete_site_option( 'defenders_rules_widgets' );
} else {
	defenders_uninstall_site();
}
