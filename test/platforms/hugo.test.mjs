// The Hugo theme component with Debian's Hugo, in an English and a German site built with
// Hugo's default settings, read in Chromium at 390 px: one widget, the `widgets="…"` shorthand game,
// a `defenders-game` around two widgets with Markdown between them, an unknown widget name and a
// page without widgets.
import { after } from 'node:test';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AFTER,
  HUGO_THEME,
  WORK,
  check,
  checkRequests,
  ensurePackages,
  inspect,
  launchBrowser,
  platformTest,
  run,
  serveStatic,
} from './services.mjs';

/** The Markdown between the widgets of a game that wraps them. */
const BETWEEN = 'Between the widgets, **in Markdown**.';

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
  post('unknown', '{{< defenders widget="nosuchbundle" >}}');
  post(
    'wrapped',
    'Before.\n\n{{< defenders-game players="3" >}}\n{{< defenders widget="setup-calculator" >}}\n\n' +
      `${BETWEEN}\n\n{{< defenders widget="victory-checker" >}}\n{{< /defenders-game >}}`,
  );
  const built = run('hugo', ['--quiet', '--source', folder], { allowFailure: true });
  return built;
}

ensurePackages();
const version = run('hugo', ['version']).stdout.trim().split(' ')[1];
const browser = await launchBrowser();
after(() => browser.close());

for (const language of ['en', 'de'])
  platformTest(`Hugo ${version} (${language})`, async () => {
    const folder = join(WORK, `hugo-${language}`);
    const built = hugoSite(folder, language);
    check(
      `Hugo ${version} (${language}): the site builds with the theme component`,
      built.status === 0,
      built.stderr,
    );
    if (built.status !== 0) return;
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
          gameScripts.filter((url) => /\/cdn\/chunks\/faq-search-[\w-]+\.js$/.test(url)).length ===
            1 &&
          gameScripts.length === (language === 'de' ? 3 : 2),
        gameScripts.join(', '),
      );
      const faq = game.state.widgets.find((widget) => widget.tag === 'defenders-faq');
      check(
        `Hugo (${language}) game: the FAQ lists its answers from the chunk`,
        faq?.upgraded === true && faq.answers > 0,
        JSON.stringify(faq),
      );
      const wrapped = await visit('game around two widgets', '/posts/wrapped/');
      const [wrapper, wrappedCalculator, wrappedChecker] = wrapped.state.widgets;
      check(
        `Hugo (${language}) game around two widgets: they upgrade inside it, sharing its 3 players and 2 Houses`,
        wrapped.state.widgets.length === 3 &&
          wrapped.state.widgets.every((w) => w.upgraded) &&
          wrapper?.tag === 'defenders-game' &&
          wrappedCalculator?.inGame &&
          wrappedCalculator.players === 3 &&
          wrappedChecker?.inGame &&
          wrappedChecker.houses === 2,
        JSON.stringify(wrapped.state.widgets),
      );
      const wrappedHtml = readFileSync(join(folder, 'public/posts/wrapped/index.html'), 'utf8');
      check(
        `Hugo (${language}) game around two widgets: the Markdown between them is rendered, inside the game, and nothing is omitted`,
        /<defenders-game players="3"><defenders-setup-calculator>[\s\S]*<\/defenders-setup-calculator>\s*<p>Between the widgets, <strong>in Markdown<\/strong>\.<\/p>\s*<defenders-victory-checker>[\s\S]*<\/defenders-game>/.test(
          wrappedHtml,
        ) &&
          !wrappedHtml.includes('raw HTML omitted') &&
          !/xdefendersgame/.test(wrappedHtml) &&
          wrapped.state.after?.visible === true &&
          wrapped.state.after.insideWidget === false,
        wrappedHtml.match(/<defenders-game[\s\S]*<\/defenders-game>/)?.[0]?.slice(0, 600),
      );
      check(
        `Hugo (${language}) game around two widgets: the all-in-one bundle, once`,
        wrapped.requests.filter((url) => url.endsWith('/cdn/defenders-widgets.js')).length === 1 &&
          !wrapped.requests.some((url) => url.endsWith('/setup-calculator.js')),
        wrapped.requests.filter((url) => url.endsWith('.js')).join(', '),
      );
      const unknown = await visit('unknown widget', '/posts/unknown/', false);
      const unknownHtml = readFileSync(join(folder, 'public/posts/unknown/index.html'), 'utf8');
      check(
        `Hugo (${language}) unknown widget: the notice, and no bundle is asked for`,
        /role="alert">defenders shortcode: widget must be one of [^<]*nosuchbundle/.test(
          unknownHtml.replaceAll('&#34;', '"').replaceAll('&quot;', '"'),
        ) && !unknown.requests.some((url) => url.includes('defenders-rules-widgets/dist/cdn/')),
        unknown.requests.join(', '),
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
  });
