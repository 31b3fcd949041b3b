<?php
/**
 * The widgets and their attributes, as the elements spell them, with what each value may be.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every widget: its element and its attributes (element spelling => kind).
 * Kinds: 'players', 'side', 'action', 'boolean', 'position', 'offset', 'url', 'text', 'pages', 'key'.
 *
 * @return array<string, array{tag: string, attributes: array<string, string>}>
 */
function defenders_widgets(): array {
	$rulebook = array(
		'rulebook-url' => 'url',
		'page-offset'  => 'offset',
		'spreads'      => 'boolean',
	);
	return array(
		'setup-calculator' => array(
			'tag'        => 'defenders-setup-calculator',
			'attributes' => array( 'players' => 'players' ),
		),
		'turn-checklist'   => array(
			'tag'        => 'defenders-turn-checklist',
			'attributes' => array(
				'side'       => 'side',
				'action'     => 'action',
				'final-hand' => 'boolean',
			),
		),
		'path-tracker'     => array(
			'tag'        => 'defenders-path-tracker',
			'attributes' => array(
				'layout'   => 'text',
				'position' => 'position',
			),
		),
		'victory-checker'  => array(
			'tag'        => 'defenders-victory-checker',
			'attributes' => array(),
		),
		'faq'              => array(
			'tag'        => 'defenders-faq',
			'attributes' => array( 'query' => 'text' ),
		),
		'rule-ref'         => array(
			'tag'        => 'defenders-rule-ref',
			'attributes' => array( 'pages' => 'pages' ) + $rulebook,
		),
		'game'             => array(
			'tag'        => 'defenders-game',
			'attributes' => array(
				'players'    => 'players',
				'layout'     => 'text',
				'persist'    => 'key',
				'share'      => 'boolean',
				'keep-awake' => 'boolean',
			) + $rulebook,
		),
	);
}

/**
 * The block attribute (camelCase) for an element attribute: `final-hand` => `finalHand`.
 */
function defenders_camel_case( string $name ): string {
	return lcfirst( str_replace( ' ', '', ucwords( str_replace( '-', ' ', $name ) ) ) );
}

/**
 * Why a value does not fit its kind, in the words the element uses, or '' when it fits.
 */
function defenders_value_problem( string $kind, string $value ): string {
	switch ( $kind ) {
		case 'players':
			return preg_match( '/^[2-5]$/', $value ) ? '' : __( 'players must be a whole number from 2 to 5', 'defenders-rules-widgets' );
		case 'side':
			return in_array( $value, array( 'house', 'dark-arts' ), true ) ? '' : __( 'side must be house or dark-arts', 'defenders-rules-widgets' );
		case 'action':
			return in_array( $value, array( 'explore', 'learn', 'replenish' ), true ) ? '' : __( 'action must be explore, learn or replenish', 'defenders-rules-widgets' );
		case 'boolean':
			return in_array( $value, array( 'true', 'false' ), true ) ? '' : __( 'this switch must be true or false', 'defenders-rules-widgets' );
		case 'position':
			return preg_match( '/^\d{1,3}$/', $value ) ? '' : __( 'position must be a whole number from 0', 'defenders-rules-widgets' );
		case 'offset':
			return preg_match( '/^-?\d{1,4}$/', $value ) ? '' : __( 'page offset must be a whole number', 'defenders-rules-widgets' );
		case 'pages':
			return preg_match( '/^\d{1,3}(\s*,\s*\d{1,3})*$/', $value ) ? '' : __( 'pages must be page numbers separated by commas, e.g. 22,23', 'defenders-rules-widgets' );
		case 'url':
			return ( '' === $value || '' !== defenders_clean_url( $value ) ) ? '' : __( 'the rulebook address must be an http or https address, or a path on this site', 'defenders-rules-widgets' );
		case 'key':
			return preg_match( '/^[A-Za-z0-9_.-]{0,64}$/', $value ) ? '' : __( 'the storage key may hold letters, digits, dots, dashes and underscores', 'defenders-rules-widgets' );
		default:
			return mb_strlen( $value ) <= 400 ? '' : __( 'the text may be 400 characters long at most', 'defenders-rules-widgets' );
	}
}
