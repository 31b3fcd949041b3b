<?php
/**
 * The site-wide settings (one option): accent colour, colour scheme, the rulebook address with its
 * page mapping, keep-awake and persist for games.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

const DEFENDERS_OPTION = 'defenders_rules_widgets';

/**
 * @return array{accent: string, scheme: string, rulebook_url: string, page_offset: int, spreads: bool, keep_awake: bool, persist: bool}
 */
function defenders_default_settings(): array {
	return array(
		'accent'       => '',
		'scheme'       => 'auto',
		'rulebook_url' => '',
		'page_offset'  => 0,
		'spreads'      => false,
		'keep_awake'   => false,
		'persist'      => false,
	);
}

/**
 * The settings, every value checked on the way out once per stored value (a request reads them
 * for every widget it renders; the checks are string checks and look nothing up).
 *
 * @return array{accent: string, scheme: string, rulebook_url: string, page_offset: int, spreads: bool, keep_awake: bool, persist: bool}
 */
function defenders_settings(): array {
	static $read = array();
	$stored = get_option( DEFENDERS_OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	$key    = md5( (string) wp_json_encode( $stored ) );
	if ( ! isset( $read[ $key ] ) ) {
		$read = array( $key => defenders_sanitize_settings( $stored, false ) );
	}
	return $read[ $key ];
}

/**
 * A rulebook address as it may be linked, or '' where it may not: an http or https address with a
 * host (any host, any port) or a path on this site (`/wp-content/uploads/rules.pdf`). Only its
 * scheme and shape are checked; its host is never looked up.
 */
function defenders_clean_url( string $url ): string {
	$url = trim( $url );
	// A backslash or a control character can make a browser read a path as another host.
	if ( '' === $url || preg_match( '/[\\\\\x00-\x1f\x7f]/', $url ) ) {
		return '';
	}
	if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}
	$parts  = wp_parse_url( $url );
	$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
		return '';
	}
	return esc_url_raw( $url, array( 'http', 'https' ) );
}

/**
 * Cleans submitted settings; with `$report`, a value that does not fit earns a settings error
 * naming what is allowed, and the default is kept.
 *
 * @param mixed $input  Submitted values.
 * @param bool  $report Whether to add settings errors.
 */
function defenders_sanitize_settings( $input, bool $report = true ): array {
	$input    = is_array( $input ) ? $input : array();
	$settings = defenders_default_settings();
	$accent   = trim( (string) ( $input['accent'] ?? '' ) );
	if ( '' !== $accent ) {
		$hex = sanitize_hex_color( $accent );
		if ( $hex ) {
			$settings['accent'] = $hex;
		} elseif ( $report ) {
			add_settings_error( DEFENDERS_OPTION, 'accent', __( 'The accent colour must be a hex colour such as #7a2e2e.', 'defenders-rules-widgets' ) );
		}
	}
	$scheme = (string) ( $input['scheme'] ?? 'auto' );
	if ( in_array( $scheme, array( 'auto', 'light', 'dark' ), true ) ) {
		$settings['scheme'] = $scheme;
	} elseif ( $report ) {
		add_settings_error( DEFENDERS_OPTION, 'scheme', __( 'The colour scheme must be automatic, light or dark.', 'defenders-rules-widgets' ) );
	}
	$url = trim( (string) ( $input['rulebook_url'] ?? '' ) );
	if ( '' !== $url ) {
		$clean = defenders_clean_url( $url );
		if ( '' !== $clean ) {
			$settings['rulebook_url'] = $clean;
		} elseif ( $report ) {
			add_settings_error( DEFENDERS_OPTION, 'rulebook_url', __( 'The rulebook address must be an http or https address, or a path on this site such as /wp-content/uploads/rules.pdf.', 'defenders-rules-widgets' ) );
		}
	}
	$offset = trim( (string) ( $input['page_offset'] ?? '0' ) );
	if ( preg_match( '/^-?\d{1,4}$/', $offset ) ) {
		$settings['page_offset'] = (int) $offset;
	} elseif ( $report ) {
		add_settings_error( DEFENDERS_OPTION, 'page_offset', __( 'The page offset must be a whole number, such as 2 or -1.', 'defenders-rules-widgets' ) );
	}
	foreach ( array( 'spreads', 'keep_awake', 'persist' ) as $flag ) {
		$settings[ $flag ] = ! empty( $input[ $flag ] );
	}
	return $settings;
}

/**
 * The accent colour and colour scheme as CSS custom properties on the elements (no inline style
 * attributes on the page).
 */
function defenders_settings_css(): string {
	$settings     = defenders_settings();
	$declarations = array();
	if ( '' !== $settings['accent'] ) {
		$declarations[] = '--defenders-accent: ' . $settings['accent'];
	}
	if ( 'auto' !== $settings['scheme'] ) {
		$declarations[] = 'color-scheme: ' . $settings['scheme'];
	}
	if ( ! $declarations ) {
		return '';
	}
	$tags = implode( ', ', wp_list_pluck( defenders_widgets(), 'tag' ) );
	return ':where(' . $tags . ') { ' . implode( '; ', $declarations ) . '; }';
}
