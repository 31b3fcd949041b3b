// <defenders-game> in German, in a right-to-left pseudo-locale, and switching language at run time;
// the game layer's texts (undo words, saved-game and link errors) in German.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/game/game.js';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/locales/de.js';
import {
  describeChange,
  changeLabel,
  decodeHistory,
  encodeHistory,
  NEW_GAME_LABEL,
} from '../../src/components/game/internal/history.js';
import { EMPTY_WIDGETS } from '../../src/model/widget-state.js';
import { widgetChangeText } from '../../src/model/widget-change.js';
import {
  housesFor,
  requireHouses,
  decodeGame,
} from '../../src/components/game/internal/game-state.js';
import { decodeShare } from '../../src/components/game/internal/share-link.js';
import { requireSession, startSession } from '../../src/model/path-session.js';
import { wakeLockNote } from '../../src/components/game/wake-lock-controller.js';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules.js';
import { RulesError } from '../../src/rules/errors.js';
import { $, root, text } from '../helpers/dom.js';
import { quietly } from '../helpers/events.js';
import { settle } from '../helpers/play.js';
import { languageSuite } from '../helpers/language-suite.js';

const status = (game: DefendersGame) => text($(game, '.toolbar [role="status"]'));
const undoButton = (game: DefendersGame) => $(game, '[part="undo"]') as HTMLButtonElement;

async function click(game: DefendersGame, selector: string): Promise<void> {
  ($(game, selector) as HTMLButtonElement).click();
  await settle(game);
}

/** The game inside a wrapper of `lang` (and `dir`), with a calculator to make changes. */
async function table(lang: string, dir = 'ltr', bad = false): Promise<DefendersGame> {
  const wrapper = await quietly(() =>
    fixture<HTMLElement>(
      bad
        ? html`<div lang=${lang} dir=${dir}>
            <defenders-game share keep-awake players="9" rulebook-url="javascript:void 0" layout="xyz">
              <defenders-setup-calculator></defenders-setup-calculator>
            </defenders-game>
          </div>`
        : html`<div lang=${lang} dir=${dir}>
            <defenders-game share keep-awake>
              <defenders-setup-calculator></defenders-setup-calculator>
            </defenders-game>
          </div>`,
    ),
  );
  wrapper.style.width = '20em';
  const game = wrapper.querySelector('defenders-game') as DefendersGame;
  await settle(game);
  return game;
}

async function pickPlayers(game: DefendersGame, count: number): Promise<void> {
  const calculator = game.querySelector('defenders-setup-calculator') as DefendersSetupCalculator;
  root(calculator)
    .querySelector<HTMLInputElement>(`input[type="radio"][value="${count}"]`)!
    .click();
  await settle(game);
}

/**
 * Runs through the game's states (fresh, a change to undo, undone, the New game question, a new
 * game, bad attributes) and gives `check` each one's name.
 */
async function eachState(
  lang: string,
  check: (game: DefendersGame, state: string) => Promise<void> | void,
  dir: 'ltr' | 'rtl',
): Promise<void> {
  const game = await table(lang, dir);
  await check(game, 'fresh');
  await pickPlayers(game, 3);
  await check(game, 'a change to undo');
  await click(game, '[part="undo"]');
  await check(game, 'undone');
  await click(game, '[part="new-game"]');
  await check(game, 'the New game question');
  await click(game, '.confirm-new');
  await check(game, 'a new game started');
  fixtureCleanup();
  const bad = await table(lang, dir, true);
  await check(bad, 'bad attributes');
}

describe('<defenders-game> in other languages', () => {
  afterEach(() => fixtureCleanup());

  languageSuite({ tag: 'defenders-game', eachState });

  it('speaks German on its buttons, in its question, its announcements and its messages', async () => {
    const game = await table('de');
    expect(text(undoButton(game))).to.equal('Rückgängig');
    expect(undoButton(game).title).to.equal('Nichts rückgängig zu machen');
    expect(text($(game, '[part="new-game"]'))).to.equal('Neues Spiel');
    expect(text($(game, '[part="share"]'))).to.equal('Link zu diesem Spiel kopieren');
    expect(text($(game, '[part="keep-awake"]'))).to.equal('Bildschirm anlassen');
    await pickPlayers(game, 3);
    expect(undoButton(game).title).to.equal('Rückgängig: Spielerzahl auf 3 gesetzt');
    await click(game, '[part="undo"]');
    expect(status(game)).to.equal('Rückgängig gemacht: Spielerzahl auf 3 gesetzt.');
    await click(game, '[part="new-game"]');
    await click(game, '.confirm-new');
    expect(status(game)).to.equal(
      'Neues Spiel begonnen. Mit „Rückgängig“ holst du das letzte zurück.',
    );
    expect(undoButton(game).title).to.equal('Rückgängig: neues Spiel begonnen');
    fixtureCleanup();
    const bad = await table('de', 'ltr', true);
    const alert = text($(bad, '[role="alert"]'));
    expect(alert).to.contain('players muss eine ganze Zahl von 2 bis 5 sein');
    expect(alert).to.contain('rulebook-url muss eine Webadresse sein');
    expect(alert).to.contain('layout ist kein gültiger Pfad');
  });

  it('re-renders in the new language when lang changes at run time, problems and announcements too', async () => {
    const game = await table('en', 'ltr', true);
    await pickPlayers(game, 3);
    await click(game, '[part="undo"]');
    expect(status(game)).to.equal('Undid: players set to 3.');
    expect(text($(game, '[role="alert"]'))).to.contain('players must be a whole number');
    game.parentElement!.setAttribute('lang', 'de');
    await settle(game);
    expect(status(game)).to.equal('Rückgängig gemacht: Spielerzahl auf 3 gesetzt.');
    expect(text($(game, '[role="alert"]'))).to.contain('players muss eine ganze Zahl');
    const statuses = ['on', 'off', 'refused', 'lost', 'unsupported', 'insecure'] as const;
    expect(['', ...statuses.map((each) => wakeLockNote(each, 'de'))]).to.include(
      text($(game, '[part="keep-awake-note"]')),
    );
    game.setAttribute('lang', 'en');
    await settle(game);
    expect(status(game)).to.equal('Undid: players set to 3.');
    expect(text(undoButton(game))).to.equal('Undo');
  });
});

describe('the game layer in other languages', () => {
  const layout = parseLayout(DEFAULT_LAYOUT);
  const start = {
    players: 4 as const,
    houses: housesFor(4),
    path: startSession(layout),
    ...EMPTY_WIDGETS,
  };

  it('describes changes in German with { locale: "de" } and in English by default', () => {
    const three = { ...start, players: 3 as const, houses: housesFor(3) };
    expect(describeChange(start, three)).to.equal('players set to 3');
    expect(describeChange(start, three, { locale: 'de' })).to.equal('Spielerzahl auf 3 gesetzt');
    const houses = { ...start, houses: ['slytherin', 'gryffindor', 'hufflepuff'] as const };
    expect(
      describeChange(start, { ...houses, houses: [...houses.houses] }, { locale: 'de' }),
    ).to.equal('Häuser auf Slytherin, Gryffindor, Hufflepuff gesetzt');
    const entry = { label: NEW_GAME_LABEL, before: start };
    expect(changeLabel(entry, three, { locale: 'de' })).to.equal('neues Spiel begonnen');
    expect(
      changeLabel({ label: 'players set to 3', before: start }, three, { locale: 'de' }),
    ).to.equal('Spielerzahl auf 3 gesetzt');
  });

  it('says a widget’s own change in the language shown, also when read back from storage', () => {
    const change = {
      key: 'change.victory-shields',
      params: { house: 'ravenclaw', value: 1 },
    } as const;
    const entry = { label: widgetChangeText(change), before: start, change };
    expect(entry.label).to.equal('Ravenclaw Defence Shields set to 1');
    expect(changeLabel(entry, start, { locale: 'de' })).to.equal(widgetChangeText(change, 'de'));
    expect(widgetChangeText(change, 'de')).to.contain('Ravenclaw').and.not.contain('set to');
    const [stored] = decodeHistory(JSON.parse(JSON.stringify(encodeHistory([entry]))));
    expect(stored.change).to.deep.equal(change);
    expect(changeLabel(stored, start, { locale: 'de' })).to.equal(widgetChangeText(change, 'de'));
    const turn = { key: 'change.turn-side', params: { side: 'dark-arts' } } as const;
    expect(widgetChangeText(turn)).to.equal("Dark Arts Player's turn chosen");
    expect(widgetChangeText(turn, 'de')).to.contain('Spieler der Dunklen Künste');
  });

  it('says what is wrong with a saved game or link in German through messageIn', () => {
    const errors: unknown[] = [];
    for (const run of [
      () => requireHouses(2, ['gryffindor', 'slytherin']),
      () => decodeGame(null),
      () => decodeGame({ app: 'other', v: 1 }),
      () => decodeShare('!!'),
      () => decodeShare('a'.repeat(30000)),
      () => requireSession({ layout: DEFAULT_LAYOUT, state: {} }),
    ]) {
      try {
        run();
      } catch (error) {
        errors.push(error);
      }
    }
    expect(errors).to.have.length(6);
    const german = errors.map((error) => (error as RulesError).messageIn('de'));
    expect(errors.every((error) => error instanceof RulesError)).to.equal(true);
    expect(german).to.deep.equal([
      'houses muss genau 1 Haus (aus gryffindor, hufflepuff, ravenclaw, slytherin) für 2 Spieler nennen; erhalten: eine Liste',
      'es ist null, kein gespeichertes Spiel',
      'es stammt nicht von <defenders-game>',
      'der Link enthält Zeichen, die nicht hineingehören',
      'der Link ist zu lang',
      'eine Pfadsitzung braucht eine history-Liste',
    ]);
    expect((errors[3] as RulesError).message).to.equal(
      'the link contains characters it should not',
    );
  });

  it('writes the Keep screen on notes in German', () => {
    expect(wakeLockNote('off', 'de')).to.equal(
      'Aus: Der Bildschirm wird wie gewohnt dunkel und sperrt sich.',
    );
    expect(wakeLockNote('off')).to.equal('Off: the screen dims and locks as usual.');
    expect(wakeLockNote('asking', 'de')).to.equal('');
  });
});
