// The services the platform tests start, and what they share: Debian's packages, MariaDB, a
// WordPress on PHP's built-in server (all on 127.0.0.1), Hugo's sites served from a folder, and a
// look at a page in Chromium. `platformTest(name, body)` is a node:test test whose `check(name, ok,
// detail)` calls are its subtests, so every check is named in the summary. The servers run in
// process groups of their own and stop when the test file ends.
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
import { createServer as createHttpServer } from 'node:http';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import sirv from 'sirv';
import { chromium } from 'playwright-core';
import { aptInstall } from '../../scripts/test/apt.mjs';
import { freePort } from '../../scripts/test/free-port.mjs';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/test/find-browser.mjs';

export const ROOT = resolve(new URL('../..', import.meta.url).pathname);
export const WORK = '/tmp/defenders-platforms';
export const ZIP = join(ROOT, 'dist/wordpress/defenders-rules-widgets.zip');
export const PLUGIN_DIR = join(ROOT, 'dist/wordpress/defenders-rules-widgets');
export const HUGO_THEME = join(ROOT, 'dist/hugo/defenders');
// One password for the test's database users (one user per site's database), in each site's config.
const DB_PASSWORD = randomBytes(12).toString('hex');
export const PACKAGES = [
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
let current = null;
let stopsAtEnd = false;

/**
 * A test whose `check` calls are its subtests, each named; the test waits for them all. A thrown
 * error fails the test itself (the checks made before it stand).
 */
export function platformTest(name, body) {
  if (!stopsAtEnd) after(stopAll);
  stopsAtEnd = true;
  return test(name, async (t) => {
    const pending = [];
    current = (checkName, ok, detail) =>
      pending.push(t.test(checkName, () => assert.ok(ok, detail || 'not so')));
    try {
      await body();
    } finally {
      current = null;
      await Promise.all(pending);
    }
  });
}

/** One named check, a subtest of the running platformTest. */
export function check(name, ok, detail = '') {
  if (!current) throw new Error(`check "${name}" outside a platformTest`);
  current(name, Boolean(ok), String(detail ?? ''));
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0 && !options.allowFailure)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result;
}

export function ensurePackages() {
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
  aptInstall(missing, { recommends: false });
}

/**
 * Starts a server in a process group of its own: PHP's server with workers forks them, and they
 * must stop with it (else they keep the stderr pipe, and this script, alive).
 */
export function startProcess(command, args, options = {}) {
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

export async function waitFor(what, probe, timeout = 30_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return;
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`${what} did not come up within ${timeout / 1000} s`);
}

const mysql = (sql, options = {}) =>
  run('mariadb', ['--protocol=socket', '-uroot', '-e', sql], options);

/**
 * MariaDB on 127.0.0.1, started when it is not running. npm run test:platforms starts it once for
 * both WordPress files; a file run alone starts it and stops it at its end.
 */
export async function ensureMariadb() {
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
export function wordpressSite({ name, root, port, database, config }) {
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
export function prepareSite(site) {
  const password = DB_PASSWORD;
  const user = site.database;
  rmSync(site.folder, { recursive: true, force: true });
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
      `CREATE USER IF NOT EXISTS '${user}'@'localhost' IDENTIFIED BY '${password}';` +
      `ALTER USER '${user}'@'localhost' IDENTIFIED BY '${password}';` +
      `GRANT ALL ON ${site.database}.* TO '${user}'@'localhost'; FLUSH PRIVILEGES;`,
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
// Written by defenders-rules-widgets' test/platforms/services.mjs for its test site.
define('DB_NAME', '${site.database}');
define('DB_USER', '${user}');
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
export function sitePhp(site, script, ...args) {
  const output = run('php', [join(ROOT, 'test/platforms', script), site.host, ...args], {
    env: site.env,
  });
  return output;
}

/** One of test/platforms/*.php that prints a line per failed case and `checked N` to stderr. */
export function phpCases(site, script, what) {
  const output = sitePhp(site, script);
  const cases = Number(/checked (\d+)/.exec(output.stderr)?.[1] ?? 0);
  check(`${what} (all ${cases} cases)`, cases > 0 && output.stdout.trim() === '', output.stdout);
}

/** Starts PHP's built-in server for the site and waits for it. */
export async function startSite(site) {
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
export function browserless(base) {
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

export async function installWordpress(base) {
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

export async function uploadPlugin(base, label = '') {
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

export function makeUsers(site, locale = '') {
  const output = sitePhp(site, 'users.php', locale).stdout;
  return JSON.parse(output.slice(output.indexOf('{')));
}

export async function publish(base, user, post) {
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

export const AFTER = 'This sentence comes after the widgets.';

/** The posts, as an Author writes them (no unfiltered_html). */
export const POSTS = {
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
export async function inspect(page, url, expectWidgets) {
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
export async function loggedIn(browser, base, user, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const login = await context.newPage();
  await login.goto(new URL('/wp-login.php', base).href);
  await login.fill('#user_login', user.login);
  await login.fill('#user_pass', user.password);
  // Logged in once the dashboard's answer has come and the cookie is set: a navigation alone may be
  // the login form's own, and a page opened before the cookie sees the post as a stranger would.
  // The cookie comes with the login's redirect, before the dashboard: waiting for the dashboard's
  // `load` as well once took over 30 s on a German WordPress 6.8 in CI.
  await Promise.all([
    login.waitForURL((url) => url.pathname.includes('/wp-admin/'), { waitUntil: 'commit' }),
    login.click('#wp-submit'),
  ]);
  const cookies = await context.cookies(base.href);
  if (!cookies.some((cookie) => cookie.name.startsWith('wordpress_logged_in_')))
    throw new Error(`${user.login} is not logged in at ${login.url()}`);
  await login.close();
  return context;
}

export function checkRequests(name, base, requests) {
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

/** Logs the installing Administrator in with the cookie-keeping client. */
export async function adminLogin(base) {
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

// Debian 12 has WordPress 6.1 only; Debian 13 (trixie) has 6.8, which has script modules
// (`wp_enqueue_script_module`, 6.5+). Its package is fetched from Debian's archive with apt's
// own lists kept in this folder (the machine's apt sources are left alone) and unpacked, not
// installed: Debian 12's PHP runs it.
export const NEWER = '/tmp/defenders-wordpress-trixie';
export const NEWER_ROOT = join(NEWER, 'root/usr/share/wordpress');

export function newerWordpress() {
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

export async function serveStatic(folder) {
  const port = await freePort();
  const server = createHttpServer(sirv(folder, { dev: true }));
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { server, base: new URL(`http://127.0.0.1:${port}/`) };
}

export function stopAll() {
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

/** Chromium; the caller closes it (an `after` at the top of its file). */
export function launchBrowser() {
  return chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
}

/** The file's work folder, fresh. */
export function workFolder(name) {
  const folder = join(WORK, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

// The servers are in their own process groups, so an interrupt does not reach them: stop them.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
