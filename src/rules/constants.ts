import type { Action, House, PlayerCount, Side, Zone } from './types.js';

/** The four Hogwarts houses, in the order the widgets list them. */
export const HOUSES: readonly House[] = /* @__PURE__ */ Object.freeze([
  'gryffindor',
  'hufflepuff',
  'ravenclaw',
  'slytherin',
]);

export const HOUSE_NAMES: Readonly<Record<House, string>> = /* @__PURE__ */ Object.freeze({
  gryffindor: 'Gryffindor',
  hufflepuff: 'Hufflepuff',
  ravenclaw: 'Ravenclaw',
  slytherin: 'Slytherin',
});

/** The zones of the Dark Arts path, in path order. */
export const ZONES: readonly Zone[] = /* @__PURE__ */ Object.freeze(['white', 'orange', 'red']);

export const ZONE_NAMES: Readonly<Record<Zone, string>> = /* @__PURE__ */ Object.freeze({
  white: 'White',
  orange: 'Orange',
  red: 'Red',
});

/** Every table size the game supports (total players, Dark Arts Player included). */
export const PLAYER_COUNTS: readonly PlayerCount[] = /* @__PURE__ */ Object.freeze([2, 3, 4, 5]);

/** The table size the widgets show while neither the host nor a game gives one. */
export const DEFAULT_PLAYERS: PlayerCount = 4;

export const SIDES: readonly Side[] = /* @__PURE__ */ Object.freeze(['house', 'dark-arts']);

export const SIDE_NAMES: Readonly<Record<Side, string>> = /* @__PURE__ */ Object.freeze({
  house: 'House Player',
  'dark-arts': 'Dark Arts Player',
});

/** All main actions; the Dark Arts side has no Learn (see `turnActions`). */
export const ACTIONS: readonly Action[] = /* @__PURE__ */ Object.freeze([
  'explore',
  'learn',
  'replenish',
]);

export const ACTION_NAMES: Readonly<Record<Action, string>> = /* @__PURE__ */ Object.freeze({
  explore: 'Explore',
  learn: 'Learn',
  replenish: 'Replenish',
});

export function isPlayerCount(value: unknown): value is PlayerCount {
  return typeof value === 'number' && (PLAYER_COUNTS as readonly number[]).includes(value);
}

export function isHouse(value: unknown): value is House {
  return typeof value === 'string' && (HOUSES as readonly string[]).includes(value);
}

export function isSide(value: unknown): value is Side {
  return typeof value === 'string' && (SIDES as readonly string[]).includes(value);
}

export function isZone(value: unknown): value is Zone {
  return typeof value === 'string' && (ZONES as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}
