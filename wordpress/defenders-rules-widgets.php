<?php
/**
 * Plugin Name:       Defenders of Hogwarts Rules Widgets
 * Description:       Rules widgets for the Defenders of Hogwarts board game (setup, turns, the Dark Arts path, victory, FAQ), as blocks and the [defenders] shortcode, served from the plugin's own folder.
 * Version:           @VERSION@
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           MIT
 * Text Domain:       defenders-rules-widgets
 * Domain Path:       /languages
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

define( 'DEFENDERS_RULES_WIDGETS_VERSION', '@VERSION@' );
define( 'DEFENDERS_RULES_WIDGETS_FILE', __FILE__ );
define( 'DEFENDERS_RULES_WIDGETS_DIR', plugin_dir_path( __FILE__ ) );

require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/languages.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/widgets.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/settings.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/render.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/assets.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/shortcode.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/blocks.php';
require_once DEFENDERS_RULES_WIDGETS_DIR . 'includes/admin.php';

add_action( 'init', 'defenders_load_textdomain', 0 );
add_action( 'init', 'defenders_register_assets' );
add_action( 'init', 'defenders_register_shortcode' );
add_action( 'init', 'defenders_register_blocks' );
add_action( 'wp_enqueue_scripts', 'defenders_enqueue_for_queried_posts' );
add_action( 'wp_footer', 'defenders_enqueue_late', 1 );
add_filter( 'script_loader_tag', 'defenders_module_script_tag', 10, 3 );
add_action( 'enqueue_block_editor_assets', 'defenders_enqueue_editor_assets' );
add_action( 'admin_init', 'defenders_register_settings' );
add_action( 'admin_menu', 'defenders_add_settings_page' );
