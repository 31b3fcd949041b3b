import { expect, fixture, fixtureCleanup, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { LitElement, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { DEFAULT_LAYOUT, RulesError, parseLayout, pathStateAt } from '../../src/rules.js';
import { gameContext, type GameContextValue, type GameState } from '../../src/model/context.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { encodeShare, readHashParam } from '../../src/components/game/internal/share-link.js';
import { encodeGame } from '../../src/components/game/internal/game-state.js';
import { gameMessages } from '../../src/components/game/game.messages.js';
import { EMPTY_WIDGETS } from '../../src/model/widget-state.js';
import { startSession, type PathSession } from '../../src/model/path-session.js';
import type { DefendersGame, GameChange } from '../../src/components/game/game.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/game/game.js';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/rule-ref/rule-ref.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/turn-checklist/turn-checklist.js';
import { captureWarnings, ownChanges } from '../helpers/events.js';
import { root } from '../helpers/dom.js';

/** A widget stand-in: consumes the game like the real widgets do and shows what it gets. */
class TestGameConsumer extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @state()
  game?: GameContextValue;

  renders = 0;

  override render(): TemplateResult {
    this.renders += 1;
    return html`<p>${this.game ? `${this.game.state.players} players` : 'alone'}</p>`;
  }
}
customElements.define('test-game-consumer', TestGameConsumer);

declare global {
  interface HTMLElementTagNameMap {
    'test-game-consumer': TestGameConsumer;
  }
}

const layout = parseLayout(DEFAULT_LAYOUT);
const alertOf = (el: DefendersGame) => root(el).querySelector('[role="alert"]');
const button = (el: DefendersGame, selector: string) =>
  root(el).querySelector<HTMLButtonElement>(selector)!;
const statusText = (el: DefendersGame) =>
  root(el).querySelector('[role="status"]')!.textContent!.trim();

let keyCounter = 0;
const freshKey = () => `test-${Date.now()}-${++keyCounter}`;

async function gameWithConsumer(
  attributes: TemplateResult = html`<defenders-game><test-game-consumer></test-game-consumer></defenders-game>`,
) {
  const el = await fixture<DefendersGame>(attributes);
  const consumer = el.querySelector('test-game-consumer')!;
  await consumer.updateComplete;
  return { el, consumer };
}

/** Removes the element and builds a new one with the same markup, as a page reload would. */
async function reload(template: TemplateResult): Promise<DefendersGame> {
  fixtureCleanup();
  return fixture<DefendersGame>(template);
}

function clearOurStorage(): void {
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  }
}

/**
 * Runs `body` (the statements of an async function, which may `await` and ends by returning a
 * structured-cloneable value) as a module script in a frame sandboxed without
 * `allow-same-origin`: an opaque origin, where the browser refuses `localStorage`.
 */
async function inSandboxedFrame(
  body: string,
): Promise<Record<string, unknown> & { warnings: string[] }> {
  const frame = document.createElement('iframe');
  frame.title = 'sandboxed guide page';
  frame.sandbox.add('allow-scripts');
  frame.srcdoc = `<!doctype html><html lang="en"><body><script type="module">
    const run = async () => { ${body} };
    run().then(
      (result) => parent.postMessage({ result }, '*'),
      (error) => parent.postMessage({ error: String(error?.stack ?? error) }, '*'),
    );
  </script></body></html>`;
  try {
    const answer = new Promise<{ result?: unknown; error?: string }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the sandboxed frame never answered')),
        15000,
      );
      window.addEventListener('message', function onMessage(event: MessageEvent) {
        if (event.source !== frame.contentWindow) return;
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        resolve(event.data as { result?: unknown; error?: string });
      });
    });
    document.body.append(frame);
    const { result, error } = await answer;
    if (error !== undefined) throw new Error(`in the sandboxed frame: ${error}`);
    return result as Record<string, unknown> & { warnings: string[] };
  } finally {
    frame.remove();
  }
}

const pageUrl = location.href.split('#')[0];
const setHash = (hash: string) => history.replaceState(null, '', `${pageUrl}${hash}`);

describe('<defenders-game>', () => {
  it("leaves the page's own font and line spacing to the guide text inside it", async () => {
    const wrapper = await fixture<HTMLElement>(html`<article class="guide-page">
      <defenders-game><p id="prose">Guide text</p></defenders-game>
    </article>`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '.guide-page { font-family: Georgia, serif; line-height: 1.9; --defenders-font: monospace; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const game = wrapper.querySelector('defenders-game')!;
      await game.updateComplete;
      const prose = getComputedStyle(wrapper.querySelector('#prose')!);
      expect(prose.fontFamily).to.contain('Georgia');
      expect(prose.lineHeight).to.equal(getComputedStyle(wrapper).lineHeight);
      const toolbar = game.shadowRoot!.querySelector('[part="toolbar"]')!;
      expect(
        getComputedStyle(toolbar).fontFamily,
        'the widget chrome takes --defenders-font',
      ).to.equal('monospace');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== sheet);
    }
  });

  afterEach(() => {
    clearOurStorage();
    setHash('');
  });

  describe('as a context provider', () => {
    it('works with no attributes: four players, three Houses, the path at its start, the content slotted', async () => {
      const { el, consumer } = await gameWithConsumer();
      expect(el.players).to.equal(4);
      expect(el.getAttribute('players')).to.equal('4');
      expect(el.state!.players).to.equal(4);
      expect(el.state!.houses).to.deep.equal(['gryffindor', 'hufflepuff', 'ravenclaw']);
      expect(el.state!.path.layout).to.equal(layout.notation);
      expect(el.state!.path.state.position).to.equal(0);
      expect(el.state!.path.history).to.deep.equal([]);
      expect(el.state!.rulebookUrl).to.equal('');
      expect(root(el).querySelector('[part="base"] slot')).to.exist;
      expect(consumer.shadowRoot!.textContent).to.contain('4 players');
      expect(getComputedStyle(consumer).display).to.not.equal('none');
      expect(alertOf(el)).to.equal(null);
      expect(button(el, '[part="new-game"]').textContent).to.contain('New game');
      expect(root(el).querySelector('[part="share"]'), 'no share button unless asked').to.equal(
        null,
      );
      await expect(el).to.be.accessible();
    });

    it('leaves a widget outside a game alone', async () => {
      const consumer = await fixture<TestGameConsumer>(
        html`<test-game-consumer></test-game-consumer>`,
      );
      expect(consumer.game).to.equal(undefined);
      expect(consumer.shadowRoot!.textContent).to.contain('alone');
    });

    it('maps attributes to properties and reflects them; a host change reaches the widgets without an event', async () => {
      const { el, consumer } = await gameWithConsumer(
        html`<defenders-game players="3" rulebook-url="https://example.com/rules.pdf"><test-game-consumer></test-game-consumer></defenders-game>`,
      );
      expect(el.players).to.equal(3);
      expect(el.rulebookUrl).to.equal('https://example.com/rules.pdf');
      expect(el.state!.houses).to.have.length(2);
      const before = consumer.game;
      const events = ownChanges<GameChange>(el);
      el.players = 5;
      el.share = true;
      await el.updateComplete;
      await consumer.updateComplete;
      expect(el.getAttribute('players')).to.equal('5');
      expect(el.hasAttribute('share')).to.equal(true);
      expect(consumer.game).to.not.equal(before, 'a new context object on every change');
      expect(consumer.game!.state.players).to.equal(5);
      expect(consumer.shadowRoot!.textContent).to.contain('5 players');
      expect(el.state!.houses).to.deep.equal([
        'gryffindor',
        'hufflepuff',
        'ravenclaw',
        'slytherin',
      ]);
      el.rulebookUrl = 'https://example.org/other.pdf';
      await el.updateComplete;
      expect(consumer.game!.state.rulebookUrl).to.equal('https://example.org/other.pdf');
      expect(events).to.have.length(0);
    });

    it('takes a change from a widget, shares it with the others and fires defenders-change', async () => {
      const el = await fixture<DefendersGame>(
        html`<defenders-game><test-game-consumer id="a"></test-game-consumer><div><test-game-consumer id="b"></test-game-consumer></div></defenders-game>`,
      );
      const [a, b] = [
        el.querySelector<TestGameConsumer>('#a')!,
        el.querySelector<TestGameConsumer>('#b')!,
      ];
      await b.updateComplete;
      const events = ownChanges<GameChange>(el);
      setTimeout(() => a.game!.setPlayers(2));
      const event = await oneEvent(el, 'defenders-change');
      expect(event.bubbles && event.composed).to.equal(true);
      expect(event.detail).to.equal(el.state);
      expect(event.detail.players).to.equal(2);
      expect(event.detail.houses).to.deep.equal(['gryffindor']);
      await b.updateComplete;
      expect(b.game!.state.players).to.equal(2);
      expect(b.shadowRoot!.textContent).to.contain('2 players');
      a.game!.setPlayers(2);
      expect(events, 'no event when nothing changes').to.have.length(1);
    });

    it('keeps the chosen Houses when the player count changes, as far as they fit', async () => {
      const { el, consumer } = await gameWithConsumer();
      consumer.game!.setHouses(['slytherin', 'ravenclaw', 'gryffindor']);
      consumer.game!.setPlayers(3);
      expect(el.state!.houses).to.deep.equal(['slytherin', 'ravenclaw']);
      consumer.game!.setPlayers(5);
      expect(el.state!.houses).to.deep.equal([
        'slytherin',
        'ravenclaw',
        'gryffindor',
        'hufflepuff',
      ]);
      expect(() =>
        consumer.game!.setHouses(['slytherin', 'slytherin', 'gryffindor', 'hufflepuff']),
      ).to.throw(RulesError);
      expect(() => consumer.game!.setHouses(['gryffindor'])).to.throw(RulesError);
      expect(() => consumer.game!.setPlayers(7 as never)).to.throw(RulesError);
      expect(el.state!.players).to.equal(5);
    });

    it('moves the shared path through the rules core; a forbidden move throws and changes nothing', async () => {
      const { el, consumer } = await gameWithConsumer();
      const events = ownChanges<GameChange>(el);
      consumer.game!.movePath({ kind: 'advance', cause: 'house-replenish' });
      await consumer.updateComplete;
      expect(consumer.game!.state.path.state.position).to.equal(1);
      expect(consumer.game!.state.path.history).to.have.length(1);
      const before = el.state;
      let thrown: unknown;
      try {
        consumer.game!.movePath({ kind: 'decide', choice: 'token' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).to.be.instanceOf(RulesError);
      expect(el.state).to.equal(before, 'the game is unchanged');
      expect(events).to.have.length(1);
      consumer.game!.undoPath();
      expect(el.state!.path.state.position).to.equal(0);
      consumer.game!.undoPath();
      expect(events, 'undo with nothing to undo is not a change').to.have.length(2);
    });

    it('replaces the path with a checked session and refuses an impossible one', async () => {
      const { el, consumer } = await gameWithConsumer();
      const placed: PathSession = {
        layout: layout.notation,
        state: pathStateAt(layout, 8),
        history: [],
      };
      consumer.game!.setPath(placed);
      expect(el.state!.path.state.position).to.equal(8);
      expect(el.state!.path.state.tokens.white).to.equal(true);
      const impossible = {
        ...placed,
        state: { ...placed.state, tokens: { white: false, orange: false, red: false } },
      };
      expect(() => consumer.game!.setPath(impossible)).to.throw(RulesError);
      expect(() => consumer.game!.setPath({ ...placed, layout: 'xyz' })).to.throw(RulesError);
      expect(el.state!.path.state.position).to.equal(8);
    });

    it('shows a message for a bad players value, keeps the default and keeps working', async () => {
      const warnings = captureWarnings();
      try {
        const { el, consumer } = await gameWithConsumer(
          html`<defenders-game players="7"><test-game-consumer></test-game-consumer></defenders-game>`,
        );
        expect(alertOf(el)!.textContent).to.contain('2 to 5');
        expect(el.getAttribute('players'), 'what the host wrote stays').to.equal('7');
        expect(el.state!.players).to.equal(4);
        expect(warnings.calls).to.have.length(1);
        consumer.game!.setPlayers(3);
        expect(el.state!.players).to.equal(3);
        el.players = 2;
        await el.updateComplete;
        expect(alertOf(el)).to.equal(null);
        expect(el.state!.players).to.equal(2);
        await expect(el).to.be.accessible();
      } finally {
        warnings.restore();
      }
    });

    it('refuses a rulebook-url that is not a web address', async () => {
      const warnings = captureWarnings();
      try {
        const el = await fixture<DefendersGame>(
          html`<defenders-game rulebook-url="javascript:alert(1)"></defenders-game>`,
        );
        expect(alertOf(el)!.textContent).to.contain('rulebook-url');
        expect(el.state!.rulebookUrl).to.equal('');
      } finally {
        warnings.restore();
      }
    });

    it('shares state with the real widgets; an attribute on a widget wins over the game', async () => {
      const el =
        await fixture<DefendersGame>(html`<defenders-game players="3" rulebook-url="https://example.com/rules.pdf">
        <defenders-setup-calculator id="follows"></defenders-setup-calculator>
        <defenders-setup-calculator id="own" players="5"></defenders-setup-calculator>
        <defenders-rule-ref pages="6"></defenders-rule-ref>
      </defenders-game>`);
      const follows = el.querySelector<DefendersSetupCalculator>('#follows')!;
      const own = el.querySelector<DefendersSetupCalculator>('#own')!;
      const ref = el.querySelector('defenders-rule-ref')!;
      await Promise.all([follows.updateComplete, own.updateComplete, ref.updateComplete]);
      expect(follows.plan.players).to.equal(3);
      expect(own.plan.players).to.equal(5);
      expect(ref.shadowRoot!.querySelector('a')!.href).to.contain('https://example.com/rules.pdf');
      el.players = 2;
      await el.updateComplete;
      await Promise.all([follows.updateComplete, own.updateComplete]);
      expect(follows.plan.players).to.equal(2);
      expect(own.plan.players).to.equal(5);
      // A user choice in the calculator goes up to the game.
      const radio = [
        ...follows.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
      ].find((input) => input.value === '4')!;
      const events = ownChanges<GameChange>(el);
      radio.click();
      await el.updateComplete;
      await own.updateComplete;
      expect(el.state!.players).to.equal(4);
      expect(events).to.have.length(1);
      expect(events[0]!.players).to.equal(4);
      expect(own.plan.players, 'its own attribute still wins').to.equal(5);
    });
  });

  describe('layout', () => {
    const board = 'wWw oOo rRRr';
    const boardNotation = parseLayout(board).notation;

    it('sets the shared path; a path tracker without its own layout follows it and the turn checklist moves it', async () => {
      const el = await fixture<DefendersGame>(html`<defenders-game layout=${board}>
        <defenders-turn-checklist side="house" action="replenish"></defenders-turn-checklist>
        <defenders-path-tracker></defenders-path-tracker>
      </defenders-game>`);
      const tracker = el.querySelector('defenders-path-tracker')!;
      const checklist = el.querySelector('defenders-turn-checklist')!;
      await Promise.all([tracker.updateComplete, checklist.updateComplete]);
      expect(el.getAttribute('layout')).to.equal(board);
      expect(el.state!.path.layout).to.equal(boardNotation);
      expect(tracker.shadowRoot!.querySelectorAll('[part~="space"]')).to.have.length(
        boardNotation.length,
      );
      [...checklist.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="step"] input')]
        .find((box) => box.closest('label')!.textContent!.includes('Dark Arts Marker forward'))!
        .click();
      await el.updateComplete;
      await tracker.updateComplete;
      expect(el.state!.path.state.position).to.equal(1);
      expect(tracker.state.position, 'the tracker shows the game path').to.equal(1);
      expect(alertOf(el)).to.equal(null);
    });

    it('restarts the path when the host changes the layout, without an event', async () => {
      const { el, consumer } = await gameWithConsumer();
      consumer.game!.movePath({ kind: 'advance', cause: 'house-replenish' });
      consumer.game!.setPlayers(3);
      const events = ownChanges<GameChange>(el);
      el.layout = board;
      await el.updateComplete;
      expect(el.state!.path.layout).to.equal(boardNotation);
      expect(el.state!.path.state.position).to.equal(0);
      expect(el.state!.players, 'the table is kept').to.equal(3);
      expect(events).to.have.length(0);
    });

    it('shows a message for a bad layout, uses the example layout and keeps working', async () => {
      const warnings = captureWarnings();
      try {
        const { el, consumer } = await gameWithConsumer(
          html`<defenders-game layout="wwx"><test-game-consumer></test-game-consumer></defenders-game>`,
        );
        expect(alertOf(el)!.textContent).to.contain('layout');
        expect(el.getAttribute('layout')).to.equal('wwx');
        expect(el.state!.path.layout).to.equal(layout.notation);
        consumer.game!.movePath({ kind: 'advance', cause: 'house-replenish' });
        expect(el.state!.path.state.position).to.equal(1);
        await expect(el).to.be.accessible();
      } finally {
        warnings.restore();
      }
    });

    it('a saved game on another layout keeps its table and starts the path on the host layout', async () => {
      const key = freshKey();
      const saved = {
        ...sampleState(),
        players: 3 as const,
        houses: ['slytherin', 'hufflepuff'] as GameState['houses'],
      };
      const moved = { ...saved, path: { ...saved.path, state: { ...saved.path.state } } };
      localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(encodeGame(moved)));
      const warnings = captureWarnings();
      try {
        const el = await fixture<DefendersGame>(
          html`<defenders-game persist=${key} layout=${board}></defenders-game>`,
        );
        expect(el.state!.players).to.equal(3);
        expect(el.state!.houses).to.deep.equal(['slytherin', 'hufflepuff']);
        expect(el.state!.path.layout).to.equal(boardNotation);
        expect(warnings.calls).to.have.length(1);
        expect(
          JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!).path.layout,
          'saved on the host layout',
        ).to.equal(boardNotation);
        // The same layout: nothing to adjust, no warning.
        const again = await reload(
          html`<defenders-game persist=${key} layout=${board}></defenders-game>`,
        );
        expect(again.state!.path.layout).to.equal(boardNotation);
        expect(warnings.calls).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });

    it('a new game starts on the host layout', async () => {
      const el = await fixture<DefendersGame>(
        html`<defenders-game layout=${board}></defenders-game>`,
      );
      button(el, '[part="new-game"]').click();
      await el.updateComplete;
      button(el, '.confirm-new').click();
      await el.updateComplete;
      expect(el.state!.path.layout).to.equal(boardNotation);
    });
  });

  describe('persist', () => {
    it('keeps the game across a reload; the saved game wins over the players attribute', async () => {
      const key = freshKey();
      const template = html`<defenders-game persist=${key} players="3"><test-game-consumer></test-game-consumer></defenders-game>`;
      const first = await fixture<DefendersGame>(template);
      const consumer = first.querySelector('test-game-consumer')!;
      consumer.game!.setPlayers(5);
      consumer.game!.setHouses(['ravenclaw', 'slytherin', 'hufflepuff', 'gryffindor']);
      consumer.game!.movePath({ kind: 'advance', cause: 'house-replenish' });
      consumer.game!.movePath({ kind: 'advance', cause: 'event' });
      const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
      expect(saved.v).to.equal(1);
      expect(saved).to.not.have.property('rulebookUrl');
      const second = await reload(template);
      expect(second.state!.players).to.equal(5);
      expect(second.state!.houses).to.deep.equal([
        'ravenclaw',
        'slytherin',
        'hufflepuff',
        'gryffindor',
      ]);
      expect(second.state!.path.state.position).to.equal(2);
      expect(second.state!.path.history).to.have.length(2);
      const consumer2 = second.querySelector('test-game-consumer')!;
      await consumer2.updateComplete;
      expect(consumer2.game!.state.path.state.pending).to.deep.equal({ zone: 'white' });
      consumer2.game!.undoPath();
      expect(second.state!.path.state.position).to.equal(1);
    });

    it('keeps the game across a real page reload (a guide page in a frame)', async () => {
      const key = freshKey();
      const frame = document.createElement('iframe');
      frame.title = 'guide page';
      frame.srcdoc = `<!doctype html><html lang="en"><body>
        <script type="module" src="${new URL('/src/index.ts', location.href).href}"></script>
        <defenders-game persist="${key}" players="4"><defenders-setup-calculator></defenders-setup-calculator></defenders-game>
      </body></html>`;
      const loaded = () =>
        new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const settled = async () => {
        const win = frame.contentWindow as Window & typeof globalThis;
        await win.customElements.whenDefined('defenders-setup-calculator');
        const game = win.document.querySelector('defenders-game') as DefendersGame;
        const calculator = win.document.querySelector(
          'defenders-setup-calculator',
        ) as DefendersSetupCalculator;
        await game.updateComplete;
        await calculator.updateComplete;
        return { game, calculator };
      };
      try {
        let load = loaded();
        document.body.append(frame);
        await load;
        const first = await settled();
        expect(first.game.state!.players).to.equal(4);
        const three = [
          ...first.calculator.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
        ].find((radio) => radio.value === '3')!;
        three.click();
        await first.game.updateComplete;
        expect(first.game.state!.players).to.equal(3);
        load = loaded();
        frame.contentWindow!.location.reload();
        await load;
        const second = await settled();
        expect(second.game, 'a new page').to.not.equal(first.game);
        expect(second.game.state!.players).to.equal(3);
        expect(second.calculator.plan.players).to.equal(3);
      } finally {
        frame.remove();
      }
    });

    const corrupt: Array<[string, string]> = [
      ['not JSON', '{"v":1,'],
      ['JSON null', 'null'],
      ['a list', '[1,2,3]'],
      ['a number', '42'],
      ['a foreign value', JSON.stringify({ theme: 'dark' })],
      ['an old version', JSON.stringify({ ...encodeGame(sampleState()), v: 0 })],
      ['a future version', JSON.stringify({ ...encodeGame(sampleState()), v: 2 })],
    ];
    /** A damaged part, named as the warning names it: only that part is dropped. */
    const damaged: Array<[string, string, string]> = [
      ['bad players', 'players', JSON.stringify({ ...encodeGame(sampleState()), players: 9 })],
      [
        'bad houses',
        'houses',
        JSON.stringify({ ...encodeGame(sampleState()), houses: ['gryffindor', 'gryffindor', 'x'] }),
      ],
      ['a wrong path shape', 'path', JSON.stringify({ ...encodeGame(sampleState()), path: 'far' })],
      [
        'a bad layout',
        'path',
        JSON.stringify({
          ...encodeGame(sampleState()),
          path: { ...encodeGame(sampleState()).path, layout: 'rrr' },
        }),
      ],
      [
        'an impossible path state',
        'path',
        JSON.stringify({
          ...encodeGame(sampleState()),
          path: {
            layout: layout.notation,
            start: {
              ...pathStateAt(layout, 8),
              tokens: { white: false, orange: false, red: false },
            },
            moves: [],
          },
        }),
      ],
      [
        'a position off the path',
        'path',
        JSON.stringify({
          ...encodeGame(sampleState()),
          path: {
            layout: layout.notation,
            start: { ...pathStateAt(layout, 0), position: 99 },
            moves: [],
          },
        }),
      ],
      [
        'moves the rules forbid',
        'path',
        JSON.stringify({
          ...encodeGame(sampleState()),
          path: {
            layout: layout.notation,
            start: pathStateAt(layout, 0),
            moves: [{ kind: 'decide', choice: 'token' }],
          },
        }),
      ],
      [
        'an unknown move',
        'path',
        JSON.stringify({
          ...encodeGame(sampleState()),
          path: {
            layout: layout.notation,
            start: pathStateAt(layout, 0),
            moves: [{ kind: 'teleport' }],
          },
        }),
      ],
    ];

    for (const [name, raw] of corrupt) {
      it(`ignores ${name} in storage with one warning and starts fresh`, async () => {
        const key = freshKey();
        localStorage.setItem(`${STORAGE_PREFIX}${key}`, raw);
        const warnings = captureWarnings();
        try {
          const { el, consumer } = await gameWithConsumer(
            html`<defenders-game persist=${key} players="3"><test-game-consumer></test-game-consumer></defenders-game>`,
          );
          expect(warnings.calls, 'exactly one warning').to.have.length(1);
          expect(String(warnings.calls[0]![0])).to.contain(`${STORAGE_PREFIX}${key}`);
          expect(el.state!.players).to.equal(3);
          expect(el.state!.path.state.position).to.equal(0);
          expect(consumer.shadowRoot!.textContent).to.contain('3 players');
          expect(button(el, '[part="new-game"]')).to.exist;
          consumer.game!.setPlayers(2);
          expect(
            JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!).players,
            'the next change is saved',
          ).to.equal(2);
          expect(warnings.calls).to.have.length(1);
        } finally {
          warnings.restore();
        }
      });
    }

    for (const [name, part, raw] of damaged) {
      it(`drops only ${name} in storage, with one warning naming the ${part}, and keeps the rest`, async () => {
        const key = freshKey();
        const record = { ...JSON.parse(raw), setupTicks: ['roles'], rev: 7 };
        localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(record));
        const warnings = captureWarnings();
        try {
          const { el, consumer } = await gameWithConsumer(
            html`<defenders-game persist=${key} players="3"><test-game-consumer></test-game-consumer></defenders-game>`,
          );
          expect(warnings.calls, 'exactly one warning').to.have.length(1);
          expect(String(warnings.calls[0]![0])).to.contain(`saved ${part} (`);
          expect(el.state!.players).to.equal(part === 'players' ? 3 : 4);
          expect(el.state!.setupTicks, 'the setup ticks are kept').to.deep.equal(['roles']);
          expect(el.state!.path.state.position).to.equal(0);
          const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
          expect(saved.setupTicks, 'saved again without the damage').to.deep.equal(['roles']);
          expect(saved.rev).to.equal(8);
          consumer.game!.setPlayers(2);
          expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!).players).to.equal(2);
          expect(warnings.calls).to.have.length(1);
        } finally {
          warnings.restore();
        }
      });
    }

    it('starts fresh without a warning when nothing is saved', async () => {
      const warnings = captureWarnings();
      try {
        const el = await fixture<DefendersGame>(
          html`<defenders-game persist=${freshKey()}></defenders-game>`,
        );
        expect(el.state!.players).to.equal(4);
        expect(warnings.calls).to.have.length(0);
      } finally {
        warnings.restore();
      }
    });

    it('degrades to memory when getItem and setItem throw', async () => {
      const key = freshKey();
      const { getItem, setItem } = Storage.prototype;
      Storage.prototype.getItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      const warnings = captureWarnings();
      try {
        const template = html`<defenders-game persist=${key}><test-game-consumer></test-game-consumer></defenders-game>`;
        const { el, consumer } = await gameWithConsumer(template);
        expect(el.state!.players).to.equal(4);
        consumer.game!.setPlayers(3);
        expect(el.state!.players).to.equal(3);
        expect(warnings.calls).to.have.length(1);
        expect(String(warnings.calls[0]![0])).to.contain('memory');
        const again = await reload(template);
        expect(again.state!.players, 'same page, same key: kept in memory').to.equal(3);
      } finally {
        Storage.prototype.getItem = getItem;
        Storage.prototype.setItem = setItem;
        warnings.restore();
      }
      expect(localStorage.getItem(`${STORAGE_PREFIX}${key}`)).to.equal(null);
    });

    // Staged in a sandboxed frame, where the `localStorage` getter throws natively in every
    // engine, as it does for readers of a host page that sandboxes the widgets. Replacing the
    // getter in the test page instead is not seen in WebKit once its optimizing JIT has compiled
    // the storage code (earlier tests here make it hot): the game then saved for real.
    it('degrades to memory in a sandboxed frame, where reading localStorage itself throws', async () => {
      const report = await inSandboxedFrame(`
        const warnings = [];
        const warn = console.warn;
        console.warn = (...args) => {
          const message = args.map(String).join(' ');
          if (message.startsWith('<defenders-')) warnings.push(message);
          else warn(...args);
        };
        let storage = 'available';
        try {
          void localStorage;
        } catch (error) {
          storage = error.name;
        }
        await import(${JSON.stringify(new URL('/src/index.ts', location.href).href)});
        const open = async () => {
          const game = document.createElement('defenders-game');
          game.setAttribute('persist', 'sandboxed');
          const calculator = document.createElement('defenders-setup-calculator');
          game.append(calculator);
          document.body.replaceChildren(game);
          await game.updateComplete;
          await calculator.updateComplete;
          return { game, calculator };
        };
        const first = await open();
        [...first.calculator.shadowRoot.querySelectorAll('input[type="radio"]')]
          .find((radio) => radio.value === '2')
          .click();
        await first.game.updateComplete;
        const note = first.game.shadowRoot.querySelector('[part="storage-note"]');
        const players = first.game.state.players;
        const warned = [...warnings];
        const again = await open();
        return {
          storage,
          players,
          note: note.textContent.trim(),
          noteRole: note.getAttribute('role'),
          warnings: warned,
          playersAfterReopening: again.game.state.players,
        };
      `);
      expect(report.storage, 'the frame really has no storage').to.equal('SecurityError');
      expect(report.players).to.equal(2);
      expect(report.note, 'the toolbar says so').to.equal(gameMessages['game.storage.failed']);
      expect(report.noteRole).to.equal('status');
      expect(report.warnings).to.have.length(1);
      expect(report.warnings[0]).to.contain('memory');
      expect(report.playersAfterReopening, 'same page, same key: kept in memory').to.equal(2);
    });

    it('switches to another saved game when the persist key changes', async () => {
      const [keyA, keyB] = [freshKey(), freshKey()];
      const { el, consumer } = await gameWithConsumer(
        html`<defenders-game persist=${keyA}><test-game-consumer></test-game-consumer></defenders-game>`,
      );
      consumer.game!.setPlayers(2);
      el.persist = keyB;
      await el.updateComplete;
      expect(
        JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${keyB}`)!).players,
        'nothing saved there yet: the game moves with it',
      ).to.equal(2);
      consumer.game!.setPlayers(5);
      el.persist = keyA;
      await el.updateComplete;
      expect(el.state!.players, 'the game saved under the first key').to.equal(2);
    });

    it('keeps two games with different keys apart', async () => {
      const [keyA, keyB] = [freshKey(), freshKey()];
      // fixtureSync: a plain div would make fixture wait for an animation frame, which a background tab may never give.
      const page = fixtureSync<HTMLDivElement>(html`<div>
        <defenders-game id="a" persist=${keyA}><test-game-consumer></test-game-consumer></defenders-game>
        <defenders-game id="b" persist=${keyB}><test-game-consumer></test-game-consumer></defenders-game>
      </div>`);
      const [a, b] = [
        page.querySelector<DefendersGame>('#a')!,
        page.querySelector<DefendersGame>('#b')!,
      ];
      const [consumerA, consumerB] = [
        a.querySelector('test-game-consumer')!,
        b.querySelector('test-game-consumer')!,
      ];
      await Promise.all([consumerA.updateComplete, consumerB.updateComplete]);
      consumerA.game!.setPlayers(2);
      consumerB.game!.movePath({ kind: 'advance', cause: 'event' });
      await Promise.all([consumerA.updateComplete, consumerB.updateComplete]);
      expect(consumerA.game!.state.players).to.equal(2);
      expect(consumerB.game!.state.players).to.equal(4);
      expect(consumerA.game!.state.path.state.position).to.equal(0);
      expect(consumerB.game!.state.path.state.position).to.equal(1);
      expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${keyA}`)!).players).to.equal(2);
      expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${keyB}`)!).players).to.equal(4);
    });
  });

  describe('share', () => {
    it('copies a link that restores the game, and the link wins over storage', async () => {
      const key = freshKey();
      const { writeText } = Clipboard.prototype;
      let copied = '';
      Clipboard.prototype.writeText = async (text: string) => {
        copied = text;
      };
      try {
        const template = html`<defenders-game persist=${key} share><test-game-consumer></test-game-consumer></defenders-game>`;
        const { el, consumer } = await gameWithConsumer(template);
        consumer.game!.setPlayers(3);
        consumer.game!.setHouses(['hufflepuff', 'slytherin']);
        consumer.game!.movePath({ kind: 'advance', cause: 'house-replenish' });
        const events = ownChanges<GameChange>(el);
        button(el, '[part="share"]').click();
        await new Promise((resolve) => setTimeout(resolve));
        await el.updateComplete;
        expect(events, 'copying changes nothing').to.have.length(0);
        expect(copied).to.equal(location.href);
        expect(readHashParam(location.hash, `defenders-${key}`)).to.be.a('string');
        expect(statusText(el)).to.contain('copied');
        const link = location.hash;

        // Another table is saved on this device, then the link is opened.
        consumer.game!.setPlayers(5);
        setHash('');
        setHash(link);
        const opened = await reload(template);
        expect(opened.state!.players).to.equal(3);
        expect(opened.state!.houses).to.deep.equal(['hufflepuff', 'slytherin']);
        expect(opened.state!.path.state.position).to.equal(1);
        expect(
          JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!).players,
          'the link is saved too',
        ).to.equal(3);
        expect(alertOf(opened)).to.equal(null);
        await expect(opened).to.be.accessible();
      } finally {
        Clipboard.prototype.writeText = writeText;
      }
    });

    it('keeps other parts of the hash and shows the link when the clipboard refuses', async () => {
      const { writeText } = Clipboard.prototype;
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException('no', 'NotAllowedError'));
      setHash('#intro');
      try {
        const el = await fixture<DefendersGame>(html`<defenders-game share></defenders-game>`);
        button(el, '[part="share"]').click();
        await new Promise((resolve) => setTimeout(resolve));
        await el.updateComplete;
        expect(location.hash.startsWith('#intro&defenders=')).to.equal(true);
        const box = root(el).querySelector<HTMLInputElement>('[part="link"] input')!;
        expect(box.value).to.equal(location.href);
        await expect(el).to.be.accessible();
      } finally {
        Clipboard.prototype.writeText = writeText;
      }
    });

    const malformed: Array<[string, string]> = [
      ['not base64', '#defenders=%%%'],
      ['base64 of nonsense', `#defenders=${btoa('hello')}`],
      ['a foreign object', `#defenders=${encodeShare({ hello: 'world' })}`],
      [
        'an impossible game',
        `#defenders=${encodeShare({ ...encodeGame(sampleState()), players: 1 })}`,
      ],
    ];
    for (const [name, hash] of malformed) {
      it(`ignores a malformed link (${name}) with a visible message and one warning`, async () => {
        setHash(hash);
        const warnings = captureWarnings();
        try {
          const { el, consumer } = await gameWithConsumer();
          expect(alertOf(el)!.textContent).to.contain('link');
          expect(warnings.calls).to.have.length(1);
          expect(el.state!.players).to.equal(4);
          expect(consumer.shadowRoot!.textContent).to.contain('4 players');
          await expect(el).to.be.accessible();
        } finally {
          warnings.restore();
        }
      });
    }

    it('keeps an opened link current as the game moves on', async () => {
      setHash(`#defenders=${encodeShare(encodeGame(sampleState()))}`);
      const { el, consumer } = await gameWithConsumer();
      consumer.game!.movePath({ kind: 'advance', cause: 'event' });
      const { decodeShare } = await import('../../src/components/game/internal/share-link.js');
      const inLink = decodeShare(readHashParam(location.hash, 'defenders')!) as {
        path: { moves: unknown[] };
      };
      expect(inLink.path.moves).to.have.length(1);
      expect(el.state!.path.state.position).to.equal(1);
    });

    it('reads only its own link when it has a persist key', async () => {
      setHash(
        `#defenders=${encodeShare(encodeGame({ ...sampleState(), players: 2, houses: ['gryffindor'] }))}`,
      );
      const el = await fixture<DefendersGame>(
        html`<defenders-game persist=${freshKey()}></defenders-game>`,
      );
      expect(el.state!.players).to.equal(4);
      const plain = await fixture<DefendersGame>(html`<defenders-game></defenders-game>`);
      expect(plain.state!.players).to.equal(2);
    });
  });

  describe('new game', () => {
    it('asks first: Cancel keeps the game, Confirm resets it, saves it with the old one to undo and fires one event', async () => {
      const key = freshKey();
      const { el, consumer } = await gameWithConsumer(
        html`<defenders-game persist=${key} players="3"><test-game-consumer></test-game-consumer></defenders-game>`,
      );
      consumer.game!.setPlayers(5);
      consumer.game!.movePath({ kind: 'advance', cause: 'event' });
      const events = ownChanges<GameChange>(el);
      const newGame = button(el, '[part="new-game"]');
      expect(newGame.getAttribute('aria-expanded')).to.equal('false');
      newGame.click();
      await el.updateComplete;
      const confirm = root(el).querySelector('[part="confirm"]')!;
      expect(confirm.getAttribute('role')).to.equal('group');
      expect(newGame.getAttribute('aria-expanded')).to.equal('true');
      expect(root(el).activeElement).to.equal(button(el, '.cancel'));
      await expect(el).to.be.accessible();

      button(el, '.cancel').click();
      await el.updateComplete;
      expect(root(el).querySelector('[part="confirm"]')).to.equal(null);
      expect(el.state!.players).to.equal(5);
      expect(events).to.have.length(0);

      newGame.click();
      await el.updateComplete;
      confirm.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await el.updateComplete;
      expect(root(el).querySelector('[part="confirm"]'), 'Escape cancels').to.equal(null);

      newGame.click();
      await el.updateComplete;
      button(el, '.confirm-new').click();
      await el.updateComplete;
      await consumer.updateComplete;
      expect(events).to.have.length(1);
      expect(events[0]!.players).to.equal(3);
      expect(el.state!.players, 'back to the attribute').to.equal(3);
      expect(el.state!.houses).to.deep.equal(['gryffindor', 'hufflepuff']);
      expect(el.state!.path.state.position).to.equal(0);
      expect(el.state!.path.history).to.have.length(0);
      expect(consumer.game!.state).to.equal(el.state);
      const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
      expect(saved.players, 'the new game is saved').to.equal(3);
      expect(saved.history.at(-1).label).to.equal('new game started');
      expect(saved.history.at(-1).players, 'with the game before it').to.equal(5);
      expect(statusText(el)).to.contain('New game');
      expect(root(el).activeElement).to.equal(newGame);
    });

    it('drops a shared link from the address bar on a new game', async () => {
      setHash(
        `#defenders=${encodeShare(encodeGame({ ...sampleState(), players: 2, houses: ['gryffindor'] }))}`,
      );
      const el = await fixture<DefendersGame>(html`<defenders-game></defenders-game>`);
      expect(el.state!.players).to.equal(2);
      button(el, '[part="new-game"]').click();
      await el.updateComplete;
      button(el, '.confirm-new').click();
      await el.updateComplete;
      expect(readHashParam(location.hash, 'defenders')).to.equal(null);
      expect(el.state!.players).to.equal(4);
    });
  });
});

function sampleState(): GameState {
  return {
    players: 4,
    houses: ['gryffindor', 'hufflepuff', 'ravenclaw'],
    path: startSession(layout),
    rulebookUrl: '',
    pageSettings: {},
    ...EMPTY_WIDGETS,
  };
}
