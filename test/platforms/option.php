<?php
// Sets the plugin's settings (its one option) on the test site: php option.php <host:port> <json>
$defenders_host = $argv[1];
require __DIR__ . '/load.php';
update_option( DEFENDERS_OPTION, json_decode( $argv[2], true ) );
// The settings stylesheet is written when a request registers the assets.
defenders_register_assets();
