<?php
/**
 * Removes everything the plugin stored: its one option. Posts keep their shortcodes and block
 * comments, which show nothing once the plugin is gone.
 *
 * @package defenders-rules-widgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'defenders_rules_widgets' );
delete_site_option( 'defenders_rules_widgets' );
