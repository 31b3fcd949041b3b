<?php
// Hostile shortcodes and block attributes, as an Author or a Contributor may save them: what the
// plugin writes holds no script element, no event-handler attribute and no address other than
// http, https or a path, and every case renders without an error. Prints one line per failed case.
// php hostile.php <host:port>
$defenders_host = $argv[1];
require __DIR__ . '/load.php';

$shortcodes = array(
	'[defenders widget="faq" query=\'"><script>alert(1)</script>\']',
	'[defenders widget="faq" query="<img src=x onerror=alert(1)>"]',
	'[defenders widget="setup-calculator" players=\'3" onmouseover="alert(1)\']',
	'[defenders widget="turn-checklist" side="house\' autofocus onfocus=\'alert(1)"]',
	'[defenders widget="rule-ref" pages="22" rulebook-url="javascript:alert(1)"]',
	'[defenders widget="rule-ref" pages="22" rulebook-url="JaVaScRiPt:alert(1)"]',
	'[defenders widget="rule-ref" pages="22" rulebook-url="java&#x09;script:alert(1)"]',
	'[defenders widget="rule-ref" pages="22" rulebook-url="data:text/html,<script>alert(1)</script>"]',
	'[defenders widget="rule-ref" pages="22" rulebook-url="//evil.example/rules.pdf"]',
	'[defenders widget="game" rulebook-url="vbscript:msgbox(1)" persist="../../x"]',
	'[defenders widget="<script>alert(1)</script>"]',
	'[defenders widget="faq" query="' . str_repeat( 'x', 100000 ) . '"]',
	'[defenders widget="path-tracker" position="' . str_repeat( '9', 5000 ) . '"]',
	'[defenders widget="game"][defenders widget="game"][defenders widget="faq" query="<svg onload=alert(1)>"][/defenders][/defenders]',
	'[defenders widget="game"][defenders widget="rule-ref" pages="22" onclick="alert(1)" style="x:expression(alert(1))"][/defenders]',
	'[defenders]',
	'[defenders widget]',
	'[defenders widget="faq" query="[defenders widget=&quot;faq&quot;]"]',
);
$blocks = array(
	'<!-- wp:defenders/faq {"query":"\u003cscript\u003ealert(1)\u003c/script\u003e"} /-->',
	'<!-- wp:defenders/rule-ref {"pages":"22","rulebookUrl":"javascript:alert(1)"} /-->',
	'<!-- wp:defenders/game {"players":"3\u0022 onload=\u0022alert(1)","persist":"\u003cx"} /-->',
	'<!-- wp:defenders/setup-calculator {"players":["3"]} /-->',
	'<!-- wp:defenders/setup-calculator {"players":{"onload":"alert(1)"}} /-->',
	'<!-- wp:defenders/turn-checklist {"side":"house","finalHand":"\u003cimg src=x onerror=alert(1)\u003e"} /-->',
	'<!-- wp:defenders/path-tracker {"position":1e308} /-->',
	'<!-- wp:defenders/faq {"query":"' . str_repeat( 'y', 100000 ) . '"} /-->',
);

/** What is wrong with the HTML: script elements, handler attributes, other schemes. */
function defenders_hostile_problems( string $html ): array {
	$problems = array();
	$document = new DOMDocument();
	libxml_use_internal_errors( true );
	$document->loadHTML( '<!doctype html><html><body>' . $html . '</body></html>' );
	foreach ( $document->getElementsByTagName( '*' ) as $element ) {
		if ( in_array( $element->nodeName, array( 'script', 'iframe', 'object', 'embed', 'style', 'svg', 'img' ), true ) ) {
			$problems[] = "a <{$element->nodeName}> element";
		}
		foreach ( $element->attributes as $attribute ) {
			$name = strtolower( $attribute->name );
			if ( str_starts_with( $name, 'on' ) || 'style' === $name || 'autofocus' === $name ) {
				$problems[] = "an attribute {$name} on <{$element->nodeName}>";
			}
			if ( in_array( $name, array( 'href', 'src', 'rulebook-url' ), true ) && ! preg_match( '#^(https?://[^/]|/[^/\\\\]|$)#i', trim( $attribute->value ) ) ) {
				$problems[] = "{$name}=\"{$attribute->value}\" on <{$element->nodeName}>";
			}
		}
	}
	return $problems;
}

$checked = 0;
foreach ( array_merge( $shortcodes, $blocks ) as $case ) {
	++$checked;
	$html     = str_starts_with( $case, '<!--' ) ? do_blocks( $case ) : do_shortcode( $case );
	$problems = defenders_hostile_problems( $html );
	if ( $problems ) {
		echo substr( $case, 0, 120 ) . ': ' . implode( '; ', $problems ) . "\n";
	}
}
fwrite( STDERR, "checked {$checked}\n" );
