// The Hugo theme component: hugo/ (the shortcode, its partials, README) plus the bundles as static
// files under /defenders-rules-widgets/ (laid out as in the npm package, so a CDN base address
// works the same) and the fallback texts as a data file, into dist/hugo/defenders/.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackData } from './build-wordpress.mjs';
import { copyScripts } from './files.mjs';
import { TRANSLATIONS } from './languages.mjs';

const THEME = 'dist/hugo/defenders';

export function buildHugo() {
  rmSync('dist/hugo', { recursive: true, force: true });
  mkdirSync(THEME, { recursive: true });
  cpSync('hugo', THEME, { recursive: true });
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const readme = join(THEME, 'README.md');
  writeFileSync(readme, readFileSync(readme, 'utf8').replaceAll('@VERSION@', version));
  const statics = join(THEME, 'static/defenders-rules-widgets/dist');
  mkdirSync(join(statics, 'cdn/locales'), { recursive: true });
  copyScripts('dist/cdn', join(statics, 'cdn'));
  for (const tag of TRANSLATIONS)
    cpSync(`dist/cdn/locales/${tag}.js`, join(statics, `cdn/locales/${tag}.js`));
  // The all-in-one bundle imports its FAQ chunk from chunks/ beside it.
  copyScripts('dist/cdn/chunks', join(statics, 'cdn/chunks'));
  cpSync('dist/defenders-widgets.css', join(statics, 'defenders-widgets.css'));
  mkdirSync(join(THEME, 'data/defenders'), { recursive: true });
  writeFileSync(
    join(THEME, 'data/defenders/fallbacks.json'),
    `${JSON.stringify(fallbackData())}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) buildHugo();
