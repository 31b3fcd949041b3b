// The WordPress plugin on a real WordPress (one test file per version): installed from the zip
// through wp-admin, posts published over the REST API by an Author, a Contributor and
// Administrators, each read in Chromium at 390 px. The same cases run on every version:
// - classic content and a shortcode block, a block game with two widgets, a post without widgets:
//   the widgets work, the text after them is visible and outside them, nothing comes from another
//   host, and a post without widgets loads none of our scripts;
// - the block editor, a Contributor's pending post in its preview, the fallback in the HTML;
// - the accent colour under `style-src 'self'`; the site in German;
// - DISALLOW_UNFILTERED_HTML (an Administrator's post); the site made a sub-directory network (a post
//   by the Administrator of /site2/, who is not a Super Admin), and uninstall across the network.
// WordPress 6.5+ also gets its bundles as script modules.
import { after, before } from 'node:test';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/test/free-port.mjs';
import {
  AFTER,
  PLUGIN_DIR,
  POSTS,
  adminLogin,
  check,
  checkRequests,
  ensureMariadb,
  ensurePackages,
  inspect,
  installWordpress,
  launchBrowser,
  loggedIn,
  makeUsers,
  phpCases,
  platformTest,
  prepareSite,
  publish,
  run,
  sitePhp,
  startSite,
  uploadPlugin,
  wordpressSite,
} from './services.mjs';

/**
 * What an Author or a Contributor may try: attribute break-outs, script in a query, script
 * addresses, hostile block attributes and inner blocks, a huge value, nested shortcodes. Every
 * payload would call alert().
 */
const HOSTILE_POST = {
  title: 'A hostile post',
  content: [
    `[defenders widget="faq" query='"><script>alert(1)</script>']`,
    `[defenders widget="faq" query="<img src=x onerror=alert(1)>"]`,
    `[defenders widget="setup-calculator" players='3" onmouseover="alert(1)']`,
    `[defenders widget="rule-ref" pages="22" rulebook-url="javascript:alert(1)"]`,
    `[defenders widget="rule-ref" pages="22" rulebook-url="data:text/html,<script>alert(1)</script>"]`,
    `[defenders widget="game"][defenders widget="faq" query="[defenders widget=game]<svg onload=alert(1)>"][/defenders]`,
    `[defenders widget="<script>alert(1)</script>"]`,
    `[defenders widget="path-tracker" position="${'9'.repeat(5000)}"]`,
    '<!-- wp:defenders/faq {"query":"\\u003cimg src=x onerror=alert(1)\\u003e"} /-->',
    '<!-- wp:defenders/rule-ref {"pages":"22","rulebookUrl":"javascript:alert(1)"} /-->',
    '<!-- wp:defenders/game {"players":"3\\u0022 onload=\\u0022alert(1)"} -->' +
      '<!-- wp:html --><img src=x onerror=alert(1)><script>alert(1)</script><!-- /wp:html -->' +
      '<!-- wp:defenders/setup-calculator /--><!-- /wp:defenders/game -->',
    '<a href="javascript:alert(1)">a link</a> <p onclick="alert(1)">a paragraph</p>',
    AFTER,
  ].join('\n\n'),
};

/**
 * The settings page's form: a POST without the page's nonce (a request forged from another site)
 * changes nothing; the same POST with it saves the address, so the check can tell. Both as the
 * logged-in Administrator.
 */
async function settingsFormTests(admin, label) {
  const address = 'https://rules.example.org:8443/csrf.pdf';
  const save = (fields) =>
    admin('/wp-admin/options.php', {
      method: 'POST',
      body: new URLSearchParams({
        option_page: 'defenders_rules_widgets',
        action: 'update',
        'defenders_rules_widgets[rulebook_url]': address,
        ...fields,
      }),
    });
  const page = () => admin('/wp-admin/options-general.php?page=defenders-rules-widgets');
  const forged = await save({});
  const after = await (await page()).text();
  const nonce = /name="_wpnonce" value="([^"]+)"/.exec(after)?.[1] ?? '';
  await save({ _wpnonce: nonce, _wp_http_referer: '/wp-admin/options-general.php' });
  const saved = await (await page()).text();
  check(
    `${label}the settings form: a forged POST without the nonce saves nothing, the form's own POST saves`,
    forged.status >= 400 &&
      !after.includes(address) &&
      nonce !== '' &&
      saved.includes(`value="${address}"`),
    `forged ${forged.status}; saved with the nonce: ${saved.includes(address)}`,
  );
}

/** The version of the WordPress in `root`. */
function wordpressVersion(root) {
  return /\$wp_version = '([^']+)'/.exec(
    readFileSync(join(root, 'wp-includes/version.php'), 'utf8'),
  )[1];
}

/**
 * Every case on one WordPress: `root` its folder, `database` its own, `config` the name of the
 * /etc/wordpress/config-<name>.php that Debian's wp-config.php reads.
 */
export function wordpressTests({ name, root, database, config }) {
  ensurePackages();
  const version = wordpressVersion(root);
  const label = `WordPress ${version}: `;
  const modules = !/^6\.[0-4]\./.test(version);
  let site, admin, users, published, pending, browser, context;

  before(async () => {
    site = wordpressSite({ name, root, port: await freePort(), database, config });
    await ensureMariadb();
    prepareSite(site);
    await startSite(site);
    await installWordpress(site.base);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  });
  after(() => browser?.close());

  const visit = async (what, url, expectWidgets = true) => {
    const page = await context.newPage();
    const result = await inspect(page, url, expectWidgets);
    await page.close();
    checkRequests(`${label}${what}`, site.base, result.requests);
    check(`${label}${what}: no script error`, result.errors.length === 0, result.errors.join('; '));
    return result;
  };

  platformTest(`${label}the plugin installs, and its PHP holds`, async () => {
    admin = await uploadPlugin(site.base, label);
    const files = readdirSync(PLUGIN_DIR, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.php'));
    const bad = files.filter(
      (file) => run('php', ['-l', join(PLUGIN_DIR, file)], { allowFailure: true }).status !== 0,
    );
    check(
      `${label}php -l passes on all ${files.length} PHP files of the plugin`,
      bad.length === 0 && files.length > 0,
      bad.join(', '),
    );
    const autop = sitePhp(site, 'wpautop.php', join(PLUGIN_DIR, 'data/fallbacks.json'));
    const checked = Number(/checked (\d+)/.exec(autop.stderr)?.[1] ?? 0);
    check(
      `${label}wpautop leaves all ${checked} fallbacks of the plugin whole`,
      checked > 0 && autop.stdout.trim() === '',
      autop.stdout,
    );
    phpCases(site, 'render.php', `${label}the shortcode escapes, cleans and falls back right`);
    phpCases(
      site,
      'settings.php',
      `${label}the rulebook address: any http(s) address or site path, no host looked up, checked once per request`,
    );
    phpCases(site, 'hostile.php', `${label}hostile shortcodes and block attributes stay inert`);
    await settingsFormTests(admin, label);
    sitePhp(site, 'option.php', '{}');
  });

  platformTest(`${label}the Author publishes, the Contributor submits`, async () => {
    users = makeUsers(site);
    check(
      `${label}the Author and the Contributor have no unfiltered_html`,
      !users.author.unfiltered && !users.contributor.unfiltered,
    );
    check(
      `${label}the Administrator has unfiltered_html (single site, no constant)`,
      users.administrator.unfiltered,
    );
    published = {};
    for (const [key, post] of Object.entries(POSTS))
      published[key] = await publish(site.base, users.author, { ...post, status: 'publish' });
    pending = await publish(site.base, users.contributor, {
      title: 'A Contributor’s post, pending review',
      content: `[defenders widget="faq" query="draw"]\n\n${AFTER}`,
      status: 'pending',
    });
    check(`${label}the Contributor’s post is pending`, pending.status === 'pending');
  });

  platformTest(`${label}the Author’s posts, read on a phone`, async () => {
    if (modules) {
      const html = await (await fetch(published.classic.link)).text();
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)" id="([^"]+)"/g)];
      check(
        `${label}the all-in-one bundle is a script module (wp_enqueue_script_module), once`,
        scripts.filter(([, src]) => src.includes('/assets/defenders-widgets.js')).length === 1 &&
          scripts.some(([, , id]) => id === 'defenders-rules-widgets-defenders-widgets-js-module'),
        scripts.map(([tag]) => tag).join(' ') || 'no module script',
      );
    }
    const classic = await visit('classic content', published.classic.link);
    const widgets = classic.state.widgets;
    check(
      `${label}classic content: every widget upgrades`,
      widgets.length === 6 && widgets.every((w) => w.upgraded),
      JSON.stringify(widgets),
    );
    const [alone, game, inGame, checker] = widgets;
    check(`${label}classic content: the lone calculator shows 3 players`, alone?.players === 3);
    check(
      `${label}classic content: the game encloses its two widgets`,
      game?.tag === 'defenders-game' && inGame?.inGame && checker?.inGame,
      JSON.stringify(widgets),
    );
    check(
      `${label}classic content: the calculator in the game shows its 3 players, the checker its 2 Houses`,
      inGame?.players === 3 && checker?.houses === 2,
      JSON.stringify(widgets),
    );
    check(
      `${label}classic content: the text after the widgets is visible and outside them`,
      classic.state.after?.visible === true && classic.state.after.insideWidget === false,
      JSON.stringify(classic.state.after),
    );
    const bundles = classic.requests.filter(
      (url) => url.includes('/defenders-rules-widgets/assets/') && url.includes('.js'),
    );
    // Its FAQ loads the all-in-one bundle's FAQ chunk, which must import the bundle WordPress
    // loaded (with its `?ver=`), not a second copy.
    check(
      `${label}classic content: one bundle, the all-in-one, and its FAQ chunk, once each, from the plugin folder`,
      bundles.length === 2 &&
        bundles.filter((url) => url.includes('/assets/defenders-widgets.js')).length === 1 &&
        bundles.filter((url) => /\/assets\/chunks\/faq-search-[\w-]+\.js/.test(url)).length === 1,
      bundles.join(', '),
    );
    const classicFaq = widgets.find((widget) => widget.tag === 'defenders-faq');
    check(
      `${label}classic content: the FAQ lists its answers from the chunk`,
      classicFaq?.answers > 0,
      JSON.stringify(classicFaq),
    );

    const block = await visit('shortcode block', published['shortcode-block'].link);
    check(
      `${label}shortcode block: the turn checklist upgrades`,
      block.state.widgets.length === 1 && block.state.widgets[0].upgraded,
    );
    check(
      `${label}shortcode block: the text after it is visible and outside it`,
      block.state.after?.visible === true && block.state.after.insideWidget === false,
    );
    const own = block.requests.filter(
      (url) =>
        (url.includes('/defenders-rules-widgets/assets/') && url.endsWith('.js')) ||
        /assets\/[a-z-]+\.js\?/.test(url),
    );
    check(
      `${label}shortcode block: only the widget’s own bundle is loaded`,
      own.length === 1 && own[0].includes('/turn-checklist.js'),
      own.join(', '),
    );

    const blocks = await visit('block game', published.blocks.link);
    const [blockGame, blockCalculator, blockChecker] = blocks.state.widgets;
    check(
      `${label}block game: the game and its two widgets upgrade`,
      blocks.state.widgets.length === 3 && blocks.state.widgets.every((w) => w.upgraded),
      JSON.stringify(blocks.state.widgets),
    );
    check(
      `${label}block game: the widgets share the game’s 3 players and 2 Houses`,
      blockGame?.tag === 'defenders-game' &&
        blockCalculator?.players === 3 &&
        blockChecker?.houses === 2,
      JSON.stringify(blocks.state.widgets),
    );
    check(
      `${label}block game: the text after it is visible and outside it`,
      blocks.state.after?.visible === true && blocks.state.after.insideWidget === false,
    );

    const plain = await visit('post without widgets', published.plain.link, false);
    const ours = plain.requests.filter((url) => url.includes('defenders-rules-widgets'));
    check(
      `${label}post without widgets: none of our files is loaded`,
      ours.length === 0,
      ours.join(', '),
    );
  });

  platformTest(`${label}hostile posts by an Author and a Contributor run no script`, async () => {
    const author = await publish(site.base, users.author, { ...HOSTILE_POST, status: 'publish' });
    const contributor = await publish(site.base, users.contributor, {
      ...HOSTILE_POST,
      status: 'pending',
    });
    const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const writer = await loggedIn(browser, site.base, users.contributor);
    try {
      for (const [who, context, url] of [
        ['the Author’s post', reader, author.link],
        [
          'the Contributor’s post, in its preview',
          writer,
          new URL(`/?p=${contributor.id}&preview=true`, site.base).href,
        ],
      ]) {
        const page = await context.newPage();
        const dialogs = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          dialog.dismiss().catch(() => {});
        });
        const result = await inspect(page, url, true);
        const { handlers, elements, where } = await page.evaluate(() => {
          const content = [
            ...document.querySelectorAll('.wp-block-post-content *, .entry-content *'),
          ];
          return {
            where: `${document.title} (${location.href})`,
            elements: content.length,
            handlers: content.flatMap((element) =>
              [...element.attributes]
                .filter(
                  (attribute) =>
                    /^on/i.test(attribute.name) ||
                    /^\s*(javascript|data|vbscript):/i.test(attribute.value),
                )
                .map((attribute) => `${element.localName} ${attribute.name}`)
                .concat(element.localName === 'script' ? ['script'] : []),
            ),
          };
        });
        await page.close();
        checkRequests(`${label}hostile posts, ${who}`, site.base, result.requests);
        check(
          `${label}hostile posts, ${who}: no script runs, no handler or script address is in the content, the widgets upgrade`,
          dialogs.length === 0 &&
            elements > 0 &&
            handlers.length === 0 &&
            result.state.widgets.length > 0 &&
            result.state.widgets.every((widget) => widget.upgraded),
          `${where}: dialogs ${dialogs.join(', ')}; ${elements} elements; ${handlers.join(', ')}; ${JSON.stringify(result.state.widgets)}`,
        );
      }
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  platformTest(`${label}the block editor`, () =>
    editorTests(browser, site.base, users.author, label),
  );

  platformTest(`${label}the Contributor’s pending post, in the preview`, async () => {
    const contributor = await loggedIn(browser, site.base, users.contributor, {
      width: 390,
      height: 844,
    });
    const preview = await contributor.newPage();
    const previewed = await inspect(
      preview,
      new URL(`/?p=${pending.id}&preview=true`, site.base).href,
      true,
    );
    check(
      `${label}Contributor’s pending post: the FAQ upgrades in the preview`,
      previewed.state.widgets.length === 1 && previewed.state.widgets[0].upgraded,
      JSON.stringify(previewed.state.widgets),
    );
    check(
      `${label}Contributor’s pending post: the text after it is visible and outside it`,
      previewed.state.after?.visible === true && previewed.state.after.insideWidget === false,
    );
    checkRequests(`${label}Contributor’s pending post`, site.base, previewed.requests);
    await contributor.close();
  });

  platformTest(`${label}readers without JavaScript`, async () => {
    const html = await (await fetch(published.classic.link)).text();
    check(
      `${label}classic content: the fallback text is in the page for readers without JavaScript`,
      html.includes('<strong>Setup for 3 players:</strong>') && html.includes('5 pawns'),
    );
  });

  platformTest(`${label}the accent colour under style-src 'self'`, () =>
    accentTests(site, browser, published['shortcode-block'].link, label),
  );

  platformTest(`${label}the site in German`, () =>
    germanTests(site, browser, context, published['shortcode-block'].link, admin, label),
  );

  platformTest(`${label}DISALLOW_UNFILTERED_HTML`, () =>
    disallowUnfilteredHtmlTests(site, context, label),
  );

  platformTest(`${label}a sub-directory network`, () => multisiteTests(site, context, label));
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

/**
 * The accent colour the site owner chose, on a page whose Content Security Policy allows only the
 * site's own stylesheets (`style-src 'self'`): the widget still takes it, and the page holds no
 * inline style of ours.
 */
async function accentTests(site, browser, link, label = '') {
  sitePhp(site, 'option.php', JSON.stringify({ accent: '#7a2e2e' }));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.route(link, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "style-src 'self'" },
      });
    });
    const page = await context.newPage();
    const result = await inspect(page, link, true);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.querySelector('defenders-turn-checklist'))
        .getPropertyValue('--defenders-accent')
        .trim(),
    );
    const html = await page.content();
    check(
      `${label}style-src 'self': the accent colour reaches the widget, from a stylesheet file`,
      accent === '#7a2e2e' && !html.includes('defenders-rules-widgets-inline-css'),
      `accent "${accent}"`,
    );
    check(
      `${label}style-src 'self': the widget upgrades`,
      result.state.widgets.length === 1 && result.state.widgets[0].upgraded,
    );
  } finally {
    await context.close();
    sitePhp(site, 'option.php', '{}');
  }
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
async function disallowUnfilteredHtmlTests(site, context, label) {
  writeFileSync(site.flag('disallow-unfiltered-html'), '');
  try {
    const users = makeUsers(site);
    check(
      `${label}DISALLOW_UNFILTERED_HTML: the Administrator has no unfiltered_html`,
      users.administrator.unfiltered === false,
    );
    await checkAdminPost(
      `${label}DISALLOW_UNFILTERED_HTML, Administrator`,
      site.base,
      users.administrator,
      context,
    );
  } finally {
    rmSync(site.flag('disallow-unfiltered-html'));
  }
}

/**
 * The site made a sub-directory network; the plugin network-activated by the Super Admin on
 * Network Admin → Plugins; a post published on /site2/ by that site's own Administrator.
 */
async function multisiteTests(site, context, label) {
  const converted = sitePhp(site, 'multisite.php', 'convert');
  check(
    `${label}multisite: the site becomes a sub-directory network`,
    /"network":true/.test(converted.stdout),
  );
  writeFileSync(site.flag('multisite'), '');
  const output = sitePhp(site, 'multisite.php', 'site').stdout;
  const siteAdmin = JSON.parse(output.slice(output.lastIndexOf('\n{') + 1));
  check(
    `${label}multisite: /site2/ has its own Administrator, not a Super Admin, without unfiltered_html`,
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
    `${label}multisite: the Super Admin network-activates the plugin`,
    activated?.status === 302 && /activate=true/.test(activated.headers.get('location') ?? ''),
    activate ? activated.headers.get('location') : 'no Network Activate link',
  );
  await checkAdminPost(
    `${label}multisite /site2/, its Administrator`,
    new URL('/site2/', site.base),
    siteAdmin,
    context,
  );
  phpCases(
    site,
    'uninstall.php',
    `${label}multisite: uninstall deletes every site’s option and stylesheet`,
  );
}
