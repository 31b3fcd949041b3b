// `npm run build:site`: the package's static site in site/, after `npm run build`. The pages'
// builders are beside this file: shell.mjs (the frame), reference.mjs, guides.mjs, home.mjs and
// downloads.mjs (the package's files, their sizes, the self-hosting zip and the demos).
//
// Plain files with relative links only, so any static host serves it from any folder:
//   index.html          home: two live widgets, the code to paste, and where everything is
//   favicon.svg         the site's icon (the table page's shield)
//   demo/               the fan-guide demo, the themed demo and the embed-code generator
//   reference/          one page per element, generated here from custom-elements.json
//   docs/               the guides, rendered from docs/*.md, and docs/history/*.md
//   storybook/          the built Storybook (stories and a docs page per element)
//   table/              the table page: every widget in one game, installable, works offline
//                       (scripts/build-table.mjs)
//   dist/               the package's built files: the bundles, the iframe embed page, the CSS
//   downloads/          the files to upload for self-hosting, zipped, with their SHA-256 checksum
// Every page of ours carries a Content-Security-Policy without 'unsafe-inline'. No step here needs a
// browser (`npm start` runs on a machine without one); the reference pages' right-to-left pictures
// are a later step, scripts/rtl-screenshots.mjs, which `npm test` runs once Chromium is installed.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildTable } from '../build-table.mjs';
import { iconSvg } from '../table-icons.mjs';
import { OUT, kilobytes, pkg, snippets, write } from './shell.mjs';
import { copyDemos, copyPackageFiles, measureSizes, selfHostZip } from './downloads.mjs';
import { ELEMENTS, buildStorybook, referenceIndex, referencePage } from './reference.mjs';
import { guideIndex, guidePage, guides, readmePage } from './guides.mjs';
import { home } from './home.mjs';

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const storybookDocs = buildStorybook();
copyPackageFiles();
const sizes = measureSizes();
const download = selfHostZip();
copyDemos(sizes, download);
cpSync('website/site.css', join(OUT, 'site.css'));
// The site's icon: the table page's shield (scripts/table-icons.mjs), drawn by us.
write('favicon.svg', iconSvg());
// Static hosts that run Jekyll (GitHub Pages) would drop Storybook's underscore folders without it.
write('.nojekyll', '');
for (const element of ELEMENTS)
  write(`reference/${element.tagName}.html`, referencePage(element, storybookDocs, sizes));
write('reference/index.html', referenceIndex());
const list = guides();
for (const guide of [...list, ...guides('docs/history')])
  write(`${guide.folder}/${guide.name}.html`, guidePage(guide));
write('docs/index.html', guideIndex(list));
write('index.html', home(list, sizes, download));
write('readme.html', readmePage());
cpSync('LICENSE', join(OUT, 'LICENSE.txt'));
buildTable({ out: OUT, pkg });

const widgetBundles = Object.entries(sizes).filter(([file]) =>
  /^dist\/cdn\/(?!defenders-widgets)[\w-]+\.js$/.test(file),
);
console.log(
  `site/: ${ELEMENTS.length + list.length + 7} pages of ours and Storybook; one widget's bundle ` +
    `${kilobytes(Math.min(...widgetBundles.map(([, bytes]) => bytes)))} to ${kilobytes(Math.max(...widgetBundles.map(([, bytes]) => bytes)))}, ` +
    `all-in-one ${kilobytes(sizes[snippets.ALL_IN_ONE_BUNDLE])} gzip`,
);
