<?php
// Runs WordPress's wpautop over every fallback of the plugin's data file, as the Classic editor
// does with pasted HTML, and prints the keys whose fallback did not come through unchanged
// (one per line). php wpautop.php <host:port> <fallbacks.json>
$defenders_host = $argv[1];
require __DIR__ . '/load.php';

$data    = json_decode( file_get_contents( $argv[2] ), true );
$checked = 0;
foreach ( $data['fallbacks'] as $language => $widgets ) {
	foreach ( $widgets as $widget => $fallbacks ) {
		foreach ( $fallbacks as $key => $fallback ) {
			$post = "Before the widget.\n\n<defenders-{$widget}>{$fallback}</defenders-{$widget}>\n\nAfter the widget.";
			$html = wpautop( $post );
			++$checked;
			if ( ! str_contains( $html, "<defenders-{$widget}>{$fallback}</defenders-{$widget}>" ) ) {
				echo "{$language} {$widget} {$key}\n";
			}
		}
	}
}
fwrite( STDERR, "checked {$checked}\n" );
