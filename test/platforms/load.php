<?php
// Loads the test's WordPress for a command-line script, as a request to <host:port><path> would.
// Include it at the top level (WordPress sets its globals there), after setting $defenders_host
// and optionally $defenders_path. DEFENDERS_WP_ROOT names the WordPress folder (Debian's by
// default), DEFENDERS_WP_CONFIG the config-<name>.php in /etc/wordpress that Debian's
// wp-config.php reads (its WORDPRESS_CONFIG).
$_SERVER['HTTP_HOST']   = $defenders_host;
$_SERVER['REQUEST_URI'] = $defenders_path ?? '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
if ( getenv( 'DEFENDERS_WP_CONFIG' ) ) {
	$_SERVER['WORDPRESS_CONFIG'] = getenv( 'DEFENDERS_WP_CONFIG' );
}
define( 'WP_USE_THEMES', false );
require ( getenv( 'DEFENDERS_WP_ROOT' ) ?: '/usr/share/wordpress' ) . '/wp-load.php';
