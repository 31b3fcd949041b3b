<?php
// The plugin's rendering on the test site, through its shortcode: escaping, sanitising and the
// fallback for each case. Prints one line per failed case. php render.php <host:port>
$defenders_host = $argv[1];
require __DIR__ . '/load.php';

$cases = array(
	'a switch set to false is off, in the attribute and the fallback' => array(
		'[defenders widget="turn-checklist" side="house" final-hand="false"]',
		array( '<defenders-turn-checklist side="house">', 'Explore, Learn or Replenish' ),
		array( 'final-hand' ),
	),
	'a bare switch is on' => array(
		'[defenders widget="turn-checklist" final-hand]',
		array( '<defenders-turn-checklist final-hand>', 'No Replenish' ),
		array(),
	),
	'a value out of range stays for the element to explain, the fallback names the widget' => array(
		'[defenders widget="setup-calculator" players="7"]',
		array( 'players="7"', '<strong>Setup calculator</strong>' ),
		array( 'Setup for' ),
	),
	'a javascript: address is dropped' => array(
		'[defenders widget="rule-ref" pages="22" rulebook-url="javascript:alert(1)"]',
		array( '<defenders-rule-ref pages="22">rulebook p. 22</defenders-rule-ref>' ),
		array( 'javascript' ),
	),
	'text is escaped' => array(
		'[defenders widget="faq" query=\'"><script>alert(1)</script>\']',
		array( '<defenders-faq query="&quot;' ),
		array( '<script' ),
	),
	'an unknown widget names the widgets there are' => array(
		'[defenders widget="calculator"]',
		array( 'role="alert"', 'setup-calculator, turn-checklist' ),
		array( '<defenders-' ),
	),
	'an unknown attribute is dropped' => array(
		'[defenders widget="victory-checker" onclick="alert(1)"]',
		array( '<defenders-victory-checker><span' ),
		array( 'onclick' ),
	),
);
$checked = 0;
foreach ( $cases as $name => [ $shortcode, $present, $absent ] ) {
	$html = do_shortcode( $shortcode );
	++$checked;
	foreach ( $present as $text ) {
		if ( ! str_contains( $html, $text ) ) {
			echo "{$name}: missing {$text} in {$html}\n";
		}
	}
	foreach ( $absent as $text ) {
		if ( str_contains( $html, $text ) ) {
			echo "{$name}: unexpected {$text} in {$html}\n";
		}
	}
}
fwrite( STDERR, "checked {$checked}\n" );
