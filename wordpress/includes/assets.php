<?php
/**
 * The bundles and the fallback stylesheet, from the plugin's own folder, only on pages that show a
 * widget, once per page: the widget's own bundle when one widget is shown, else the all-in-one.
 * Module scripts: `wp_enqueue_script_module` on WordPress 6.5+, `type="module"` before.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

const DEFENDERS_ALL_IN_ONE = 'defenders-widgets';

/** The folder in the site's uploads that holds the settings stylesheet. */
const DEFENDERS_SETTINGS_FOLDER = 'defenders-rules-widgets';

function defenders_asset_url( string $file ): string {
	return plugins_url( 'assets/' . $file, DEFENDERS_RULES_WIDGETS_FILE );
}

function defenders_has_script_modules(): bool {
	return function_exists( 'wp_enqueue_script_module' );
}

/** The script handle (or module id) of a bundle. */
function defenders_handle( string $bundle ): string {
	return 'defenders-rules-widgets-' . str_replace( '/', '-', $bundle );
}

/**
 * The accent colour and colour scheme as a stylesheet file in the site's uploads, named by its
 * content (`defenders-rules-widgets/settings-<hash>.css`), so that a page whose Content Security
 * Policy allows only the site's own stylesheets (`style-src 'self'`) keeps them. '' when the
 * settings set neither, or when the file cannot be written.
 */
function defenders_settings_stylesheet_url(): string {
	$css = defenders_settings_css();
	if ( '' === $css ) {
		return '';
	}
	$uploads = wp_upload_dir( null, false );
	if ( ! empty( $uploads['error'] ) ) {
		return '';
	}
	$folder = trailingslashit( $uploads['basedir'] ) . DEFENDERS_SETTINGS_FOLDER;
	$name   = 'settings-' . substr( md5( $css ), 0, 12 ) . '.css';
	if ( ! file_exists( $folder . '/' . $name ) ) {
		if ( ! wp_mkdir_p( $folder ) || false === file_put_contents( $folder . '/' . $name, $css ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			return '';
		}
		foreach ( glob( $folder . '/settings-*.css' ) ?: array() as $old ) {
			if ( basename( $old ) !== $name ) {
				wp_delete_file( $old );
			}
		}
	}
	return trailingslashit( $uploads['baseurl'] ) . DEFENDERS_SETTINGS_FOLDER . '/' . $name;
}

function defenders_register_assets(): void {
	wp_register_style( 'defenders-rules-widgets', defenders_asset_url( 'defenders-widgets.css' ), array(), DEFENDERS_RULES_WIDGETS_VERSION );
	$settings = defenders_settings_stylesheet_url();
	if ( '' !== $settings ) {
		wp_register_style( 'defenders-rules-widgets-settings', $settings, array( 'defenders-rules-widgets' ), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the name carries it.
	} else {
		// Where uploads cannot be written: inline, which a strict style-src blocks.
		wp_add_inline_style( 'defenders-rules-widgets', defenders_settings_css() );
	}
	$languages = array_map( fn( $language ) => 'locales/' . $language, defenders_fallback_data()['languages'] ?? array() );
	$bundles   = array_merge( array_keys( defenders_widgets() ), array( DEFENDERS_ALL_IN_ONE ), $languages );
	foreach ( $bundles as $bundle ) {
		$url = defenders_asset_url( $bundle . '.js' );
		if ( defenders_has_script_modules() ) {
			wp_register_script_module( defenders_handle( $bundle ), $url, array(), DEFENDERS_RULES_WIDGETS_VERSION );
		} else {
			wp_register_script( defenders_handle( $bundle ), $url, array(), DEFENDERS_RULES_WIDGETS_VERSION, true );
		}
	}
}

/**
 * Remembers a widget rendered on this page; called by every render.
 */
function defenders_note_widget( string $widget ): void {
	$GLOBALS['defenders_rendered_widgets'][ $widget ] = true;
}

/**
 * The widgets the posts of this request show, read from their shortcodes and block comments.
 *
 * @return string[]
 */
function defenders_widgets_in_queried_posts(): array {
	global $wp_query;
	$found = array();
	$posts = ( $wp_query instanceof WP_Query && is_array( $wp_query->posts ) ) ? $wp_query->posts : array();
	foreach ( $posts as $post ) {
		$content = $post instanceof WP_Post ? $post->post_content : '';
		if ( preg_match_all( '/\[defenders\b[^\]]*?\bwidget\s*=\s*["\']?([a-z-]+)/', $content, $matches ) ) {
			$found = array_merge( $found, $matches[1] );
		}
		if ( preg_match_all( '#<!--\s+wp:defenders/([a-z-]+)#', $content, $matches ) ) {
			$found = array_merge( $found, $matches[1] );
		}
	}
	return array_values( array_intersect( array_unique( $found ), array_keys( defenders_widgets() ) ) );
}

/**
 * The one bundle that runs these widgets: the widget's own for one widget, else the all-in-one.
 *
 * @param string[] $widgets Widget names.
 */
function defenders_bundle_for( array $widgets ): string {
	$widgets = array_values( array_unique( $widgets ) );
	return ( 1 === count( $widgets ) && 'game' !== $widgets[0] ) ? $widgets[0] : DEFENDERS_ALL_IN_ONE;
}

function defenders_enqueue_bundle( string $bundle ): void {
	$GLOBALS['defenders_enqueued_bundles'][ $bundle ] = true;
	if ( defenders_has_script_modules() ) {
		wp_enqueue_script_module( defenders_handle( $bundle ) );
	} else {
		wp_enqueue_script( defenders_handle( $bundle ) );
	}
}

/** The fallback stylesheet, and the settings' stylesheet where there is one. */
function defenders_enqueue_styles(): void {
	wp_enqueue_style( 'defenders-rules-widgets' );
	if ( wp_style_is( 'defenders-rules-widgets-settings', 'registered' ) ) {
		wp_enqueue_style( 'defenders-rules-widgets-settings' );
	}
}

function defenders_enqueue( array $widgets ): void {
	defenders_enqueue_styles();
	defenders_enqueue_bundle( defenders_bundle_for( $widgets ) );
	if ( 'en' !== defenders_language() ) {
		defenders_enqueue_bundle( 'locales/' . defenders_language() );
	}
}

/**
 * Before the page head: the stylesheet (so the fallback has its box from the start) and the
 * bundle for the widgets the queried posts show.
 */
function defenders_enqueue_for_queried_posts(): void {
	$widgets = defenders_widgets_in_queried_posts();
	if ( $widgets ) {
		defenders_enqueue( $widgets );
	}
}

/**
 * At the footer: widgets rendered from elsewhere (a template part, a widget area) that the bundle
 * chosen before does not run get the all-in-one bundle; loading a bundle twice is harmless.
 */
function defenders_enqueue_late(): void {
	$rendered = array_keys( $GLOBALS['defenders_rendered_widgets'] ?? array() );
	if ( ! $rendered ) {
		return;
	}
	$enqueued = $GLOBALS['defenders_enqueued_bundles'] ?? array();
	if ( ! $enqueued ) {
		defenders_enqueue( $rendered );
		return;
	}
	if ( isset( $enqueued[ DEFENDERS_ALL_IN_ONE ] ) ) {
		return;
	}
	$missing = array_diff( $rendered, array_keys( $enqueued ) );
	if ( $missing ) {
		defenders_enqueue_bundle( DEFENDERS_ALL_IN_ONE );
	}
}

/**
 * `type="module"` on the plugin's scripts where WordPress has no script modules (6.1–6.4).
 *
 * @param string $tag    The script tag.
 * @param string $handle Its handle.
 * @param string $src    Its address.
 */
function defenders_module_script_tag( $tag, $handle, $src ) {
	if ( ! str_starts_with( (string) $handle, 'defenders-rules-widgets-' ) ) {
		return $tag;
	}
	return '<script type="module" src="' . esc_url( $src ) . '" id="' . esc_attr( $handle ) . '-js"></script>' . "\n";
}

/**
 * The block editor: the all-in-one bundle (so the preview is the real widget), the stylesheet and
 * the blocks' script.
 */
function defenders_enqueue_editor_assets(): void {
	defenders_enqueue_styles();
	defenders_enqueue_bundle( DEFENDERS_ALL_IN_ONE );
	if ( 'en' !== defenders_language() ) {
		defenders_enqueue_bundle( 'locales/' . defenders_language() );
	}
	wp_enqueue_script(
		'defenders-blocks-editor',
		plugins_url( 'editor/blocks.js', DEFENDERS_RULES_WIDGETS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render', 'wp-i18n' ),
		DEFENDERS_RULES_WIDGETS_VERSION,
		true
	);
	wp_set_script_translations( 'defenders-blocks-editor', 'defenders-rules-widgets', DEFENDERS_RULES_WIDGETS_DIR . 'languages' );
	wp_add_inline_script( 'defenders-blocks-editor', 'window.defendersBlocks = ' . wp_json_encode( defenders_block_definitions() ) . ';', 'before' );
}
