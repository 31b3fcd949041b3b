<?php
/**
 * The plugin's own translations (languages/*.mo for the PHP, the JSON beside them for the block
 * editor's script), in the locale WordPress chooses: the user's in wp-admin, else the site's.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

function defenders_load_textdomain(): void {
	load_plugin_textdomain( 'defenders-rules-widgets', false, dirname( plugin_basename( DEFENDERS_RULES_WIDGETS_FILE ) ) . '/languages' );
}
