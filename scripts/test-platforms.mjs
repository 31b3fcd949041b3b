// npm run test:platforms: the WordPress plugin on Debian's real WordPress (PHP's built-in server,
// MariaDB, all on 127.0.0.1), checked in Chromium. Installs the Debian packages when missing,
// starts the services it needs, stops what it started. Needs `npm run build` first.
//
// WordPress: a fresh site each run, the built zip installed over HTTP as the admin, then posts
// published over the REST API as an Author and a Contributor (no unfiltered_html): classic
// content and a shortcode block, a block game with two widgets, a Contributor's pending post and a
// post without widgets. In each: the widgets work, the text after them is visible and outside
// them, nothing comes from another host, and a post without widgets loads none of our scripts.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import sirv from 'sirv';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './find-browser.mjs';

const ROOT = resolve('.');
const WORK = '/tmp/defenders-platforms';
const CONTENT = join(WORK, 'wp-content');
const ZIP = join(ROOT, 'dist/wordpress/defenders-rules-widgets.zip');
const PLUGIN_DIR = join(ROOT, 'dist/wordpress/defenders-rules-widgets');
const DATABASE = 'defenders_platforms';
const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'mariadb-server',
  'php',
  'php-mysql',
  'php-xml',
  'php-mbstring',
  'php-curl',
  'hugo',
];

const started = [];
const results = [];
let failures = 0;

function check(name, ok, detail = '') {
  results.push({ name, ok });
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `\n     ${detail}`}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0 && !options.allowFailure)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result;
}

function ensurePackages() {
  const missing = PACKAGES.filter(
    (name) =>
      !/install ok installed/.test(
        run('dpkg-query', ['-W', '-f=${Status}', name], { allowFailure: true }).stdout,
      ),
  );
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(' ')}`);
  if (process.getuid?.() !== 0)
    throw new Error(`missing Debian packages (run as root, or install them): ${missing.join(' ')}`);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: 'inherit',
  });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  started.push(child);
  child.errors = () => errors;
  return child;
}

async function waitFor(what, probe, timeout = 30_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return;
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`${what} did not come up within ${timeout / 1000} s`);
}

const mysql = (sql, options = {}) =>
  run('mariadb', ['--protocol=socket', '-uroot', '-e', sql], options);

async function ensureMariadb() {
  if (mysql('SELECT 1', { allowFailure: true }).status === 0) return;
  mkdirSync('/run/mysqld', { recursive: true });
  run('chown', ['mysql:mysql', '/run/mysqld']);
  startProcess('mariadbd', ['--user=mysql', '--bind-address=127.0.0.1', '--skip-networking=0']);
  await waitFor('MariaDB', async () => mysql('SELECT 1', { allowFailure: true }).status === 0);
}

function prepareSite(host, password) {
  rmSync(WORK, { recursive: true, force: true });
  for (const folder of ['plugins', 'themes', 'uploads', 'upgrade'])
    mkdirSync(join(CONTENT, folder), { recursive: true });
  symlinkSync(
    '/usr/share/wordpress/wp-content/themes/twentytwentythree',
    join(CONTENT, 'themes/twentytwentythree'),
  );
  mysql(
    `DROP DATABASE IF EXISTS ${DATABASE}; CREATE DATABASE ${DATABASE};` +
      `CREATE USER IF NOT EXISTS 'defenders'@'localhost' IDENTIFIED BY '${password}';` +
      `ALTER USER 'defenders'@'localhost' IDENTIFIED BY '${password}';` +
      `GRANT ALL ON ${DATABASE}.* TO 'defenders'@'localhost'; FLUSH PRIVILEGES;`,
  );
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define('${name}', '${salt()}');`)
    .join('\n');
  mkdirSync('/etc/wordpress', { recursive: true });
  writeFileSync(
    '/etc/wordpress/config-127.0.0.1.php',
    `<?php
// Written by defenders-rules-widgets' scripts/test-platforms.mjs for its test site.
define('DB_NAME', '${DATABASE}');
define('DB_USER', 'defenders');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost');
define('WP_CONTENT_DIR', '${CONTENT}');
define('WP_CONTENT_URL', 'http://${host}/wp-content');
define('WP_HOME', 'http://${host}');
define('WP_SITEURL', 'http://${host}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('FS_METHOD', 'direct');
define('DISALLOW_FILE_EDIT', true);
${keys}
`,
  );
}

/** A tiny cookie-keeping HTTP client for wp-admin. */
function browserless(base) {
  const cookies = new Map();
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(path, base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
}

async function installWordpress(base) {
  const form = new URLSearchParams({
    weblog_title: 'Defenders platform test',
    user_name: 'defenders-admin',
    admin_password: 'defenders-admin-password',
    admin_password2: 'defenders-admin-password',
    pw_weak: '1',
    admin_email: 'admin@example.org',
    blog_public: '0',
  });
  const response = await fetch(new URL('/wp-admin/install.php?step=2', base), {
    method: 'POST',
    body: form,
  });
  const body = await response.text();
  if (!/Success!|Erfolg/.test(body))
    throw new Error(`WordPress install failed: ${body.slice(0, 500)}`);
}

async function uploadPlugin(base) {
  const http = browserless(base);
  const login = await http('/wp-login.php', {
    method: 'POST',
    body: new URLSearchParams({
      log: 'defenders-admin',
      pwd: 'defenders-admin-password',
      'wp-submit': 'Log In',
      testcookie: '1',
    }),
    headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
  });
  if (login.status !== 302) throw new Error(`admin login failed (${login.status})`);
  const page = await (await http('/wp-admin/plugin-install.php?tab=upload')).text();
  const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page)?.[1];
  if (!nonce) throw new Error('no upload nonce on Plugins → Add New → Upload Plugin');
  const body = new FormData();
  body.set('_wpnonce', nonce);
  body.set('_wp_http_referer', '/wp-admin/plugin-install.php?tab=upload');
  body.set('install-plugin-submit', 'Install Now');
  body.set('pluginzip', new Blob([readFileSync(ZIP)]), 'defenders-rules-widgets.zip');
  const installed = await (
    await http('/wp-admin/update.php?action=upload-plugin', { method: 'POST', body })
  ).text();
  const activate = /href="([^"]*action=activate[^"]*)"/.exec(installed)?.[1];
  check(
    'the zip installs through Plugins → Add New → Upload Plugin',
    Boolean(activate),
    installed
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .slice(0, 400),
  );
  if (!activate) return http;
  const activated = await http(`/wp-admin/${activate.replaceAll('&amp;', '&')}`);
  check(
    'the plugin activates',
    activated.status === 302 && !/error/.test(activated.headers.get('location') ?? ''),
  );
  return http;
}

function makeUsers(host, locale = '') {
  const output = run('php', [join(ROOT, 'test/platforms/users.php'), host, locale], {
    env: { ...process.env },
  }).stdout;
  return JSON.parse(output.slice(output.indexOf('{')));
}

async function publish(base, user, post) {
  const auth = Buffer.from(`${user.login}:${user.application}`).toString('base64');
  const response = await fetch(new URL('/?rest_route=/wp/v2/posts', base), {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(post),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`publishing "${post.title}" failed: ${JSON.stringify(body)}`);
  return body;
}

const AFTER = 'This sentence comes after the widgets.';

/** The posts, as an Author writes them (no unfiltered_html). */
const POSTS = {
  classic: {
    title: 'Classic editor: shortcodes',
    content:
      `Our game night starts here.\n\n[defenders widget="setup-calculator" players="3"]\n\n` +
      `[defenders widget="game" players="3"]\n[defenders widget="setup-calculator"]\n\n` +
      `We play the victory checker next.\n\n[defenders widget="victory-checker"]\n[/defenders]\n\n` +
      `See [defenders widget="rule-ref" pages="22,23"] for the end.\n\n${AFTER}`,
  },
  'shortcode-block': {
    title: 'Block editor: a shortcode block',
    content:
      `<!-- wp:shortcode -->\n[defenders widget="turn-checklist" side="dark-arts"]\n<!-- /wp:shortcode -->\n\n` +
      `<!-- wp:paragraph -->\n<p>${AFTER}</p>\n<!-- /wp:paragraph -->`,
  },
  blocks: {
    title: 'Block editor: a game with two widgets',
    content:
      `<!-- wp:defenders/game {"players":3} --><!-- wp:defenders/setup-calculator /-->` +
      `<!-- wp:defenders/victory-checker /--><!-- /wp:defenders/game -->\n\n` +
      `<!-- wp:paragraph -->\n<p>${AFTER}</p>\n<!-- /wp:paragraph -->`,
  },
  plain: {
    title: 'A post without widgets',
    content: `<!-- wp:paragraph -->\n<p>${AFTER}</p>\n<!-- /wp:paragraph -->`,
  },
};

/** What the page shows: the widgets' state, where the text after them is, the requests. */
async function inspect(page, url, expectWidgets) {
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: 'load' });
  if (expectWidgets)
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('defenders-'))
          .every((element) => customElements.get(element.localName) && element.shadowRoot),
      null,
      { timeout: 15_000 },
    );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
  );
  const state = await page.evaluate((after) => {
    const all = [...document.querySelectorAll('*')].filter((element) =>
      element.localName.startsWith('defenders-'),
    );
    const paragraph = [...document.querySelectorAll('p')].find(
      (element) => element.textContent.trim() === after,
    );
    return {
      widgets: all.map((element) => ({
        tag: element.localName,
        upgraded: Boolean(element.shadowRoot?.querySelector('[part~="base"]')),
        players: element.plan?.players,
        inGame: Boolean(element.parentElement?.closest('defenders-game')),
        houses:
          element.localName === 'defenders-victory-checker'
            ? [...element.shadowRoot.querySelectorAll('input[name="house"]')].filter(
                (box) => box.checked,
              ).length
            : undefined,
        link:
          element.localName === 'defenders-rule-ref'
            ? (element.shadowRoot?.querySelector('a')?.textContent?.trim() ??
              element.shadowRoot?.textContent?.trim())
            : undefined,
      })),
      after: paragraph
        ? {
            visible: paragraph.getBoundingClientRect().height > 0,
            insideWidget: Boolean(
              [...all].some((element) => element !== paragraph && element.contains(paragraph)),
            ),
          }
        : null,
    };
  }, AFTER);
  return { state, requests, errors };
}

/** Logs `user` in through wp-login.php in a new browser context. */
async function loggedIn(browser, base, user, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const login = await context.newPage();
  await login.goto(new URL('/wp-login.php', base).href);
  await login.fill('#user_login', user.login);
  await login.fill('#user_pass', user.password);
  await Promise.all([login.waitForNavigation(), login.click('#wp-submit')]);
  await login.close();
  return context;
}

/** The block editor, as the Author: the seven blocks, and the real widget as a block's preview. */
async function editorTests(browser, base, author) {
  const context = await loggedIn(browser, base, author);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    await page.goto(new URL('/wp-admin/post-new.php', base).href, { waitUntil: 'load' });
    await page.waitForFunction(() => window.wp?.blocks?.getBlockType?.('defenders/game'), null, {
      timeout: 30_000,
    });
    const registered = await page.evaluate(() =>
      window.wp.blocks
        .getBlockTypes()
        .map((type) => type.name)
        .filter((name) => name.startsWith('defenders/'))
        .sort(),
    );
    check(
      'block editor: the seven blocks are registered',
      registered.length === 7,
      registered.join(', '),
    );
    await page.evaluate(() => {
      const { createBlock } = window.wp.blocks;
      window.wp.data
        .dispatch('core/block-editor')
        .insertBlocks([
          createBlock('defenders/setup-calculator', { players: 3 }),
          createBlock('defenders/turn-checklist', { side: 'sideways' }),
        ]);
    });
    const preview = await page
      .waitForFunction(
        () => {
          const calculator = document.querySelector(
            '.editor-styles-wrapper defenders-setup-calculator, defenders-setup-calculator',
          );
          return calculator?.shadowRoot?.querySelector('[part~="base"]')
            ? calculator.plan.players
            : 0;
        },
        null,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 0);
    check(
      'block editor: the preview is the real widget, with the option set (3 players)',
      preview === 3,
      String(preview),
    );
    const notice = await page
      .waitForFunction(
        () => {
          const checklist = document.querySelector('defenders-turn-checklist');
          const alert = checklist?.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '';
          const plugin = document.querySelector('.defenders-notice')?.textContent ?? '';
          return alert && plugin ? `${plugin} | ${alert}` : '';
        },
        null,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => '');
    check(
      'block editor: a bad value shows the plugin’s message and the widget’s own, naming what is allowed',
      /side must be house or dark-arts/.test(notice) && /house/.test(notice.split('|')[1] ?? ''),
      notice,
    );
    check('block editor: no script error', errors.length === 0, errors.join('; '));
  } finally {
    await context.close();
  }
}

function checkRequests(name, base, requests) {
  const foreign = requests.filter(
    (request) => !request.startsWith(`${base.origin}/`) && !request.startsWith('data:'),
  );
  check(
    `${name}: nothing is requested from another host`,
    foreign.length === 0,
    foreign.join(', '),
  );
}

async function wordpressTests() {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const base = new URL(`http://${host}/`);
  const password = randomBytes(12).toString('hex');
  await ensureMariadb();
  prepareSite(host, password);
  const php = startProcess(
    'php',
    ['-S', host, '-t', '/usr/share/wordpress', join(ROOT, 'test/platforms/router.php')],
    { env: { ...process.env, DEFENDERS_WP_CONTENT: CONTENT } },
  );
  await waitFor('PHP server', async () => (await fetch(new URL('/wp-admin/install.php', base))).ok);
  await installWordpress(base);
  await uploadPlugin(base);
  const autop = run('php', [
    join(ROOT, 'test/platforms/wpautop.php'),
    host,
    join(PLUGIN_DIR, 'data/fallbacks.json'),
  ]);
  const checked = Number(/checked (\d+)/.exec(autop.stderr)?.[1] ?? 0);
  check(
    `wpautop leaves all ${checked} fallbacks of the plugin whole`,
    checked > 0 && autop.stdout.trim() === '',
    autop.stdout,
  );
  const rendered = run('php', [join(ROOT, 'test/platforms/render.php'), host]);
  const cases = Number(/checked (\d+)/.exec(rendered.stderr)?.[1] ?? 0);
  check(
    `the shortcode escapes, cleans and falls back right in all ${cases} cases`,
    cases > 0 && rendered.stdout.trim() === '',
    rendered.stdout,
  );
  const users = makeUsers(host);
  check(
    'the Author and the Contributor have no unfiltered_html',
    !users.author.unfiltered && !users.contributor.unfiltered,
  );

  const published = {};
  for (const [key, post] of Object.entries(POSTS))
    published[key] = await publish(base, users.author, { ...post, status: 'publish' });
  const pending = await publish(base, users.contributor, {
    title: 'A Contributor’s post, pending review',
    content: `[defenders widget="faq" query="draw"]\n\n${AFTER}`,
    status: 'pending',
  });
  check('the Contributor’s post is pending', pending.status === 'pending');

  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const visit = async (name, url, expectWidgets = true) => {
      const page = await context.newPage();
      const result = await inspect(page, url, expectWidgets);
      await page.close();
      checkRequests(name, base, result.requests);
      check(`${name}: no script error`, result.errors.length === 0, result.errors.join('; '));
      return result;
    };

    const classic = await visit('classic content', published.classic.link);
    const widgets = classic.state.widgets;
    check(
      'classic content: every widget upgrades',
      widgets.length === 5 && widgets.every((w) => w.upgraded),
      JSON.stringify(widgets),
    );
    const [alone, game, inGame, checker] = widgets;
    check('classic content: the lone calculator shows 3 players', alone?.players === 3);
    check(
      'classic content: the game encloses its two widgets',
      game?.tag === 'defenders-game' && inGame?.inGame && checker?.inGame,
      JSON.stringify(widgets),
    );
    check(
      'classic content: the calculator in the game shows its 3 players, the checker its 2 Houses',
      inGame?.players === 3 && checker?.houses === 2,
      JSON.stringify(widgets),
    );
    check(
      'classic content: the text after the widgets is visible and outside them',
      classic.state.after?.visible === true && classic.state.after.insideWidget === false,
      JSON.stringify(classic.state.after),
    );
    const bundles = classic.requests.filter(
      (url) => url.includes('/defenders-rules-widgets/assets/') && url.includes('.js'),
    );
    check(
      'classic content: one bundle, the all-in-one, from the plugin folder',
      bundles.length === 1 && bundles[0].includes('defenders-widgets.js'),
      bundles.join(', '),
    );

    const block = await visit('shortcode block', published['shortcode-block'].link);
    check(
      'shortcode block: the turn checklist upgrades',
      block.state.widgets.length === 1 && block.state.widgets[0].upgraded,
    );
    check(
      'shortcode block: the text after it is visible and outside it',
      block.state.after?.visible === true && block.state.after.insideWidget === false,
    );
    const own = block.requests.filter(
      (url) =>
        (url.includes('/defenders-rules-widgets/assets/') && url.endsWith('.js')) ||
        /assets\/[a-z-]+\.js\?/.test(url),
    );
    check(
      'shortcode block: only the widget’s own bundle is loaded',
      own.length === 1 && own[0].includes('/turn-checklist.js'),
      own.join(', '),
    );

    const blocks = await visit('block game', published.blocks.link);
    const [blockGame, blockCalculator, blockChecker] = blocks.state.widgets;
    check(
      'block game: the game and its two widgets upgrade',
      blocks.state.widgets.length === 3 && blocks.state.widgets.every((w) => w.upgraded),
      JSON.stringify(blocks.state.widgets),
    );
    check(
      'block game: the widgets share the game’s 3 players and 2 Houses',
      blockGame?.tag === 'defenders-game' &&
        blockCalculator?.players === 3 &&
        blockChecker?.houses === 2,
      JSON.stringify(blocks.state.widgets),
    );
    check(
      'block game: the text after it is visible and outside it',
      blocks.state.after?.visible === true && blocks.state.after.insideWidget === false,
    );

    const plain = await visit('post without widgets', published.plain.link, false);
    const ours = plain.requests.filter((url) => url.includes('defenders-rules-widgets'));
    check('post without widgets: none of our files is loaded', ours.length === 0, ours.join(', '));

    await editorTests(browser, base, users.author);

    const contributor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const login = await contributor.newPage();
    await login.goto(new URL('/wp-login.php', base).href);
    await login.fill('#user_login', users.contributor.login);
    await login.fill('#user_pass', users.contributor.password);
    await Promise.all([login.waitForNavigation(), login.click('#wp-submit')]);
    await login.close();
    const preview = await contributor.newPage();
    const previewed = await inspect(
      preview,
      new URL(`/?p=${pending.id}&preview=true`, base).href,
      true,
    );
    check(
      'Contributor’s pending post: the FAQ upgrades in the preview',
      previewed.state.widgets.length === 1 && previewed.state.widgets[0].upgraded,
      JSON.stringify(previewed.state.widgets),
    );
    check(
      'Contributor’s pending post: the text after it is visible and outside it',
      previewed.state.after?.visible === true && previewed.state.after.insideWidget === false,
    );
    checkRequests('Contributor’s pending post', base, previewed.requests);
    await contributor.close();

    const html = await (await fetch(published.classic.link)).text();
    check(
      'classic content: the fallback text is in the page for readers without JavaScript',
      html.includes('<strong>Setup for 3 players:</strong>') && html.includes('5 pawns'),
    );

    makeUsers(host, 'de_DE');
    const german = await (await fetch(published['shortcode-block'].link)).text();
    check(
      'a de_DE site: the fallback is German',
      /<defenders-turn-checklist[^>]*><span class="defenders-fallback-line"><strong>[^<]* am Zug:<\/strong>/.test(
        german,
      ),
      german.match(/<defenders-turn-checklist[\s\S]{0,300}/)?.[0],
    );
    const germanPage = await context.newPage();
    const germanResult = await inspect(germanPage, published['shortcode-block'].link, true);
    const heading = await germanPage.evaluate(
      () =>
        document
          .querySelector('defenders-turn-checklist')
          ?.shadowRoot?.querySelector('h2, h3')
          ?.textContent?.trim() ?? '',
    );
    await germanPage.close();
    check(
      'a de_DE site: the widget speaks German (the German module is loaded from the plugin)',
      germanResult.requests.some((url) => url.includes('/assets/locales/de.js')) &&
        /Zug|Dunkl/.test(heading),
      heading,
    );
  } finally {
    await browser.close();
  }
  if (php.exitCode !== null) console.log(php.errors());
}

const HUGO_THEME = join(ROOT, 'dist/hugo/defenders');

/** A Hugo site with the theme component and nothing else set: Hugo's default Markdown. */
function hugoSite(folder, language) {
  rmSync(folder, { recursive: true, force: true });
  for (const sub of ['themes', 'content/posts', 'layouts/_default'])
    mkdirSync(join(folder, sub), { recursive: true });
  symlinkSync(HUGO_THEME, join(folder, 'themes/defenders'));
  writeFileSync(
    join(folder, 'hugo.toml'),
    `baseURL = "http://127.0.0.1/"\ntitle = "Hugo test"\ntheme = ["defenders"]\n` +
      (language === 'de' ? `defaultContentLanguage = "de"\nlanguageCode = "de-DE"\n` : ''),
  );
  writeFileSync(
    join(folder, 'layouts/_default/single.html'),
    '<!doctype html><html lang="{{ site.Language.Lang }}"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main>{{ .Content }}</main></body></html>\n',
  );
  const post = (name, body) =>
    writeFileSync(
      join(folder, `content/posts/${name}.md`),
      `---\ntitle: ${name}\n---\n${body}\n\n${AFTER}\n`,
    );
  post('one', 'Before.\n\n{{< defenders widget="setup-calculator" players="3" >}}');
  post(
    'game',
    '{{< defenders widget="game" players="3" widgets="setup-calculator,victory-checker" >}}\n\n' +
      'See {{< defenders widget="rule-ref" pages="22,23" >}} for the end.\n\n' +
      '{{< defenders widget="faq" query="draw" >}}',
  );
  post('plain', 'No widget here.');
  const built = run('hugo', ['--quiet', '--source', folder], { allowFailure: true });
  return built;
}

async function serveStatic(folder) {
  const port = await freePort();
  const server = createHttpServer(sirv(folder, { dev: true }));
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { server, base: new URL(`http://127.0.0.1:${port}/`) };
}

async function hugoTests() {
  const version = run('hugo', ['version']).stdout.trim().split(' ')[1];
  const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
  try {
    for (const language of ['en', 'de']) {
      const folder = join(WORK, `hugo-${language}`);
      const built = hugoSite(folder, language);
      check(
        `Hugo ${version} (${language}): the site builds with the theme component`,
        built.status === 0,
        built.stderr,
      );
      if (built.status !== 0) continue;
      const { server, base } = await serveStatic(join(folder, 'public'));
      try {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          hasTouch: true,
        });
        const visit = async (name, path, expectWidgets = true) => {
          const page = await context.newPage();
          const result = await inspect(page, new URL(path, base).href, expectWidgets);
          result.heading = await page.evaluate(
            () =>
              document
                .querySelector('defenders-setup-calculator')
                ?.shadowRoot?.querySelector('h2')
                ?.textContent?.trim() ?? '',
          );
          await page.close();
          checkRequests(`Hugo (${language}) ${name}`, base, result.requests);
          check(
            `Hugo (${language}) ${name}: no script error`,
            result.errors.length === 0,
            result.errors.join('; '),
          );
          return result;
        };
        const raw = ['one', 'game'].map((name) =>
          readFileSync(join(folder, `public/posts/${name}/index.html`), 'utf8'),
        );
        check(
          `Hugo (${language}): no raw HTML omitted by the default Markdown settings`,
          raw.every((html) => !html.includes('raw HTML omitted')),
        );
        check(
          `Hugo (${language}): the fallback is in the page, in the site's language`,
          language === 'de'
            ? /Aufbau für 3 Spieler/.test(raw[0])
            : /Setup for 3 players/.test(raw[0]),
        );
        const one = await visit('one widget', '/posts/one/');
        check(
          `Hugo (${language}) one widget: the calculator upgrades with 3 players`,
          one.state.widgets.length === 1 &&
            one.state.widgets[0].upgraded &&
            one.state.widgets[0].players === 3,
          JSON.stringify(one.state.widgets),
        );
        check(
          `Hugo (${language}) one widget: the text after it is visible and outside it`,
          one.state.after?.visible === true && one.state.after.insideWidget === false,
        );
        const oneScripts = one.requests.filter(
          (url) => url.includes('/defenders-rules-widgets/') && url.endsWith('.js'),
        );
        check(
          `Hugo (${language}) one widget: only its own bundle${language === 'de' ? ' and the German module' : ''}, once`,
          oneScripts.length === (language === 'de' ? 2 : 1) &&
            oneScripts[0].endsWith('/setup-calculator.js'),
          oneScripts.join(', '),
        );
        if (language === 'de')
          check(
            'Hugo (de): the widget speaks German',
            one.heading === 'Aufbau für 3 Spieler',
            one.heading,
          );
        const game = await visit('game', '/posts/game/');
        const [hugoGame, calculator, checker] = game.state.widgets;
        check(
          `Hugo (${language}) game: every widget upgrades`,
          game.state.widgets.length === 5 && game.state.widgets.every((w) => w.upgraded),
          JSON.stringify(game.state.widgets),
        );
        check(
          `Hugo (${language}) game: the widgets share the game’s 3 players and 2 Houses`,
          hugoGame?.tag === 'defenders-game' &&
            calculator?.inGame &&
            calculator?.players === 3 &&
            checker?.houses === 2,
          JSON.stringify(game.state.widgets),
        );
        check(
          `Hugo (${language}) game: the text after the widgets is visible and outside them`,
          game.state.after?.visible === true && game.state.after.insideWidget === false,
        );
        const gameScripts = game.requests.filter(
          (url) => url.includes('/defenders-rules-widgets/') && url.endsWith('.js'),
        );
        check(
          `Hugo (${language}) game: the all-in-one bundle, once`,
          gameScripts.filter((url) => url.endsWith('/defenders-widgets.js')).length === 1 &&
            gameScripts.length === (language === 'de' ? 2 : 1),
          gameScripts.join(', '),
        );
        const plain = await visit('post without widgets', '/posts/plain/', false);
        check(
          `Hugo (${language}) post without widgets: none of our files is loaded`,
          !plain.requests.some((url) => url.includes('defenders-rules-widgets')),
        );
        await context.close();
      } finally {
        await new Promise((done) => server.close(done));
      }
    }
  } finally {
    await browser.close();
  }
}

function phpLint() {
  const files = readdirSync(PLUGIN_DIR, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.php'));
  const bad = files.filter(
    (file) => run('php', ['-l', join(PLUGIN_DIR, file)], { allowFailure: true }).status !== 0,
  );
  check(
    `php -l passes on all ${files.length} PHP files of the plugin`,
    bad.length === 0 && files.length > 0,
    bad.join(', '),
  );
}

function stopAll() {
  for (const child of started.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
}

const startTime = Date.now();
try {
  if (!existsSync(ZIP))
    throw new Error(
      'dist/wordpress/defenders-rules-widgets.zip is missing: run npm run build first',
    );
  ensurePackages();
  // PLATFORMS=hugo (or wordpress) runs one of the two.
  const only = process.env.PLATFORMS ?? 'wordpress,hugo';
  if (only.includes('wordpress')) {
    phpLint();
    await wordpressTests();
  }
  if (only.includes('hugo')) await hugoTests();
} catch (error) {
  failures += 1;
  console.error(error);
} finally {
  stopAll();
}
console.log(
  `\n${results.length - failures >= 0 ? results.filter((r) => r.ok).length : 0} passed, ${failures} failed in ${Math.round((Date.now() - startTime) / 1000)} s`,
);
process.exitCode = failures ? 1 : 0;
