// The plugin on WordPress 6.1, Debian 12's package (module scripts as `type="module"` tags).
import { wordpressTests } from './wordpress.mjs';

wordpressTests({
  name: 'wordpress-6.1',
  root: '/usr/share/wordpress',
  database: 'defenders_platforms',
  config: '127.0.0.1',
});
