// No page of the site copies the rules guide: no run of seven consecutive words shared with it
// (test/helpers/guide-copy.mjs, against the hashes in test/fixtures/guide-runs.json). Read from the
// sources the site is built from (README, docs/, demo/, website/, the page templates of the build
// scripts and the embed page) and, once `npm run build:site` has run, from the built pages in site/
// as well. The rendered rules texts are checked in test/rules/copy.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COPY_RUN, copiedRuns } from '../helpers/guide-copy.mjs';
import { GUIDE_PATH, RUNS_FILE, guideRuns } from '../../scripts/test/guide-runs.mjs';

const fixture = JSON.parse(readFileSync(RUNS_FILE, 'utf8'));
const guide = new Set(fixture.hashes);

function filesUnder(folder, extensions) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory())
      return name === 'storybook' ? [] : filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** What a reader sees of a page: tags dropped, entities for the apostrophe and ampersand read. */
function readable(text) {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&rsquo;|&#8217;/g, '\u2019')
    .replace(/&nbsp;/g, ' ');
}

function copiesIn(files) {
  return files.flatMap((file) =>
    [...new Set(copiedRuns(readable(readFileSync(file, 'utf8')), guide))].map(
      (run) => `${file}: "${run}"`,
    ),
  );
}

const SOURCES = [
  'README.md',
  ...filesUnder('docs', ['.md']),
  ...filesUnder('demo', ['.html', '.js']),
  ...filesUnder('website', ['.html', '.js']),
  // The page templates: the site's header and footer, the table page, the element reference.
  ...filesUnder('scripts', ['.mjs']).filter((file) => /build-(site|table)/.test(file)),
  'src/embed/index.html',
];

test('the copy check reads the same runs as the guide: seven words, and catches a copied sentence', () => {
  assert.equal(fixture.words, COPY_RUN);
  assert.ok(fixture.hashes.length > 1000, `${fixture.hashes.length} runs`);
  assert.deepEqual(
    copiedRuns('This guide is not affiliated with or endorsed by MinaLima or Warner Bros.', guide),
    [
      'not affiliated with or endorsed by minalima',
      'affiliated with or endorsed by minalima or',
      'with or endorsed by minalima or warner',
      'or endorsed by minalima or warner bros',
    ],
  );
  assert.equal(
    copiedRuns(readable('<h1>Defenders of Hogwarts: rules &amp; setup guide</h1>'), guide).length,
    1,
  );
});

test('no source page of the site copies seven words of the guide', () => {
  assert.ok(SOURCES.length > 10, SOURCES.join(', '));
  assert.deepEqual(copiesIn(SOURCES), []);
});

const built = filesUnder('site', ['.html']);
test(
  built.length === 0
    ? 'no built page copies seven words of the guide (not run: no site/, run `npm run build:site` first)'
    : 'no built page of site/ copies seven words of the guide',
  { skip: built.length === 0 },
  () => {
    assert.deepEqual(copiesIn(built), []);
  },
);

const guidePath = process.env.DEFENDERS_GUIDE ?? GUIDE_PATH;
test(
  existsSync(guidePath)
    ? `the runs file is up to date with the guide (${guidePath})`
    : `the runs file is up to date with the guide (not run: no guide at ${guidePath}; set DEFENDERS_GUIDE)`,
  { skip: !existsSync(guidePath) },
  () => {
    assert.deepEqual(
      fixture.hashes,
      guideRuns(guidePath).hashes,
      'run `node scripts/test/guide-runs.mjs` to write it again',
    );
  },
);
