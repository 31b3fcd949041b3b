// npm run test:platforms: the WordPress plugin on real WordPress installs (PHP's built-in server,
// MariaDB, all on 127.0.0.1) and the Hugo theme component, checked in Chromium. Installs the Debian
// packages when missing, starts the services it needs, stops what it started. Needs `npm run build`
// first. The three hosts run side by side.
//
// WordPress 6.1 (Debian 12): a fresh site each run, the built zip installed over HTTP as the admin,
// then posts published over the REST API as an Author and a Contributor (no unfiltered_html):
// classic content and a shortcode block, a block game with two widgets, a Contributor's pending
// post and a post without widgets. In each: the widgets work, the text after them is visible and
// outside them, nothing comes from another host, and a post without widgets loads none of our
// scripts. Then the same site in German (fallback, widgets, settings page, block editor), with
// DISALLOW_UNFILTERED_HTML (an Administrator's post), and made a sub-directory network (a post by
// the Administrator of /site2/, who is not a Super Admin).
//
// WordPress 6.5+ (6.8 from Debian 13, unpacked): script modules, a shortcode post, a block game,
// the block editor and German.
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
import { freePort } from './test/free-port.mjs';
import { createServer as createHttpServer } from 'node:http';
import sirv from 'sirv';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './test/find-browser.mjs';

const ROOT = resolve('.');
const WORK = '/tmp/defenders-platforms';
const ZIP = join(ROOT, 'dist/wordpress/defenders-rules-widgets.zip');
const PLUGIN_DIR = join(ROOT, 'dist/wordpress/defenders-rules-widgets');
const DATABASE = 'defenders_platforms';
// One database user for every test site, so one password.
const DB_PASSWORD = randomBytes(12).toString('hex');
const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'wordpress-l10n',
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

/**
 * Starts a server in a process group of its own: PHP's server with workers forks them, and they
 * must stop with it (else they keep the stderr pipe, and this script, alive).
 */
function startProcess(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    ...options,
  });
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

/**
 * One WordPress on 127.0.0.1: its folder, its own database and content folder, and the name of
 * the /etc/wordpress/config-<name>.php that Debian's wp-config.php reads (the host without its
 * port, or the router's WORDPRESS_CONFIG for a second WordPress).
 */
function wordpressSite({ name, root, port, database, config }) {
  const host = `127.0.0.1:${port}`;
  const folder = join(WORK, name);
  return {
    name,
    root,
    host,
    base: new URL(`http://${host}/`),
    database,
    config,
    folder,
    content: join(folder, 'wp-content'),
    flag: (what) => join(folder, what),
    env: {
      ...process.env,
      DEFENDERS_WP_ROOT: root,
      ...(config === '127.0.0.1' ? {} : { DEFENDERS_WP_CONFIG: config }),
    },
  };
}

/**
 * The site's database and config. Two switches are files beside it, read on every request: with
 * `disallow-unfiltered-html` the config sets DISALLOW_UNFILTERED_HTML; with `multisite` it makes the
 * site a sub-directory network (and leaves WP_HOME and WP_SITEURL, which would bind every site of
 * the network to the first one's address, to the database).
 */
function prepareSite(site) {
  const password = DB_PASSWORD;
  for (const folder of ['plugins', 'themes', 'uploads', 'upgrade'])
    mkdirSync(join(site.content, folder), { recursive: true });
  symlinkSync(
    '/usr/share/wordpress/wp-content/themes/twentytwentythree',
    join(site.content, 'themes/twentytwentythree'),
  );
  // WordPress's own translations (Debian's wordpress-l10n) for the German case.
  symlinkSync(join(site.root, 'wp-content/languages'), join(site.content, 'languages'));
  mysql(
    `DROP DATABASE IF EXISTS ${site.database}; CREATE DATABASE ${site.database};` +
      `CREATE USER IF NOT EXISTS 'defenders'@'localhost' IDENTIFIED BY '${password}';` +
      `ALTER USER 'defenders'@'localhost' IDENTIFIED BY '${password}';` +
      `GRANT ALL ON ${site.database}.* TO 'defenders'@'localhost'; FLUSH PRIVILEGES;`,
  );
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define('${name}', '${salt()}');`)
    .join('\n');
  mkdirSync('/etc/wordpress', { recursive: true });
  writeFileSync(
    `/etc/wordpress/config-${site.config}.php`,
    `<?php
// Written by defenders-rules-widgets' scripts/test-platforms.mjs for its test site.
define('DB_NAME', '${site.database}');
define('DB_USER', 'defenders');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost');
define('WP_CONTENT_DIR', '${site.content}');
define('WP_CONTENT_URL', 'http://${site.host}/wp-content');
define('WP_ENVIRONMENT_TYPE', 'local');
define('FS_METHOD', 'direct');
define('DISALLOW_FILE_EDIT', true);
define('WP_DEFAULT_THEME', 'twentytwentythree');
if (file_exists('${site.flag('disallow-unfiltered-html')}')) {
  define('DISALLOW_UNFILTERED_HTML', true);
}
if (file_exists('${site.flag('multisite')}')) {
  define('MULTISITE', true);
  define('SUBDOMAIN_INSTALL', false);
  define('DOMAIN_CURRENT_SITE', '${site.host}');
  define('PATH_CURRENT_SITE', '/');
  define('SITE_ID_CURRENT_SITE', 1);
  define('BLOG_ID_CURRENT_SITE', 1);
} else {
  define('WP_HOME', 'http://${site.host}');
  define('WP_SITEURL', 'http://${site.host}');
}
${keys}
`,
  );
}

/** Runs one of test/platforms/*.php against the site; its JSON answer, if it printed one. */
function sitePhp(site, script, ...args) {
  const output = run('php', [join(ROOT, 'test/platforms', script), site.host, ...args], {
    env: site.env,
  });
  return output;
}

/** Starts PHP's built-in server for the site and waits for it. */
async function startSite(site) {
  const server = startProcess(
    'php',
    ['-S', site.host, '-t', site.root, join(ROOT, 'test/platforms/router.php')],
    // Workers, so that the block editor's hundred scripts do not queue behind one another.
    { env: { ...site.env, DEFENDERS_WP_CONTENT: site.content, PHP_CLI_SERVER_WORKERS: '4' } },
  );
  await waitFor(
    `PHP server for ${site.name}`,
    async () => (await fetch(new URL('/wp-admin/install.php', site.base))).ok,
  );
  return server;
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

async function uploadPlugin(base, label = '') {
  const http = await adminLogin(base);
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
    `${label}the zip installs through Plugins → Add New → Upload Plugin`,
    Boolean(activate),
    installed
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .slice(0, 400),
  );
  if (!activate) return http;
  const activated = await http(`/wp-admin/${activate.replaceAll('&amp;', '&')}`);
  check(
    `${label}the plugin activates`,
    activated.status === 302 && !/error/.test(activated.headers.get('location') ?? ''),
  );
  return http;
}

function makeUsers(site, locale = '') {
  const output = sitePhp(site, 'users.php', locale).stdout;
  return JSON.parse(output.slice(output.indexOf('{')));
}

async function publish(base, user, post) {
  const auth = Buffer.from(`${user.login}:${user.application}`).toString('base64');
  const response = await fetch(new URL('?rest_route=/wp/v2/posts', base), {
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
      `See [defenders widget="rule-ref" pages="22,23"] for the end.\n\n` +
      `[defenders widget="faq" query="draw"]\n\n${AFTER}`,
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
  // Every widget's update, a FAQ's answers included: they may come from a chunk after the bundle.
  if (expectWidgets)
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('defenders-'))
          .map((element) => element.updateComplete),
      ),
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
        answers:
          element.localName === 'defenders-faq'
            ? element.shadowRoot?.querySelectorAll('details').length
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
async function editorTests(browser, base, author, label = '') {
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
      `${label}block editor: the seven blocks are registered`,
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
      `${label}block editor: the preview is the real widget, with the option set (3 players)`,
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
      `${label}block editor: a bad value shows the plugin’s message and the widget’s own, naming what is allowed`,
      /side must be house or dark-arts/.test(notice) && /house/.test(notice.split('|')[1] ?? ''),
      notice,
    );
    check(`${label}block editor: no script error`, errors.length === 0, errors.join('; '));
  } finally {
    await context.close();
  }
}

function checkRequests(name, base, requests) {
  // blob: and data: addresses are made in the page (WordPress 6.3+'s emoji check runs a worker
  // from a blob of the page's own origin); they request nothing.
  const foreign = requests.filter(
    (request) =>
      !request.startsWith(`${base.origin}/`) &&
      !request.startsWith(`blob:${base.origin}/`) &&
      !request.startsWith('data:'),
  );
  check(
    `${name}: nothing is requested from another host`,
    foreign.length === 0,
    foreign.join(', '),
  );
}

async function wordpressTests() {
  const site = wordpressSite({
    name: 'wordpress',
    root: '/usr/share/wordpress',
    port: await freePort(),
    database: DATABASE,
    config: '127.0.0.1',
  });
  const { base } = site;
  await ensureMariadb();
  prepareSite(site);
  const php = await startSite(site);
  await installWordpress(base);
  const admin = await uploadPlugin(base);
  const autop = sitePhp(site, 'wpautop.php', join(PLUGIN_DIR, 'data/fallbacks.json'));
  const checked = Number(/checked (\d+)/.exec(autop.stderr)?.[1] ?? 0);
  check(
    `wpautop leaves all ${checked} fallbacks of the plugin whole`,
    checked > 0 && autop.stdout.trim() === '',
    autop.stdout,
  );
  const rendered = sitePhp(site, 'render.php');
  const cases = Number(/checked (\d+)/.exec(rendered.stderr)?.[1] ?? 0);
  check(
    `the shortcode escapes, cleans and falls back right in all ${cases} cases`,
    cases > 0 && rendered.stdout.trim() === '',
    rendered.stdout,
  );
  const users = makeUsers(site);
  check(
    'the Author and the Contributor have no unfiltered_html',
    !users.author.unfiltered && !users.contributor.unfiltered,
  );
  check(
    'the Administrator has unfiltered_html (single site, no constant)',
    users.administrator.unfiltered,
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
      widgets.length === 6 && widgets.every((w) => w.upgraded),
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
    // Its FAQ loads the all-in-one bundle's FAQ chunk, which must import the bundle WordPress
    // loaded (with its `?ver=`), not a second copy.
    check(
      'classic content: one bundle, the all-in-one, and its FAQ chunk, once each, from the plugin folder',
      bundles.length === 2 &&
        bundles.filter((url) => url.includes('/assets/defenders-widgets.js')).length === 1 &&
        bundles.filter((url) => /\/assets\/chunks\/faq-search-[\w-]+\.js/.test(url)).length === 1,
      bundles.join(', '),
    );
    const classicFaq = widgets.find((widget) => widget.tag === 'defenders-faq');
    check(
      'classic content: the FAQ lists its answers from the chunk',
      classicFaq?.answers > 0,
      JSON.stringify(classicFaq),
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

    await germanTests(site, browser, context, published['shortcode-block'].link, admin);
    await disallowUnfilteredHtmlTests(site, context);
    await multisiteTests(site, context);
  } finally {
    await browser.close();
  }
  if (php.exitCode !== null) console.log(php.errors());
}

/**
 * The site in German (WPLANG de_DE, with Debian's core German from wordpress-l10n): the fallback and
 * the widget, and the plugin's own texts from its .mo and the block editor's JSON.
 */
async function germanTests(site, browser, context, link, admin, label = '') {
  const users = makeUsers(site, 'de_DE');
  const german = await (await fetch(link)).text();
  check(
    `${label}a de_DE site: the fallback is German`,
    /<defenders-turn-checklist[^>]*><span class="defenders-fallback-line"><strong>[^<]* am Zug:<\/strong>/.test(
      german,
    ),
    german.match(/<defenders-turn-checklist[\s\S]{0,300}/)?.[0],
  );
  const germanPage = await context.newPage();
  const germanResult = await inspect(germanPage, link, true);
  const heading = await germanPage.evaluate(
    () =>
      document
        .querySelector('defenders-turn-checklist')
        ?.shadowRoot?.querySelector('h2, h3')
        ?.textContent?.trim() ?? '',
  );
  await germanPage.close();
  check(
    `${label}a de_DE site: the widget speaks German (the German module is loaded from the plugin)`,
    germanResult.requests.some((url) => url.includes('/assets/locales/de.js')) &&
      /Zug|Dunkl/.test(heading),
    heading,
  );
  const settings = await (
    await admin('/wp-admin/options-general.php?page=defenders-rules-widgets')
  ).text();
  const labels = [...settings.matchAll(/<label for="defenders_[a-z_]+">([^<]+)<\/label>/g)].map(
    ([, text]) => text,
  );
  check(
    `${label}a de_DE site: the settings page is German, the plugin's labels from its .mo`,
    labels.includes('Akzentfarbe') &&
      labels.includes('Adresse des Regelheft-PDFs') &&
      !settings.includes('Accent colour') &&
      /<h1>Defenders-Widgets<\/h1>/.test(settings),
    labels.join(' | ') || settings.replace(/<[^>]+>/g, ' ').slice(0, 300),
  );
  check(
    `${label}a de_DE site: WordPress itself is German there (Debian's wordpress-l10n)`,
    /value="Änderungen speichern"/.test(settings),
    /<input type="submit"[^>]*>/.exec(settings)?.[0],
  );
  const editor = await loggedIn(browser, site.base, users.author);
  const page = await editor.newPage();
  try {
    await page.goto(new URL('/wp-admin/post-new.php', site.base).href, { waitUntil: 'load' });
    await page.waitForFunction(() => window.wp?.blocks?.getBlockType?.('defenders/game'), null, {
      timeout: 30_000,
    });
    const title = await page.evaluate(() => {
      const { createBlock } = window.wp.blocks;
      const block = createBlock('defenders/setup-calculator', {});
      window.wp.data.dispatch('core/block-editor').insertBlocks([block]);
      window.wp.data.dispatch('core/block-editor').selectBlock(block.clientId);
      window.wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
      return window.wp.blocks.getBlockType('defenders/setup-calculator').title;
    });
    const sidebar = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('.interface-complementary-area label')]
            .map((element) => element.textContent.trim())
            .filter((text) => text.startsWith('Spieler'))
            .join(' | '),
        null,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => '');
    check(
      `${label}a de_DE site: the block editor names the block and its options in German (the plugin's JSON)`,
      title === 'Aufbau-Rechner' && sidebar === 'Spieler (2 bis 5)',
      `${title} | ${sidebar}`,
    );
  } finally {
    await editor.close();
  }
  makeUsers(site);
}

/** The post an Administrator writes: widgets as shortcode and blocks, and a pasted script. */
const ADMIN_POST = {
  title: 'An Administrator’s post',
  content:
    `<!-- wp:shortcode -->\n[defenders widget="setup-calculator" players="2"]\n<!-- /wp:shortcode -->\n\n` +
    `<!-- wp:defenders/game {"players":3} --><!-- wp:defenders/setup-calculator /-->` +
    `<!-- wp:defenders/victory-checker /--><!-- /wp:defenders/game -->\n\n` +
    `<!-- wp:html -->\n<script type="module" src="https://cdn.jsdelivr.net/npm/defenders-rules-widgets/dist/cdn/defenders-widgets.js"></script>\n<!-- /wp:html -->\n\n` +
    `<!-- wp:paragraph -->\n<p>${AFTER}</p>\n<!-- /wp:paragraph -->`,
  status: 'publish',
};

/**
 * The Administrator's post (ADMIN_POST) where the Administrator has no unfiltered_html: the pasted
 * script is gone from the saved post, and the plugin's widgets work without it.
 */
async function checkAdminPost(name, base, user, context) {
  const post = await publish(base, user, ADMIN_POST);
  const saved = await (
    await fetch(new URL(`?rest_route=/wp/v2/posts/${post.id}&context=edit`, base), {
      headers: {
        authorization: `Basic ${Buffer.from(`${user.login}:${user.application}`).toString('base64')}`,
      },
    })
  ).json();
  check(
    `${name}: WordPress strips the pasted <script> on save, as for an Author`,
    typeof saved.content?.raw === 'string' &&
      !saved.content.raw.includes('<script') &&
      saved.content.raw.includes('[defenders widget="setup-calculator"'),
    saved.content?.raw?.slice(0, 400),
  );
  const page = await context.newPage();
  const result = await inspect(page, post.link, true);
  await page.close();
  checkRequests(name, base, result.requests);
  check(`${name}: no script error`, result.errors.length === 0, result.errors.join('; '));
  const [alone, game, calculator, checker] = result.state.widgets;
  check(
    `${name}: the shortcode's calculator (2 players) and the block game (3 players, 2 Houses) work`,
    result.state.widgets.length === 4 &&
      result.state.widgets.every((widget) => widget.upgraded) &&
      alone.players === 2 &&
      game.tag === 'defenders-game' &&
      calculator.inGame &&
      calculator.players === 3 &&
      checker.houses === 2,
    JSON.stringify(result.state.widgets),
  );
  check(
    `${name}: the text after the widgets is visible and outside them`,
    result.state.after?.visible === true && result.state.after.insideWidget === false,
    JSON.stringify(result.state.after),
  );
}

/** DISALLOW_UNFILTERED_HTML in the config: the Administrator loses unfiltered_html too. */
async function disallowUnfilteredHtmlTests(site, context) {
  writeFileSync(site.flag('disallow-unfiltered-html'), '');
  try {
    const users = makeUsers(site);
    check(
      'DISALLOW_UNFILTERED_HTML: the Administrator has no unfiltered_html',
      users.administrator.unfiltered === false,
    );
    await checkAdminPost(
      'DISALLOW_UNFILTERED_HTML, Administrator',
      site.base,
      users.administrator,
      context,
    );
  } finally {
    rmSync(site.flag('disallow-unfiltered-html'));
  }
}

/** Logs the installing Administrator in with the cookie-keeping client. */
async function adminLogin(base) {
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
  return http;
}

/**
 * The site made a sub-directory network; the plugin network-activated by the Super Admin on
 * Network Admin → Plugins; a post published on /site2/ by that site's own Administrator.
 */
async function multisiteTests(site, context) {
  const converted = sitePhp(site, 'multisite.php', 'convert');
  check(
    'multisite: the site becomes a sub-directory network',
    /"network":true/.test(converted.stdout),
  );
  writeFileSync(site.flag('multisite'), '');
  const output = sitePhp(site, 'multisite.php', 'site').stdout;
  const siteAdmin = JSON.parse(output.slice(output.lastIndexOf('\n{') + 1));
  check(
    'multisite: /site2/ has its own Administrator, not a Super Admin, without unfiltered_html',
    siteAdmin.administrator && !siteAdmin.superAdmin && !siteAdmin.unfiltered,
    JSON.stringify(siteAdmin),
  );
  const superAdmin = await adminLogin(site.base);
  const plugins = await (await superAdmin('/wp-admin/network/plugins.php')).text();
  const activate =
    /href="(plugins\.php\?action=activate&amp;plugin=defenders-rules-widgets[^"]+)"/.exec(
      plugins,
    )?.[1];
  const activated = activate
    ? await superAdmin(`/wp-admin/network/${activate.replaceAll('&amp;', '&')}`)
    : null;
  check(
    'multisite: the Super Admin network-activates the plugin',
    activated?.status === 302 && /activate=true/.test(activated.headers.get('location') ?? ''),
    activate ? activated.headers.get('location') : 'no Network Activate link',
  );
  await checkAdminPost(
    'multisite /site2/, its Administrator',
    new URL('/site2/', site.base),
    siteAdmin,
    context,
  );
}

// Debian 12 has WordPress 6.1 only; Debian 13 (trixie) has 6.8, which has script modules
// (`wp_enqueue_script_module`, 6.5+). Its package is fetched from Debian's archive with apt's
// own lists kept in this folder (the machine's apt sources are left alone) and unpacked, not
// installed: Debian 12's PHP runs it.
const NEWER = '/tmp/defenders-wordpress-trixie';
const NEWER_ROOT = join(NEWER, 'root/usr/share/wordpress');

function newerWordpress() {
  if (existsSync(join(NEWER_ROOT, 'wp-includes/version.php')))
    return /\$wp_version = '([^']+)'/.exec(
      readFileSync(join(NEWER_ROOT, 'wp-includes/version.php'), 'utf8'),
    )[1];
  for (const folder of ['lists/partial', 'cache/archives/partial'])
    mkdirSync(join(NEWER, folder), { recursive: true });
  writeFileSync(
    join(NEWER, 'sources.list'),
    'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main\n',
  );
  const apt = [
    `-oDir::Etc::SourceList=${join(NEWER, 'sources.list')}`,
    '-oDir::Etc::SourceParts=/dev/null',
    `-oDir::State::Lists=${join(NEWER, 'lists')}`,
    `-oDir::Cache=${join(NEWER, 'cache')}`,
    '-oDir::State::status=/dev/null',
    '-oAPT::Sandbox::User=root',
  ];
  run('apt-get', [...apt, 'update']);
  // A download cut short before left its package without an unpacked tree: start again.
  for (const deb of readdirSync(NEWER).filter((name) => name.endsWith('.deb')))
    rmSync(join(NEWER, deb));
  rmSync(join(NEWER, 'root'), { recursive: true, force: true });
  run('apt-get', [...apt, 'download', 'wordpress', 'wordpress-l10n'], { cwd: NEWER });
  for (const deb of readdirSync(NEWER).filter((name) => name.endsWith('.deb')))
    run('dpkg-deb', ['-x', join(NEWER, deb), join(NEWER, 'root')]);
  // The package's relative links (getID3, Underscore, …) point into /usr/share/php and
  // /usr/share/javascript, which Debian 12's wordpress package brings.
  for (const folder of ['php', 'javascript'])
    if (!existsSync(join(NEWER, 'root/usr/share', folder)))
      symlinkSync(`/usr/share/${folder}`, join(NEWER, 'root/usr/share', folder));
  return newerWordpress();
}

/**
 * The plugin on WordPress 6.5+ (6.8 from Debian 13): installed from the zip, the bundles come as
 * script modules (the `-js-module` ids WordPress's script-module printer writes), a shortcode post
 * and a block game work, and the German site has German fallback, widgets and settings page.
 */
async function newerWordpressTests() {
  const version = newerWordpress();
  const label = `WordPress ${version}: `;
  const site = wordpressSite({
    name: 'wordpress-newer',
    root: NEWER_ROOT,
    port: await freePort(),
    database: `${DATABASE}_newer`,
    config: 'defenders-newer',
  });
  await ensureMariadb();
  prepareSite(site);
  await startSite(site);
  await installWordpress(site.base);
  const admin = await uploadPlugin(site.base, label);
  const users = makeUsers(site);
  const published = {};
  for (const key of ['classic', 'shortcode-block', 'blocks', 'plain'])
    published[key] = await publish(site.base, users.author, { ...POSTS[key], status: 'publish' });
  const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const html = await (await fetch(published.classic.link)).text();
    const modules = [...html.matchAll(/<script type="module" src="([^"]+)" id="([^"]+)"/g)];
    check(
      `${label}the all-in-one bundle is a script module (wp_enqueue_script_module), once`,
      modules.filter(([, src]) => src.includes('/assets/defenders-widgets.js')).length === 1 &&
        modules.some(([, , id]) => id === 'defenders-rules-widgets-defenders-widgets-js-module'),
      modules.map(([tag]) => tag).join(' ') || 'no module script',
    );
    for (const [key, count] of [
      ['classic', 6],
      ['blocks', 3],
    ]) {
      const page = await context.newPage();
      const result = await inspect(page, published[key].link, true);
      await page.close();
      checkRequests(`${label}${key}`, site.base, result.requests);
      check(
        `${label}${key}: no script error`,
        result.errors.length === 0,
        result.errors.join('; '),
      );
      const scripts = result.requests.filter(
        (url) => url.includes('/defenders-rules-widgets/assets/') && url.includes('.js'),
      );
      if (key === 'classic')
        check(
          `${label}classic: the all-in-one bundle and its FAQ chunk, once each`,
          scripts.length === 2 &&
            scripts.filter((url) => url.includes('/assets/defenders-widgets.js')).length === 1 &&
            result.state.widgets.find((widget) => widget.tag === 'defenders-faq')?.answers > 0,
          scripts.join(', '),
        );
      const game = result.state.widgets.filter((widget) => widget.inGame);
      check(
        `${label}${key}: every widget upgrades, and the game's share its 3 players and 2 Houses`,
        result.state.widgets.length === count &&
          result.state.widgets.every((widget) => widget.upgraded) &&
          game.find((widget) => widget.tag === 'defenders-setup-calculator')?.players === 3 &&
          game.find((widget) => widget.tag === 'defenders-victory-checker')?.houses === 2,
        JSON.stringify(result.state.widgets),
      );
      check(
        `${label}${key}: the text after the widgets is visible and outside them`,
        result.state.after?.visible === true && result.state.after.insideWidget === false,
      );
    }
    const plain = await (await fetch(published.plain.link)).text();
    check(
      `${label}post without widgets: none of our files is loaded`,
      !plain.includes('defenders-rules-widgets/assets'),
    );
    await editorTests(browser, site.base, users.author, label);
    await germanTests(site, browser, context, published['shortcode-block'].link, admin, label);
  } finally {
    await browser.close();
  }
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
        // The page shows a FAQ, so the all-in-one bundle loads its FAQ chunk beside it.
        check(
          `Hugo (${language}) game: the all-in-one bundle and its FAQ chunk, once each`,
          gameScripts.filter((url) => url.endsWith('/defenders-widgets.js')).length === 1 &&
            gameScripts.filter((url) => /\/cdn\/chunks\/faq-search-[\w-]+\.js$/.test(url))
              .length === 1 &&
            gameScripts.length === (language === 'de' ? 3 : 2),
          gameScripts.join(', '),
        );
        const faq = game.state.widgets.find((widget) => widget.tag === 'defenders-faq');
        check(
          `Hugo (${language}) game: the FAQ lists its answers from the chunk`,
          faq?.upgraded === true && faq.answers > 0,
          JSON.stringify(faq),
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

async function timed(name, test) {
  const start = Date.now();
  try {
    await test();
  } finally {
    console.log(`---- ${name}: ${Math.round((Date.now() - start) / 1000)} s`);
  }
}

function stopAll() {
  for (const child of started.splice(0).reverse())
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
}

// The servers are in their own process groups, so an interrupt does not reach them: stop them.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

const startTime = Date.now();
try {
  if (!existsSync(ZIP))
    throw new Error(
      'dist/wordpress/defenders-rules-widgets.zip is missing: run npm run build first',
    );
  ensurePackages();
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  // PLATFORMS=hugo (or wordpress) runs one of the two.
  const only = process.env.PLATFORMS ?? 'wordpress,hugo';
  // The three hosts side by side: each waits mostly on its own server and browser.
  const runs = [];
  if (only.includes('wordpress')) {
    phpLint();
    await ensureMariadb();
    runs.push(timed('WordPress 6.1', wordpressTests), timed('WordPress 6.5+', newerWordpressTests));
  }
  if (only.includes('hugo')) runs.push(timed('Hugo', hugoTests));
  for (const outcome of await Promise.allSettled(runs))
    if (outcome.status === 'rejected') {
      failures += 1;
      console.error(outcome.reason);
    }
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
