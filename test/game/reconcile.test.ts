import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules/path.js';
import type { PlayerCount } from '../../src/rules/types.js';
import { sessionMove, startSession } from '../../src/model/path-session.js';
import {
  followHost,
  freezeGame,
  freshGame,
  onHostLayout,
  sameSession,
} from '../../src/components/game/internal/reconcile.js';
import { RUNS } from '../rules/helpers.js';

const link = { rulebookUrl: '', pageSettings: {} };
const otherLayout = 'wWw oOo rRrRr';
const playerCounts = fc.constantFrom<PlayerCount>(2, 3, 4, 5);

describe('game reconciliation', () => {
  it('starts a fresh game frozen, with the first Houses and the path at its start', () => {
    const game = freshGame(3, link);
    expect(game.players).to.equal(3);
    expect(game.houses).to.deep.equal(['gryffindor', 'hufflepuff']);
    expect(game.path.layout).to.equal(parseLayout(DEFAULT_LAYOUT).notation);
    expect(game.path.history).to.have.length(0);
    expect(Object.isFrozen(game)).to.equal(true);
    expect(Object.isFrozen(game.houses)).to.equal(true);
  });

  it('starts a fresh game on the layout it is given', () => {
    expect(freshGame(4, link, otherLayout).path.layout).to.equal(parseLayout(otherLayout).notation);
  });

  it('freezes a copy and leaves the given state alone', () => {
    const fresh = freshGame(4, link);
    const state = { ...fresh, houses: [...fresh.houses] };
    const frozen = freezeGame(state);
    expect(frozen).not.to.equal(state);
    expect(Object.isFrozen(state.houses)).to.equal(false);
    expect(frozen).to.deep.equal(state);
  });

  it('tells path sessions apart by their moves, not by identity', () => {
    const layout = parseLayout(DEFAULT_LAYOUT);
    const start = startSession(layout);
    expect(sameSession(start, startSession(layout))).to.equal(true);
    const moved = sessionMove(layout, start, { kind: 'advance', cause: 'event' });
    expect(sameSession(start, moved)).to.equal(false);
  });

  it("keeps a saved game's path when the host set no layout or the same one", () => {
    const saved = freshGame(4, link);
    expect(onHostLayout(saved, null)).to.deep.equal({ game: saved, moved: false });
    expect(onHostLayout(saved, saved.path.layout).moved).to.equal(false);
  });

  it("starts a saved game's path again on the host's layout, keeping players and Houses", () => {
    const saved = freshGame(5, link);
    const notation = parseLayout(otherLayout).notation;
    const { game, moved } = onHostLayout(saved, notation);
    expect(moved).to.equal(true);
    expect(game.path.layout).to.equal(notation);
    expect(game.players).to.equal(5);
    expect(game.houses).to.deep.equal(saved.houses);
  });

  it('returns the same state when the host changed nothing that differs', () => {
    const state = freshGame(4, { rulebookUrl: 'rules.pdf', pageSettings: { offset: 2 } });
    expect(followHost(state, {})).to.equal(state);
    expect(
      followHost(state, {
        players: 4,
        layout: DEFAULT_LAYOUT,
        rulebookUrl: 'rules.pdf',
        pageSettings: { offset: 2 },
      }),
    ).to.equal(state);
  });

  it('follows a new player count keeping the Houses that still fit (property)', () => {
    fc.assert(
      fc.property(playerCounts, playerCounts, (from, to) => {
        const state = freshGame(from, link);
        const next = followHost(state, { players: to });
        expect(next.players).to.equal(to);
        expect(next.houses).to.have.length(to - 1);
        const kept = Math.min(from, to) - 1;
        expect(next.houses.slice(0, kept)).to.deep.equal(state.houses.slice(0, kept));
        expect(next.path).to.equal(state.path);
        expect(Object.isFrozen(next)).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('starts the path again on a new layout, and the rulebook link follows the host', () => {
    const state = freshGame(4, link);
    const moved = followHost(state, { layout: otherLayout });
    expect(moved.path.layout).to.equal(parseLayout(otherLayout).notation);
    expect(moved.players).to.equal(4);
    const relinked = followHost(state, {
      rulebookUrl: 'https://example.com/r.pdf',
      pageSettings: { spreads: true },
    });
    expect(relinked.rulebookUrl).to.equal('https://example.com/r.pdf');
    expect(relinked.pageSettings).to.deep.equal({ spreads: true });
    expect(relinked.path).to.equal(state.path);
    expect(Object.isFrozen(relinked)).to.equal(true);
  });
});
