// Whose turn it is inside a `<defenders-game>`: the seat of the game's turn order that the shared
// turn points at, the turn that "Next turn" hands on to, and the seating the players set. Pure: the
// order itself comes from the rules core (p. 10).
import { translate } from '../../../i18n/translate.js';
import { houseName } from '../../../rules/names.js';
import { nextSeat, turnOrder, type Seat } from '../../../rules/turns.js';
import type { House, Side } from '../../../rules/types.js';
import type { TurnState } from '../../../model/widget-state.js';
import { turnChecklistMessages } from '../turn-checklist.messages.js';

/** The seat whose turn it is, its place in the order, and the round. */
export interface WhoseTurn {
  readonly seat: Seat;
  readonly index: number;
  readonly round: number;
}

/** Whose turn `turn` is in a game with `houses` seated clockwise from the Dark Arts Player's left. */
export function whoseTurn(turn: TurnState, houses: readonly House[]): WhoseTurn {
  const order = turnOrder(houses);
  // Fewer Houses than when the seat was set (the player count went down): the last seat, the Dark Arts Player's.
  const index = Math.min(turn.seat, order.length - 1);
  return { seat: order[index]!, index, round: turn.round };
}

/** The turn after `turn`: the next seat in the order (the next round after the Dark Arts Player), on its side. */
export function handedOn(turn: TurnState, houses: readonly House[]): Partial<TurnState> {
  const order = turnOrder(houses);
  const { index, round } = whoseTurn(turn, houses);
  const next = nextSeat(index, round, order.length);
  return { seat: next.seat, round: next.round, side: order[next.seat]!.side };
}

/**
 * The seat a player means by choosing `side` while it is `turn`: the Dark Arts Player's seat, or,
 * from there, the first House's (the same round: nobody's turn is skipped by a wrong tap).
 */
export function seatForSide(turn: TurnState, houses: readonly House[], side: Side): number {
  const { seat, index } = whoseTurn(turn, houses);
  if (seat.side === side) return index;
  return side === 'dark-arts' ? houses.length : 0;
}

/** "Gryffindor's turn", "Dark Arts Player's turn", in `locale`. */
export function whoseTurnText(whose: WhoseTurn, locale: string): string {
  return whose.seat.side === 'house'
    ? translate(turnChecklistMessages, locale, 'turn-checklist.whose.house', {
        house: houseName(whose.seat.house, locale),
      })
    : translate(turnChecklistMessages, locale, 'turn-checklist.whose.dark-arts');
}

/** The seating with `house` at seat `index`: a House seated elsewhere swaps places with the one there. */
export function reseated(houses: readonly House[], index: number, house: House): House[] {
  const next = [...houses];
  const from = next.indexOf(house);
  const there = next[index]!;
  next[index] = house;
  if (from >= 0 && from !== index) next[from] = there;
  return next;
}
