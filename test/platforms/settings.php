<?php
// The rulebook address, as the settings page, the settings read and the shortcode take it: any
// http or https address (any host, resolvable or not, any port) or a path on this site, and nothing
// else; its host is never looked up. Reading the settings checks them once, not on every read;
// hostile stored values read back as the defaults.
// Prints one line per failed case. php settings.php <host:port>
$defenders_host = $argv[1];
require __DIR__ . '/load.php';

$checked = 0;
$expect  = function ( bool $ok, string $what ) use ( &$checked ): void {
	++$checked;
	if ( ! $ok ) {
		echo $what . "\n";
	}
};

$accepted = array(
	'https://rules.example.org:8443/rules.pdf',
	'https://rules.invalid/rules.pdf',
	'http://10.0.0.7:9000/rules.pdf',
	'/wp-content/uploads/rules.pdf',
);
$refused  = array(
	'javascript:alert(1)',
	'ftp://rules.example.org/rules.pdf',
	'//rules.example.org/rules.pdf',
	'/\\rules.example.org/rules.pdf',
	'rules.pdf',
	'https:///rules.pdf',
	'data:application/pdf;base64,AAAA',
);
foreach ( $accepted as $url ) {
	$saved = defenders_sanitize_settings( array( 'rulebook_url' => $url ), false )['rulebook_url'];
	$expect( $saved === $url, "the settings page refuses {$url} (saved '{$saved}')" );
	update_option( DEFENDERS_OPTION, array( 'rulebook_url' => $url ) );
	$read = defenders_settings()['rulebook_url'];
	$expect( $read === $url, "the saved {$url} reads back as '{$read}'" );
	$html = do_shortcode( '[defenders widget="rule-ref" pages="22"]' );
	$expect( str_contains( $html, 'rulebook-url="' . esc_attr( $url ) . '"' ), "a citation under the setting {$url} is not linked: {$html}" );
	delete_option( DEFENDERS_OPTION );
	$html = do_shortcode( '[defenders widget="rule-ref" pages="22" rulebook-url="' . $url . '"]' );
	$expect( str_contains( $html, 'rulebook-url="' . esc_attr( $url ) . '"' ), "the shortcode drops {$url}: {$html}" );
}
foreach ( $refused as $url ) {
	$saved = defenders_sanitize_settings( array( 'rulebook_url' => $url ), false )['rulebook_url'];
	$expect( '' === $saved, "the settings page keeps {$url} as '{$saved}'" );
	// The shortcode parser reads backslashes as escapes: what reaches the plugin may be a path.
	$html   = do_shortcode( '[defenders widget="rule-ref" pages="22" rulebook-url="' . $url . '"]' );
	$linked = preg_match( '#rulebook-url="([^"]*)"#', $html, $match ) ? $match[1] : '';
	$expect( '' === $linked || preg_match( '#^/[^/\\\\]#', $linked ), "the shortcode links {$url} as {$linked}" );
}

// The settings are checked once however often they are read (esc_url_raw runs the clean_url filter).
update_option( DEFENDERS_OPTION, array( 'rulebook_url' => 'https://rules.example.org/rules.pdf' ) );
$cleaned = 0;
add_filter(
	'clean_url',
	function ( $url ) use ( &$cleaned ) {
		++$cleaned;
		return $url;
	}
);
defenders_settings();
$first = $cleaned;
for ( $read = 0; $read < 50; ++$read ) {
	do_shortcode( '[defenders widget="rule-ref" pages="22"]' );
}
$expect( $cleaned === $first, 'reading the settings for 50 citations checked the address ' . ( $cleaned - $first ) . ' more times' );
delete_option( DEFENDERS_OPTION );

// Hostile stored settings (written past the settings page): each value falls back to its default,
// and the settings stylesheet holds nothing but the two declarations.
$hostile = array(
	array(
		'accent'       => '#fff;}body{display:none',
		'scheme'       => 'dark;}x{color:red',
		'rulebook_url' => 'javascript:alert(1)',
		'page_offset'  => '1e9',
		'spreads'      => array( 'x' ),
	),
	array(
		'accent'       => array( '#fff' ),
		'scheme'       => array( 'dark' ),
		'rulebook_url' => array( 'https://rules.example.org/' ),
		'page_offset'  => array( 1 ),
	),
);
foreach ( $hostile as $stored ) {
	update_option( DEFENDERS_OPTION, $stored );
	$read = defenders_settings();
	$expect(
		'' === $read['accent'] && 'auto' === $read['scheme'] && '' === $read['rulebook_url'] && 0 === $read['page_offset'],
		'hostile stored settings read back as ' . wp_json_encode( $read )
	);
	$expect( '' === defenders_settings_css(), 'hostile stored settings make the stylesheet ' . defenders_settings_css() );
}
update_option( DEFENDERS_OPTION, 'not an array' );
$expect( defenders_default_settings() === defenders_settings(), 'a stored string reads as ' . wp_json_encode( defenders_settings() ) );
delete_option( DEFENDERS_OPTION );
fwrite( STDERR, "checked {$checked}\n" );
