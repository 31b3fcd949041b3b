// One rule for following the game (src/shared/game-follower.ts), the same cases on every widget
// that follows one: what the host set wins over the game, and removing it gives the widget back.
import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import { $$ } from '../helpers/dom.js';
import { actionRadio, click, labelled } from '../helpers/game-table.js';
import { settle } from '../helpers/play.js';

/** A widget in a game, beside a partner of its kind that follows the game throughout. */
interface FollowCase<E extends HTMLElement> {
  tag: string;
  /** What the widget shows of what it follows. */
  shown(el: E): string;
  /** The host sets its value (the attribute; the victory checker has only its `input` property). */
  hostSets(el: E): void;
  /** A script sets the property to another value. */
  scriptSets(el: E): void;
  /** The game changes, made by the partner or the game's host. */
  change(game: DefendersGame, partner: E, round: number): Promise<void>;
  /** The host's value goes: its attribute is removed (the victory checker's user follows again). */
  giveBack(el: E): Promise<void>;
}

const players: FollowCase<DefendersSetupCalculator> = {
  tag: 'defenders-setup-calculator',
  shown: (el) => String(el.plan.players),
  hostSets: (el) => el.setAttribute('players', '2'),
  scriptSets: (el) => (el.players = 3),
  change: async (game, _partner, round) => {
    game.players = round === 0 ? 5 : 4;
    await settle(game);
  },
  giveBack: async (el) => el.removeAttribute('players'),
};

const turn: FollowCase<DefendersTurnChecklist> = {
  tag: 'defenders-turn-checklist',
  shown: (el) => `${el.side} ${el.plan?.action ?? 'none'}`,
  hostSets: (el) => el.setAttribute('action', 'learn'),
  scriptSets: (el) => (el.action = 'replenish'),
  change: (game, partner, round) =>
    click(game, actionRadio(partner, round === 0 ? 'explore' : 'learn')),
  giveBack: async (el) => el.removeAttribute('action'),
};

const path: FollowCase<DefendersPathTracker> = {
  tag: 'defenders-path-tracker',
  shown: (el) => `${$$(el, '[part~="space"]').length} spaces`,
  hostSets: (el) => el.setAttribute('layout', 'wW oO rRRr'),
  scriptSets: (el) => (el.layout = 'wW oO rRRrr'),
  change: async (game, _partner, round) => {
    game.layout = round === 0 ? 'wwW ooO rRRr' : 'wwwW oooO rRRr';
    await settle(game);
  },
  giveBack: async (el) => el.removeAttribute('layout'),
};

const example = {
  houses: [{ house: 'gryffindor', shields: 2 }],
  darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
} as const;

const victory: FollowCase<DefendersVictoryChecker> = {
  tag: 'defenders-victory-checker',
  shown: (el) => JSON.stringify(el.input),
  hostSets: (el) => (el.input = example),
  scriptSets: (el) => (el.input = { ...example, houses: [{ house: 'slytherin', shields: 1 }] }),
  change: (game, partner) =>
    click(game, labelled(partner, 'One more Defence Shield for Gryffindor')),
  giveBack: async (el) =>
    [...el.shadowRoot!.querySelectorAll('button')]
      .find((button) => button.textContent?.trim() === 'Follow the game again')!
      .click(),
};

async function table<E extends HTMLElement>(
  widget: FollowCase<E>,
): Promise<{ game: DefendersGame; el: E; partner: E }> {
  const game = await fixture<DefendersGame>(html`<defenders-game></defenders-game>`);
  const [el, partner] = [0, 1].map(() => game.appendChild(document.createElement(widget.tag) as E));
  await settle(game);
  return { game, el: el!, partner: partner! };
}

for (const widget of [players, turn, path, victory] as FollowCase<HTMLElement>[]) {
  describe(`<${widget.tag}> and the game it follows`, () => {
    it('shows what the host set rather than the game, and ignores the game while it is set', async () => {
      const { game, el, partner } = await table(widget);
      const before = widget.shown(el);
      expect(before).to.equal(widget.shown(partner));
      widget.hostSets(el);
      await settle(game);
      const own = widget.shown(el);
      expect(own, 'the host’s value').to.not.equal(before);
      expect(widget.shown(partner), 'the game is not changed by the host’s value').to.equal(before);

      await widget.change(game, partner, 0);
      expect(widget.shown(partner), 'the game changed').to.not.equal(before);
      expect(widget.shown(el), 'the game’s change is ignored').to.equal(own);
    });

    it('follows the game again once the host’s value is removed', async () => {
      const { game, el, partner } = await table(widget);
      widget.hostSets(el);
      await settle(game);
      await widget.change(game, partner, 0);
      const changed = widget.shown(partner);
      await widget.giveBack(el);
      await settle(game);
      expect(widget.shown(partner), 'the game keeps its own value').to.equal(changed);
      expect(widget.shown(el), 'back to the game').to.equal(changed);

      await widget.change(game, partner, 1);
      expect(widget.shown(el), 'the game’s next change').to.equal(widget.shown(partner));
    });

    it('keeps a value a script sets as the host’s, until it is removed', async () => {
      const { game, el, partner } = await table(widget);
      widget.scriptSets(el);
      await settle(game);
      const own = widget.shown(el);
      expect(own).to.not.equal(widget.shown(partner));
      await widget.change(game, partner, 0);
      expect(widget.shown(el), 'the game’s change is ignored').to.equal(own);

      await widget.giveBack(el);
      await settle(game);
      expect(widget.shown(el), 'back to the game').to.equal(widget.shown(partner));
    });
  });
}
