// Packs the package as npm would publish it, without its prepack build (`npm test` has just built
// dist/), and checks the tarball: its types with Are the Types Wrong (`attw`, ESM only: the package
// has no CommonJS entry), then, installed into an empty project, that what a user imports resolves
// there: the elements entry, the rules core and the German module (run in Node), and that the
// bundles a snippet loads are in it, the language modules included.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { TRANSLATIONS } from './languages.mjs';

const work = mkdtempSync(join(tmpdir(), 'defenders-pack-'));
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

try {
  const packed = JSON.parse(
    npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], process.cwd()),
  )[0];
  const paths = packed.files.map((file) => file.path);
  const unwanted = paths.filter((path) =>
    /^(src|test|stories|demo|bench|scripts|\.storybook|\.ci)\//.test(path),
  );
  if (unwanted.length)
    throw new Error(`the tarball holds files users do not need: ${unwanted.join(', ')}`);
  // Editor completion ships beside the manifest; JetBrains finds it through package.json's "web-types".
  const editorData = [
    'custom-elements.json',
    'vscode.html-custom-data.json',
    'vscode.css-custom-data.json',
    'web-types.json',
  ];
  // A German snippet loads dist/cdn/locales/de.js; the iframe page's lang=de loads its own copy.
  const loaded = TRANSLATIONS.flatMap((tag) =>
    ['dist/cdn/locales', 'dist/embed/locales', 'dist/locales'].map(
      (folder) => `${folder}/${tag}.js`,
    ),
  );
  const missing = [...editorData, ...loaded].filter((path) => !paths.includes(path));
  // The all-in-one bundle loads the FAQ's entries and search from a chunk beside it.
  if (!paths.some((path) => /^dist\/cdn\/chunks\/[\w-]+\.js$/.test(path)))
    missing.push('dist/cdn/chunks/*.js');
  if (missing.length) throw new Error(`the tarball lacks ${missing.join(', ')}`);

  const tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith('.tgz')),
  );
  // The stylesheet entry has no types to check.
  const attw = ['attw', tarball, '--profile', 'esm-only', '--format', 'table'];
  execFileSync(
    'npx',
    ['--no-install', ...attw, '--exclude-entrypoints', './defenders-widgets.css'],
    {
      stdio: 'inherit',
    },
  );

  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'pack-check', private: true, type: 'module' }),
  );
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], app);

  const probe = `
    import { setupFor } from 'defenders-rules-widgets/rules';
    const plan = setupFor(3);
    if (plan.pawns !== 5 || plan.reserve !== 1) throw new Error('setupFor(3) gave ' + JSON.stringify(plan));
    const { zoneLabel } = await import('defenders-rules-widgets/rules');
    await import('defenders-rules-widgets/locales/de.js');
    if (zoneLabel('white', 'de') !== 'Weiß') throw new Error('the German module did not register');
    for (const entry of ['defenders-rules-widgets', 'defenders-rules-widgets/setup-calculator.js',
      'defenders-rules-widgets/custom-elements.json', 'defenders-rules-widgets/web-types.json',
      'defenders-rules-widgets/vscode.html-custom-data.json']) import.meta.resolve(entry);
    console.log('packed ' + ${JSON.stringify(packed.filename)} + ': ${paths.length} files, ' +
      ${packed.size} + ' bytes; installs, resolves, setupFor(3) runs in Node and German registers');
  `;
  writeFileSync(join(app, 'probe.mjs'), probe);
  process.stdout.write(execFileSync('node', ['probe.mjs'], { cwd: app, encoding: 'utf8' }));
} finally {
  rmSync(work, { recursive: true, force: true });
}
