// The plugin on WordPress 6.5+ (6.8, Debian 13's package, unpacked and run on Debian 12's PHP):
// the bundles arrive as script modules.
import { newerWordpress, NEWER_ROOT } from './services.mjs';
import { wordpressTests } from './wordpress.mjs';

newerWordpress();
wordpressTests({
  name: 'wordpress-6.8',
  root: NEWER_ROOT,
  database: 'defenders_platforms_newer',
  config: 'defenders-newer',
});
