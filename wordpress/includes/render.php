<?php
/**
 * The element markup with its fallback text, shared by the shortcode and the blocks.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The fallback texts written by the snippet builder at build time (data/fallbacks.json).
 *
 * @return array<string, mixed>
 */
function defenders_fallback_data(): array {
	static $data = null;
	if ( null === $data ) {
		$raw  = file_get_contents( DEFENDERS_RULES_WIDGETS_DIR . 'data/fallbacks.json' );
		$data = is_string( $raw ) ? json_decode( $raw, true ) : null;
		if ( ! is_array( $data ) ) {
			$data = array();
		}
	}
	return $data;
}

/**
 * The language of the fallback: one the package ships (data/fallbacks.json lists them) when the
 * site (or user) locale starts with it, German for de_*, else English.
 */
function defenders_language(): string {
	foreach ( defenders_fallback_data()['languages'] ?? array() as $language ) {
		if ( str_starts_with( determine_locale(), $language ) ) {
			return $language;
		}
	}
	return 'en';
}

/**
 * The key of data/fallbacks.json for these attributes, or null when the fallback is the title.
 *
 * @param string               $widget     The widget name.
 * @param array<string,string> $attributes Checked attributes, element spelling.
 * @param array<string,string> $game       The enclosing game's attributes (players, layout).
 */
function defenders_fallback_key( string $widget, array $attributes, array $game ): ?string {
	switch ( $widget ) {
		case 'setup-calculator':
			return 'players=' . ( $attributes['players'] ?? $game['players'] ?? '4' );
		case 'turn-checklist':
			return 'side=' . ( $attributes['side'] ?? 'house' ) . ';action=' . ( $attributes['action'] ?? '' )
				. ';final-hand=' . ( 'true' === ( $attributes['final-hand'] ?? '' ) ? '1' : '0' );
		case 'path-tracker':
			$custom = $attributes['layout'] ?? $game['layout'] ?? '';
			return '' === $custom ? 'position=' . ( $attributes['position'] ?? '0' ) : null;
		case 'faq':
			return isset( $attributes['query'] ) && '' !== $attributes['query'] ? null : '';
		case 'victory-checker':
			return '';
		default:
			return null;
	}
}

/**
 * The fallback HTML (phrasing content only, so `wpautop` and KSES leave it whole), escaped at
 * build time by the snippet builder; the widget's title where no written fallback fits.
 *
 * @param string               $widget     The widget name.
 * @param array<string,string> $attributes Checked attributes, element spelling.
 * @param array<string,string> $game       The enclosing game's attributes.
 */
function defenders_fallback_html( string $widget, array $attributes, array $game ): string {
	$data     = defenders_fallback_data();
	$language = defenders_language();
	if ( 'rule-ref' === $widget ) {
		$pages    = preg_split( '/\s*,\s*/', $attributes['pages'] ?? '' );
		$pages    = array_values( array_filter( (array) $pages, 'strlen' ) );
		$template = $data['texts'][ $language ][ count( $pages ) > 1 ? 'pages' : 'page' ] ?? '%s';
		return esc_html( str_replace( '%s', implode( ', ', $pages ), $template ) );
	}
	if ( 'game' === $widget ) {
		return '';
	}
	$key = defenders_fallback_key( $widget, $attributes, $game );
	if ( null !== $key && isset( $data['fallbacks'][ $language ][ $widget ][ $key ] ) ) {
		return (string) $data['fallbacks'][ $language ][ $widget ][ $key ];
	}
	$title = $data['titles'][ $language ][ $widget ] ?? $widget;
	return '<span class="defenders-fallback-line"><strong>' . esc_html( $title ) . '</strong></span>';
}

/**
 * Checks raw attribute values (element spelling) against the widget's attributes: unknown ones
 * are dropped, values are cleaned, and each value that does not fit gets a problem. A value that
 * does not fit stays on the element (which shows its own message naming what is allowed), except
 * an address, which is dropped.
 *
 * @param string              $widget The widget name.
 * @param array<string,mixed> $raw    Attribute values as given.
 * @return array{attributes: array<string,string>, problems: string[]}
 */
function defenders_check_attributes( string $widget, array $raw ): array {
	$widgets    = defenders_widgets();
	$attributes = array();
	$problems   = array();
	foreach ( $widgets[ $widget ]['attributes'] as $name => $kind ) {
		if ( ! array_key_exists( $name, $raw ) || null === $raw[ $name ] ) {
			continue;
		}
		$value = $raw[ $name ];
		if ( is_bool( $value ) ) {
			$value = $value ? 'true' : 'false';
		}
		$value = trim( sanitize_text_field( (string) $value ) );
		if ( 'url' === $kind ) {
			$clean = defenders_clean_url( $value );
			$value = '' === $clean ? $value : $clean;
		}
		if ( '' === $value && 'text' !== $kind ) {
			continue;
		}
		$problem = defenders_value_problem( $kind, $value );
		if ( '' !== $problem ) {
			/* translators: 1: attribute name, 2: what the value may be */
			$problems[] = sprintf( __( '%1$s: %2$s.', 'defenders-rules-widgets' ), $name, $problem );
			if ( 'url' === $kind ) {
				continue;
			}
		}
		$attributes[ $name ] = $value;
	}
	return array(
		'attributes' => $attributes,
		'problems'   => $problems,
	);
}

/**
 * The site-wide settings a game or a rule reference takes where the post sets nothing.
 *
 * @param string               $widget     The widget name.
 * @param array<string,string> $attributes Checked attributes.
 * @return array<string,string>
 */
function defenders_with_settings( string $widget, array $attributes ): array {
	if ( ! in_array( $widget, array( 'game', 'rule-ref' ), true ) ) {
		return $attributes;
	}
	$settings = defenders_settings();
	$defaults = array();
	if ( '' !== $settings['rulebook_url'] ) {
		$defaults['rulebook-url'] = $settings['rulebook_url'];
		if ( 0 !== $settings['page_offset'] ) {
			$defaults['page-offset'] = (string) $settings['page_offset'];
		}
		if ( $settings['spreads'] ) {
			$defaults['spreads'] = 'true';
		}
	}
	if ( 'game' === $widget ) {
		if ( $settings['keep_awake'] ) {
			$defaults['keep-awake'] = 'true';
		}
		if ( $settings['persist'] && get_the_ID() ) {
			$defaults['persist'] = 'post-' . get_the_ID();
		}
	}
	return $attributes + $defaults;
}

/**
 * The element with its fallback: what the shortcode and the blocks print.
 *
 * @param string              $widget  The widget name.
 * @param array<string,mixed> $raw     Attribute values, element spelling.
 * @param string              $content For a game: the rendered widgets inside it.
 * @param array<string,string> $game   The enclosing game's attributes (players, layout).
 */
function defenders_render( string $widget, array $raw, string $content = '', array $game = array() ): string {
	$widgets = defenders_widgets();
	if ( ! isset( $widgets[ $widget ] ) ) {
		return defenders_notice(
			/* translators: %s: the widget names allowed */
			sprintf( __( 'Defenders widget: widget must be one of %s.', 'defenders-rules-widgets' ), implode( ', ', array_keys( $widgets ) ) )
		);
	}
	$checked    = defenders_check_attributes( $widget, $raw );
	$attributes = defenders_with_settings( $widget, $checked['attributes'] );
	defenders_note_widget( $widget );
	$tag  = $widgets[ $widget ]['tag'];
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		if ( 'boolean' === $widgets[ $widget ]['attributes'][ $name ] ) {
			$html .= 'true' === $value ? ' ' . $name : '';
			continue;
		}
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	$inner = 'game' === $widget ? $content : defenders_fallback_html( $widget, $attributes, $game );
	$html .= '>' . $inner . '</' . $tag . '>';
	if ( $checked['problems'] && defenders_is_editor_preview() ) {
		$html = defenders_notice( implode( ' ', $checked['problems'] ) ) . $html;
	}
	return $html;
}

/**
 * True while the block editor asks for a preview: the one place a problem notice is shown,
 * beside the element's own message.
 */
function defenders_is_editor_preview(): bool {
	return defined( 'REST_REQUEST' ) && REST_REQUEST && current_user_can( 'edit_posts' );
}

/**
 * A visible message for the person writing the post.
 */
function defenders_notice( string $message ): string {
	return '<span class="defenders-notice" role="alert">' . esc_html( $message ) . '</span>';
}
