<?php
/**
 * The blocks defenders/<widget>: dynamic, rendered on the server from their attributes (the
 * element's, in camelCase). A game's inner blocks are saved as block comments only and read the
 * game's players and layout through block context, for their fallback text.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

/** The block attribute type of an attribute kind. */
function defenders_block_type( string $kind ): string {
	return match ( $kind ) {
		'players', 'position', 'offset' => 'number',
		'boolean' => 'boolean',
		default => 'string',
	};
}

/**
 * Titles, descriptions and attributes of the blocks, for PHP and for the editor script.
 *
 * @return array<string, array{title: string, description: string, attributes: array<string, array{type: string, element: string, kind: string}>}>
 */
function defenders_block_definitions(): array {
	$texts       = array(
		'setup-calculator' => array( __( 'Setup calculator', 'defenders-rules-widgets' ), __( 'Pawns and setup steps for a player count.', 'defenders-rules-widgets' ) ),
		'turn-checklist'   => array( __( 'Turn checklist', 'defenders-rules-widgets' ), __( 'The actions and steps of a turn.', 'defenders-rules-widgets' ) ),
		'path-tracker'     => array( __( 'Dark Arts path tracker', 'defenders-rules-widgets' ), __( 'The marker, tokens and Event Spaces of the path.', 'defenders-rules-widgets' ) ),
		'victory-checker'  => array( __( 'Victory checker', 'defenders-rules-widgets' ), __( 'Who has won, and what each side still needs.', 'defenders-rules-widgets' ) ),
		'faq'              => array( __( 'Rules FAQ', 'defenders-rules-widgets' ), __( 'Searchable rules questions.', 'defenders-rules-widgets' ) ),
		'rule-ref'         => array( __( 'Rulebook citation', 'defenders-rules-widgets' ), __( 'A link to rulebook pages.', 'defenders-rules-widgets' ) ),
		'game'             => array( __( 'Whole game helper', 'defenders-rules-widgets' ), __( 'One game shared by the widgets inside it.', 'defenders-rules-widgets' ) ),
	);
	$definitions = array();
	foreach ( defenders_widgets() as $widget => $definition ) {
		$attributes = array();
		foreach ( $definition['attributes'] as $name => $kind ) {
			$attributes[ defenders_camel_case( $name ) ] = array(
				'type'    => defenders_block_type( $kind ),
				'element' => $name,
				'kind'    => $kind,
			);
		}
		$definitions[ $widget ] = array(
			'title'       => $texts[ $widget ][0],
			'description' => $texts[ $widget ][1],
			'attributes'  => $attributes,
		);
	}
	return $definitions;
}

function defenders_register_blocks(): void {
	foreach ( defenders_block_definitions() as $widget => $definition ) {
		$attributes = array();
		foreach ( $definition['attributes'] as $name => $attribute ) {
			$attributes[ $name ] = array( 'type' => $attribute['type'] );
		}
		$settings = array(
			'api_version'     => 2,
			'title'           => $definition['title'],
			'description'     => $definition['description'],
			'category'        => 'widgets',
			'icon'            => 'shield',
			'attributes'      => $attributes,
			'supports'        => array( 'html' => false ),
			'render_callback' => static function ( $block_attributes, $content, $block = null ) use ( $widget ) {
				return defenders_render_block( $widget, (array) $block_attributes, (string) $content, $block );
			},
		);
		if ( 'game' === $widget ) {
			$settings['provides_context'] = array(
				'defenders/players' => 'players',
				'defenders/layout'  => 'layout',
			);
		} else {
			$settings['uses_context'] = array( 'defenders/players', 'defenders/layout' );
		}
		register_block_type( 'defenders/' . $widget, $settings );
	}
}

/**
 * One block: its attributes in element spelling, the game's values from context for a child.
 *
 * @param string              $widget     The widget name.
 * @param array<string,mixed> $attributes Block attributes.
 * @param string              $content    Rendered inner blocks (a game's widgets).
 * @param WP_Block|null       $block      The block, for its context.
 */
function defenders_render_block( string $widget, array $attributes, string $content, $block ): string {
	$definitions = defenders_block_definitions();
	$raw         = array();
	foreach ( $definitions[ $widget ]['attributes'] as $name => $attribute ) {
		if ( ! array_key_exists( $name, $attributes ) ) {
			continue;
		}
		$value = $attributes[ $name ];
		if ( is_bool( $value ) ) {
			$value = $value ? 'true' : 'false';
		}
		$raw[ $attribute['element'] ] = is_scalar( $value ) ? (string) $value : '';
	}
	$game = array();
	if ( $block instanceof WP_Block ) {
		foreach ( array( 'players', 'layout' ) as $name ) {
			if ( isset( $block->context[ 'defenders/' . $name ] ) && '' !== (string) $block->context[ 'defenders/' . $name ] ) {
				$game[ $name ] = (string) $block->context[ 'defenders/' . $name ];
			}
		}
	}
	return defenders_render( $widget, $raw, $content, $game );
}
