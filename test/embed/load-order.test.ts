// The scripts of a page may run in any order (platforms print them in their own): every order of
// the game's, two widgets' and the German bundle must give the same linked, German page.
// Needs `npm run build` first (npm test does it).
import { expect } from '@open-wc/testing';
import { frameWindow, loadFrame, removeFrames, settled } from './frames.js';

const FIXTURES = '/test/embed/fixtures';

const BUNDLES = {
  game: '/dist/cdn/game.js',
  'setup-calculator': '/dist/cdn/setup-calculator.js',
  'victory-checker': '/dist/cdn/victory-checker.js',
  de: '/dist/cdn/locales/de.js',
} as const;

type Bundle = keyof typeof BUNDLES;

function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

function page(order: Bundle[]): string {
  const scripts = order
    .map((bundle) => `<script type="module" src="${BUNDLES[bundle]}"></script>`)
    .join('');
  return (
    `<!doctype html><html lang="de"><meta charset="utf-8"><title>Spielabend</title>` +
    `<script src="${FIXTURES}/capture.js"></script>${scripts}` +
    `<defenders-game players="3"><defenders-setup-calculator></defenders-setup-calculator>` +
    `<defenders-victory-checker></defenders-victory-checker></defenders-game>` +
    `<p>Danach geht der Beitrag weiter.</p>` +
    `<defenders-setup-calculator id="alone" players="5"></defenders-setup-calculator>`
  );
}

/** The Houses the victory checker counts as in play. */
function housesInPlay(checker: Element): string[] {
  return [...checker.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="house"]')].flatMap(
    (box) => (box.checked ? [box.value] : []),
  );
}

const heading = (element: Element): string =>
  element.shadowRoot!.querySelector('h2')?.textContent?.trim() ?? '';

describe('script order on a page', () => {
  afterEach(removeFrames);

  for (const order of orders(Object.keys(BUNDLES) as Bundle[])) {
    it(`links the widgets to the game and shows German with the scripts in the order ${order.join(', ')}`, async () => {
      const frame = await loadFrame({ srcdoc: page(order) });
      const doc = frame.contentDocument!;
      const [game] = await settled(frame, 'defenders-game');
      const [inGame, alone] = await settled(frame, 'defenders-setup-calculator');
      const [checker] = await settled(frame, 'defenders-victory-checker');
      await Promise.all([game, inGame, alone, checker].map((element) => element!.updateComplete));

      expect(inGame!.plan.players, 'the calculator takes the game’s players').to.equal(3);
      expect(alone!.plan.players, 'a calculator outside the game keeps its own').to.equal(5);
      expect(housesInPlay(checker!), 'the checker shows the game’s Houses').to.deep.equal(
        game!.state!.houses,
      );
      expect(game!.state!.houses).to.have.length(inGame!.plan.housePlayers);

      game!.setAttribute('players', '4');
      await game!.updateComplete;
      await inGame!.updateComplete;
      await checker!.updateComplete;
      expect(inGame!.plan.players, 'the calculator follows a change of the game').to.equal(4);
      expect(housesInPlay(checker!)).to.have.length(3);

      expect(heading(inGame!), 'the calculator speaks German').to.equal('Aufbau für 4 Spieler');
      expect(heading(alone!)).to.equal('Aufbau für 5 Spieler');
      expect(doc.body.textContent).to.contain('Danach geht der Beitrag weiter.');
      expect(frameWindow(frame).__errors).to.deep.equal([]);
      expect(frameWindow(frame).__warnings).to.deep.equal([]);
    });
  }
});
