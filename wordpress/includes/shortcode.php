<?php
/**
 * [defenders widget="…" …] for the Classic editor and the shortcode block; a game encloses its
 * widgets: [defenders widget="game" players="3"] [defenders widget="setup-calculator"] [/defenders].
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

function defenders_register_shortcode(): void {
	add_shortcode( 'defenders', 'defenders_shortcode' );
}

/**
 * The attributes as the element spells them; a bare name (`[defenders … final-hand]`) is on.
 *
 * @param array<int|string,string>|string $atts Shortcode attributes.
 * @return array<string,string>
 */
function defenders_shortcode_attributes( $atts ): array {
	$attributes = array();
	foreach ( (array) $atts as $name => $value ) {
		if ( is_int( $name ) ) {
			$attributes[ strtolower( (string) $value ) ] = 'true';
		} else {
			$attributes[ strtolower( $name ) ] = (string) $value;
		}
	}
	return $attributes;
}

/**
 * Renders one shortcode. WordPress matches a `[defenders]` to the next `[/defenders]`, so an
 * unclosed widget before a game receives the rest up to the game's end as its content: it is
 * rendered after the widget, with the game's end put back.
 *
 * @param array<int|string,string>|string $atts    Shortcode attributes.
 * @param string|null                     $content Enclosed content.
 */
function defenders_shortcode( $atts, $content = null ): string {
	$attributes = defenders_shortcode_attributes( $atts );
	$widget     = $attributes['widget'] ?? '';
	unset( $attributes['widget'] );
	if ( 'game' === $widget ) {
		$game = array_intersect_key( $attributes, array_flip( array( 'players', 'layout' ) ) );
		$GLOBALS['defenders_enclosing_games'][] = $game;
		$inner = defenders_game_content( (string) $content );
		array_pop( $GLOBALS['defenders_enclosing_games'] );
		return defenders_render( 'game', $attributes, $inner );
	}
	$games = $GLOBALS['defenders_enclosing_games'] ?? array();
	$html  = defenders_render( $widget, $attributes, '', $games ? end( $games ) : array() );
	if ( null !== $content && '' !== $content ) {
		$rest  = preg_match( '/\[defenders\b[^\]]*\bwidget\s*=\s*["\']?game\b/', $content ) ? $content . '[/defenders]' : $content;
		$html .= do_shortcode( $rest );
	}
	return $html;
}

/**
 * A game's content as phrasing content only. `wpautop` put the shortcodes into paragraphs, and
 * the game's own start and end tags into two different ones; a `<p>` inside would close the one
 * around the game and tear the game apart. So the line breaks beside shortcodes go, the
 * paragraphs are balanced and become spans that the plugin's stylesheet shows as paragraphs.
 */
function defenders_game_content( string $content ): string {
	$content = preg_replace( '#^(\s|<br\s*/?>|</p>)+|(\s|<br\s*/?>|<p>)+$#i', '', $content );
	$content = preg_replace( '#(\[defenders\b[^\]]*\])\s*<br\s*/?>#i', '$1', (string) $content );
	$content = force_balance_tags( '<p>' . $content . '</p>' );
	$content = preg_replace( '#<p>(\s|<br\s*/?>)*</p>#i', '', $content );
	$content = preg_replace( '#<p(\s[^>]*)?>#i', '<span class="defenders-paragraph">', (string) $content );
	$content = str_ireplace( '</p>', '</span>', (string) $content );
	return do_shortcode( trim( $content ) );
}
