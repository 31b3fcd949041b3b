<?php
/**
 * Settings → Defenders widgets.
 *
 * @package defenders-rules-widgets
 */

defined( 'ABSPATH' ) || exit;

function defenders_register_settings(): void {
	register_setting(
		'defenders_rules_widgets',
		DEFENDERS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'defenders_sanitize_settings',
			'default'           => defenders_default_settings(),
		)
	);
	add_settings_section( 'defenders_look', __( 'Look', 'defenders-rules-widgets' ), '__return_null', 'defenders-rules-widgets' );
	add_settings_section( 'defenders_rulebook', __( 'Rulebook links', 'defenders-rules-widgets' ), 'defenders_rulebook_section', 'defenders-rules-widgets' );
	add_settings_section( 'defenders_games', __( 'Games', 'defenders-rules-widgets' ), '__return_null', 'defenders-rules-widgets' );
	$fields = array(
		'accent'       => array( 'defenders_look', __( 'Accent colour', 'defenders-rules-widgets' ) ),
		'scheme'       => array( 'defenders_look', __( 'Colour scheme', 'defenders-rules-widgets' ) ),
		'rulebook_url' => array( 'defenders_rulebook', __( 'Rulebook PDF address', 'defenders-rules-widgets' ) ),
		'page_offset'  => array( 'defenders_rulebook', __( 'Page offset', 'defenders-rules-widgets' ) ),
		'spreads'      => array( 'defenders_rulebook', __( 'Two printed pages per PDF page', 'defenders-rules-widgets' ) ),
		'keep_awake'   => array( 'defenders_games', __( 'Keep the screen on', 'defenders-rules-widgets' ) ),
		'persist'      => array( 'defenders_games', __( 'Keep games across reloads', 'defenders-rules-widgets' ) ),
	);
	foreach ( $fields as $name => [ $section, $label ] ) {
		add_settings_field(
			'defenders_' . $name,
			$label,
			'defenders_settings_field',
			'defenders-rules-widgets',
			$section,
			array(
				'name'      => $name,
				'label_for' => 'defenders_' . $name,
			)
		);
	}
}

function defenders_rulebook_section(): void {
	echo '<p>' . esc_html__( 'Citations link to this PDF. The offset is added to a printed page number to find its PDF page; with two printed pages per PDF page, printed page n is on PDF page n / 2 + 1 (rounded down), plus the offset.', 'defenders-rules-widgets' ) . '</p>';
}

/**
 * One settings field.
 *
 * @param array{name: string, label_for: string} $args Field arguments.
 */
function defenders_settings_field( array $args ): void {
	$settings = defenders_settings();
	$name     = $args['name'];
	$id       = $args['label_for'];
	$field    = DEFENDERS_OPTION . '[' . $name . ']';
	switch ( $name ) {
		case 'scheme':
			echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '">';
			$choices = array(
				'auto'  => __( 'Automatic (follows the reader’s device)', 'defenders-rules-widgets' ),
				'light' => __( 'Light', 'defenders-rules-widgets' ),
				'dark'  => __( 'Dark', 'defenders-rules-widgets' ),
			);
			foreach ( $choices as $value => $label ) {
				echo '<option value="' . esc_attr( $value ) . '"' . selected( $settings['scheme'], $value, false ) . '>' . esc_html( $label ) . '</option>';
			}
			echo '</select>';
			break;
		case 'spreads':
		case 'keep_awake':
		case 'persist':
			echo '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" value="1"' . checked( $settings[ $name ], true, false ) . '>';
			break;
		case 'page_offset':
			echo '<input type="number" step="1" class="small-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" value="' . esc_attr( (string) $settings['page_offset'] ) . '">';
			break;
		case 'rulebook_url':
			echo '<input type="url" class="regular-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" value="' . esc_attr( $settings['rulebook_url'] ) . '">';
			break;
		default:
			echo '<input type="text" class="small-text" placeholder="#7a2e2e" id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" value="' . esc_attr( $settings['accent'] ) . '">';
	}
}

function defenders_add_settings_page(): void {
	add_options_page(
		__( 'Defenders widgets', 'defenders-rules-widgets' ),
		__( 'Defenders widgets', 'defenders-rules-widgets' ),
		'manage_options',
		'defenders-rules-widgets',
		'defenders_render_settings_page'
	);
}

function defenders_render_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( 'defenders_rules_widgets' );
	do_settings_sections( 'defenders-rules-widgets' );
	submit_button();
	echo '</form></div>';
}
