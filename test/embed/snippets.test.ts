// The snippet builder (src/embed/snippets.ts): fallbacks say what the rules core says, and every
// piece of text is escaped, checked by parsing the output the way a browser would.
import { expect } from '@open-wc/testing';
import {
  ACTION_NAMES,
  FAQ,
  PLAYER_COUNTS,
  setupFor,
  turnActions,
  turnPlan,
} from '../../src/rules.js';
import {
  EMBED_WIDGETS,
  checkAccent,
  checkOptions,
  elementSnippet,
  escapeHtml,
  escapeJsxText,
  fallbackText,
  iframeSnippet,
  parseEmbedQuery,
  reactSnippet,
  scriptSnippet,
} from '../../src/embed/snippets.js';
import { searchFaqStrong } from '../../src/rules/faq/search.js';

const HOSTILE = `<img src=x onerror="alert(1)">" onmouseover='alert(2)' {danger} & </defenders-faq><script>alert(3)</script>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

const squash = (text: string) => text.replace(/\s+/g, '');

describe('snippets: fallback content', () => {
  it('gives the setup figures of the core for every player count', () => {
    for (const players of PLAYER_COUNTS) {
      const plan = setupFor(players);
      const text = fallbackText('setup-calculator', { players: String(players) });
      expect(text).to.contain(`Setup for ${players} players`);
      expect(text).to.contain(`${plan.housePlayers} House Player`);
      expect(text).to.contain(`${plan.pawns} pawns`);
      expect(text).to.contain(
        `${plan.onBoard} on the Deployment Spaces and ${plan.reserve} in reserve`,
      );
      expect(text).to.contain('rulebook p. 6');
    }
  });

  it('gives every FAQ question and answer as text, or the ones a query finds', () => {
    const all = fallbackText('faq');
    for (const entry of FAQ)
      expect(all).to.contain(entry.question).and.contain(entry.answer.replace(/\.$/, ''));
    // The weaker matches fold, as in the widget, into a disclosure of their own.
    const { results, strong } = searchFaqStrong('draw');
    expect(strong).to.be.below(results.length);
    const doc = parse(elementSnippet('faq', { query: 'draw' }));
    const questions = [...doc.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(questions).to.deep.equal([
      ...results.slice(0, strong).map((entry) => entry.question),
      `${results.length - strong} weaker match${results.length - strong === 1 ? '' : 'es'}`,
      ...results.slice(strong).map((entry) => entry.question),
    ]);
    const folded = doc.querySelectorAll('details')[strong]!;
    expect(folded.querySelectorAll('details')).to.have.length(results.length - strong);
  });

  it('lists a turn plan in the order of the core', () => {
    const doc = parse(elementSnippet('turn-checklist', { side: 'house', action: 'learn' }));
    const items = [...doc.querySelectorAll('li')].map((item) => item.textContent!);
    const steps = turnPlan('house', 'learn').steps;
    expect(items).to.have.length(steps.length);
    steps.forEach((step, index) => expect(items[index]).to.contain(step.text.replace(/\.$/, '')));
    // The citation sits inside the sentence, before its full stop.
    expect(items[0]).to.match(/ \(rulebook pp?\. [\d, ]+\)\.$/);
  });

  it('lists only the actions open now: no Replenish on the final hand, with the reason', () => {
    for (const side of ['house', 'dark-arts'] as const) {
      const open = turnActions(side).map((option) => ACTION_NAMES[option.id]);
      expect(fallbackText('turn-checklist', { side })).to.contain(
        `take one main action: ${open.slice(0, -1).join(', ')} or ${open.at(-1)}`,
      );
      const doc = parse(elementSnippet('turn-checklist', { side, 'final-hand': true }));
      const [summary, ...notes] = [...doc.querySelectorAll('p')].map(
        (paragraph) => paragraph.textContent!,
      );
      const allowed = turnActions(side, { finalHand: true }).filter((option) => option.allowed);
      expect(summary, side).to.not.contain('Replenish');
      for (const option of allowed) expect(summary, side).to.contain(ACTION_NAMES[option.id]);
      expect(notes.join(' '), side).to.match(/^No Replenish: .*last space/);
    }
  });

  it('tells how each side wins, the House way from the core', () => {
    const text = fallbackText('victory-checker');
    expect(text).to.contain(
      'Each House needs 2 more Defence Shields; the first House to have them wins, alone (rulebook p. 23).',
    );
  });

  it('writes the same text into the HTML as fallbackText, for every widget', () => {
    for (const widget of EMBED_WIDGETS) {
      if (widget === 'game') continue;
      const element = parse(elementSnippet(widget)).body.firstElementChild!;
      expect(element.localName).to.equal(`defenders-${widget}`);
      expect(squash(element.textContent!)).to.equal(squash(fallbackText(widget)));
    }
  });

  it('puts the widgets of a game inside it, each with its fallback', () => {
    const game = parse(elementSnippet('game', { players: '3' })).querySelector('defenders-game')!;
    expect(game.getAttribute('players')).to.equal('3');
    const calculator = game.querySelector('defenders-setup-calculator')!;
    expect(calculator.hasAttribute('players'), 'the game shares its count').to.equal(false);
    expect(calculator.textContent).to.contain('Setup for 3 players');
    expect(
      game.querySelectorAll(
        'defenders-turn-checklist, defenders-path-tracker, defenders-victory-checker',
      ),
    ).to.have.length(3);
  });

  it("puts a game's layout on the game and describes that path in the tracker's fallback", () => {
    const game = parse(elementSnippet('game', { layout: 'wWoOrRRr' })).querySelector(
      'defenders-game',
    )!;
    expect(game.getAttribute('layout')).to.equal('wWoOrRRr');
    const tracker = game.querySelector('defenders-path-tracker')!;
    expect(tracker.hasAttribute('layout'), 'the tracker follows the game').to.equal(false);
    expect(tracker.textContent).to.contain('space 1 of 8');
  });
});

describe('snippets: escaping', () => {
  it('escapes HTML and JSX text', () => {
    expect(escapeHtml(`<a href="x">&'`)).to.equal('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(escapeJsxText('{a} <b> & c')).to.equal("{'{'}a{'}'} &lt;b&gt; &amp; c");
  });

  it('keeps hostile text inside one attribute of the element snippet', () => {
    const doc = parse(elementSnippet('faq', { query: HOSTILE }));
    const faq = doc.querySelector('defenders-faq')!;
    expect(faq.getAttributeNames()).to.deep.equal(['query']);
    expect(faq.getAttribute('query')).to.equal(HOSTILE);
    expect(doc.querySelectorAll('img, script, [onerror], [onmouseover]')).to.have.length(0);
    expect(doc.body.children).to.have.length(1);
  });

  it('keeps hostile text inside the iframe address', () => {
    const doc = parse(
      iframeSnippet('faq', { query: HOSTILE }, { embedUrl: 'https://example.com/embed/' }),
    );
    const frame = doc.querySelector('iframe')!;
    expect(doc.querySelectorAll('img, script')).to.have.length(0);
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin + url.pathname).to.equal('https://example.com/embed/');
    expect(url.searchParams.get('query')).to.equal(HOSTILE);
    expect(frame.getAttribute('title')).to.contain('Rules FAQ');
  });

  it('refuses a hostile accent in every snippet', () => {
    const accent = 'red; background: url(https://example.com/x)';
    expect(checkAccent(accent).ok).to.equal(false);
    expect(scriptSnippet('faq', {}, { accent })).not.to.contain('url(');
    expect(iframeSnippet('faq', {}, { accent })).not.to.contain('url');
    expect(reactSnippet('faq', {}, { accent })).not.to.contain('url(');
    const ok = parse(scriptSnippet('faq', {}, { accent: '#225588', theme: 'dark' })).querySelector(
      'defenders-faq',
    )!;
    expect(ok.getAttribute('style')).to.equal('color-scheme: dark; --defenders-accent: #225588');
  });

  it('writes hostile text into JSX as a string expression, never as markup', () => {
    const jsx = reactSnippet('faq', { query: HOSTILE });
    const expression = `query={${JSON.stringify(HOSTILE)}}`;
    expect(jsx).to.contain(expression);
    // Outside the expression the text may appear only escaped (the fallback's no-match line
    // quotes it): no tag of it, whatever words of it remain as text.
    const rest = jsx.replace(expression, '');
    expect(rest).not.to.match(/<img|<script|<\/defenders-faq><script/);
    expect(rest).to.contain('&lt;img src=x');
  });

  it('drops options that fail their checks instead of writing them out', () => {
    const doc = parse(elementSnippet('setup-calculator', { players: '9" onclick="alert(1)' }));
    expect(doc.querySelector('defenders-setup-calculator')!.getAttributeNames()).to.deep.equal([]);
  });
});

describe('snippets: script tags and the embed query', () => {
  it('pins the CDN addresses to the version', () => {
    expect(scriptSnippet('setup-calculator')).to.contain(
      '<script type="module" src="https://cdn.jsdelivr.net/npm/defenders-rules-widgets@0.1.0/dist/cdn/defenders-widgets.js"></script>',
    );
    expect(scriptSnippet('setup-calculator', {}, { cdn: 'unpkg', singleBundle: true })).to.contain(
      '<script type="module" src="https://unpkg.com/defenders-rules-widgets@0.1.0/dist/cdn/setup-calculator.js"></script>',
    );
  });

  it('reads a good query string', () => {
    expect(
      parseEmbedQuery('?widget=setup-calculator&players=3&theme=dark&accent=%23225588'),
    ).to.deep.equal({
      widget: 'setup-calculator',
      options: { players: '3' },
      theme: 'dark',
      accent: '#225588',
      language: 'en',
      problems: [],
    });
    expect(
      parseEmbedQuery('?widget=turn-checklist&side=dark-arts&action=explore&final-hand=true')
        .options,
    ).to.deep.equal({
      side: 'dark-arts',
      action: 'explore',
      'final-hand': true,
    });
  });

  it('refuses Replenish with the final hand, for either side, and writes no Replenish steps (p. 22)', () => {
    for (const side of ['house', 'dark-arts'] as const) {
      const request = parseEmbedQuery(
        `?widget=turn-checklist&side=${side}&action=replenish&final-hand=true`,
      );
      expect(request.options, side).to.deep.equal({ side, 'final-hand': true });
      expect(request.problems.join(' '), side)
        .to.contain('action "replenish" is not possible with final-hand')
        .and.contain('nobody may Replenish');
      const options = { side, action: 'replenish', 'final-hand': true } as const;
      expect(
        checkOptions('turn-checklist', { side, action: 'replenish', 'final-hand': 'true' }).options,
      ).to.not.have.property('action');
      for (const text of [
        fallbackText('turn-checklist', options),
        elementSnippet('turn-checklist', options),
        reactSnippet('turn-checklist', options),
      ]) {
        expect(text, side).to.not.match(/Replenish turn|Draw cards until your hand holds five/);
        expect(text, side).to.not.contain('action="replenish"');
      }
      expect(fallbackText('turn-checklist', options), side).to.contain('No Replenish');
    }
    expect(parseEmbedQuery('?widget=turn-checklist&action=replenish').options).to.deep.equal({
      action: 'replenish',
    });
  });

  it('names every problem of a bad query string', () => {
    const request = parseEmbedQuery(
      '?widget=path-tracker&layout=xyz&position=99&zoom=2&accent=url(x)&theme=neon',
    );
    expect(request.widget).to.equal('path-tracker');
    expect(request.options).to.deep.equal({});
    const problems = request.problems.join('\n');
    expect(problems)
      .to.contain('"zoom"')
      .and.contain('layout')
      .and.contain('position')
      .and.contain('accent')
      .and.contain('theme');
    expect(parseEmbedQuery('?widget=faq&widget=game').problems.join()).to.contain('more than once');
  });

  it('reads parameters named like Object members as unknown options, never as repeated ones', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const request = parseEmbedQuery(`?widget=faq&${name}=1`);
      const problems = request.problems.join('\n');
      expect(problems, name).not.to.contain('more than once');
      expect(problems, name).to.contain(`"${name}"`);
      expect(request.widget, name).to.equal('faq');
      expect(request.options, name).to.deep.equal({});
    }
  });
});

describe('snippets: a language choice', () => {
  // Registers German, as the generator page and the docs check do before writing a German snippet.
  before(() => import('../../src/locales/de.js'));

  it('writes English by default: one script tag, no lang, English fallback', () => {
    const snippet = scriptSnippet('setup-calculator', { players: '3' });
    expect(snippet.match(/<script /g)).to.have.length(1);
    expect(snippet).to.not.contain('lang=');
    expect(snippet).to.contain('Setup for 3 players:');
  });

  it('writes German: the bundle and the German module of the same version, lang="de", German fallback', () => {
    const snippet = scriptSnippet(
      'setup-calculator',
      { players: '3' },
      { language: 'de', version: '1.2.3', cdn: 'unpkg', singleBundle: true },
    );
    const doc = parse(snippet);
    const scripts = [...doc.querySelectorAll('script[type="module"]')].map((script) =>
      script.getAttribute('src'),
    );
    expect(scripts).to.deep.equal([
      'https://unpkg.com/defenders-rules-widgets@1.2.3/dist/cdn/setup-calculator.js',
      'https://unpkg.com/defenders-rules-widgets@1.2.3/dist/cdn/locales/de.js',
    ]);
    const element = doc.querySelector('defenders-setup-calculator')!;
    expect(element.getAttribute('lang')).to.equal('de');
    const plan = setupFor(3);
    expect(element.textContent!.trim()).to.equal(
      `Aufbau für 3 Spieler: 1 Spieler der Dunklen Künste und 2 Hausspieler. Der Spieler der Dunklen Künste hat ${plan.pawns} Figuren: ${plan.onBoard} auf den Aufstellungsfeldern und ${plan.reserve} im Vorrat (engl. Regelheft S. ${plan.steps.find((step) => step.id === 'dark-arts-pawns')!.pages.join(', ')}).`,
    );
  });

  it('puts lang="de" on a game, whose widgets inherit it, and writes their fallback in German', () => {
    const doc = parse(scriptSnippet('game', {}, { language: 'de' }));
    const game = doc.querySelector('defenders-game')!;
    expect(game.getAttribute('lang')).to.equal('de');
    expect(game.querySelector('defenders-setup-calculator')!.hasAttribute('lang')).to.equal(false);
    expect(game.textContent).to.contain('Aufbau für 4 Spieler:');
    expect(fallbackText('game', {}, { locale: 'de' })).to.equal(
      'Spielhelfer: Aufbau, Züge, der Pfad der Dunklen Künste und Sieg an einem Ort.',
    );
  });

  it('asks the iframe page for German and names the frame in German', () => {
    const doc = parse(
      iframeSnippet('faq', {}, { language: 'de', embedUrl: 'https://x.example/e/' }),
    );
    const frame = doc.querySelector('iframe')!;
    expect(new URL(frame.getAttribute('src')!).searchParams.get('lang')).to.equal('de');
    expect(frame.getAttribute('title')).to.equal('Regel-FAQ (Defenders of Hogwarts)');
    expect(parseEmbedQuery(new URL(frame.getAttribute('src')!).search).language).to.equal('de');
  });

  it('imports the German module in the React snippet and sets lang="de"', () => {
    const snippet = reactSnippet('setup-calculator', {}, { language: 'de' });
    expect(snippet).to.contain("import 'defenders-rules-widgets/locales/de.js';");
    expect(snippet).to.contain('<defenders-setup-calculator lang="de"');
    expect(snippet).to.contain('Aufbau für 4 Spieler:');
  });

  it('turns down an unknown embed language, naming the ones it has', () => {
    const request = parseEmbedQuery('?widget=faq&lang=fr');
    expect(request.language).to.equal('en');
    expect(request.problems).to.deep.equal(['lang must be "en" or "de"; got "fr"']);
  });
});
