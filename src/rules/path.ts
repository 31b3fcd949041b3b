import type {
  AdvanceCause,
  EventChoice,
  LocationRequirement,
  PathInfo,
  PathLayout,
  PathSpace,
  PathState,
  Reason,
  Zone,
} from './types.js';
import { ZONES, ZONE_NAMES } from './constants.js';
import { describeValue } from './errors.js';
import {
  fail,
  freezeDeep,
  numberWord,
  readField,
  requireBoolean,
  requireOneOf,
  requireRecord,
  requireString,
} from './validate.js';

/**
 * An example path that satisfies the layout rules. The guide does not give the real board's
 * length or where its Event Spaces are, so hosts should pass their own board's layout.
 */
export const DEFAULT_LAYOUT = 'wwWwW oOoOo rRrRrr';

/** Longest layout accepted, so a host typo cannot make the core do unbounded work. */
export const MAX_LAYOUT_SPACES = 200;

const LETTERS: Record<string, PathSpace> = {
  w: { zone: 'white', event: false },
  W: { zone: 'white', event: true },
  o: { zone: 'orange', event: false },
  O: { zone: 'orange', event: true },
  r: { zone: 'red', event: false },
  R: { zone: 'red', event: true },
};

const ALLOWED_LETTERS =
  'w, o, r (an ordinary space of the white, orange or red zone) and W, O, R (an Event Space of that zone)';

export const ADVANCE_CAUSES: readonly AdvanceCause[] = /* @__PURE__ */ Object.freeze([
  'house-replenish',
  'event',
  'all-house-markers',
]);
export const EVENT_CHOICES: readonly EventChoice[] = /* @__PURE__ */ Object.freeze([
  'effect',
  'token',
]);

/** What moves the marker: each cause with its rule text (p. 22). */
export const ADVANCE_CAUSE_RULES: Readonly<Record<AdvanceCause, Reason>> =
  /* @__PURE__ */ freezeDeep({
    'house-replenish': { text: 'A House Player took the Replenish action.', pages: [17, 22] },
    event: { text: 'An event told the Dark Arts Marker to move.', pages: [22] },
    'all-house-markers': {
      text: 'The Dark Arts Player gathered the House Marker of every House, then gave them back.',
      pages: [20, 22],
    },
  });

/** What the three causes have in common, and the card-effect exception to every general rule (pp. 16, 22). */
export const ADVANCE_CAUSES_NOTE: Reason = /* @__PURE__ */ freezeDeep({
  text: 'Each of these moves the marker one space. A card effect that says otherwise takes priority over this general rule.',
  pages: [16, 17, 20, 22],
});

/** Layouts already checked by `parseLayout`; a frozen layout from there needs no second check. */
const checkedLayouts = new WeakSet<object>();

/** Turns layout notation into a checked, frozen `PathLayout`. White space is ignored. */
export function parseLayout(text: string): PathLayout {
  const source = requireString(text, 'layout', 'layout-type');
  if (source.length > MAX_LAYOUT_SPACES * 20) {
    fail(
      'layout-length',
      `layout may have at most ${MAX_LAYOUT_SPACES} spaces; got ${source.length} characters`,
    );
  }
  const spaces: PathSpace[] = [];
  let notation = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] as string;
    if (/\s/.test(char)) continue;
    const space = LETTERS[char];
    if (space === undefined || !Object.hasOwn(LETTERS, char)) {
      fail(
        'layout-letter',
        `layout space ${spaces.length + 1} (character ${index + 1}) is ${describeValue(char)}; the allowed letters are ${ALLOWED_LETTERS}`,
      );
    }
    spaces.push({ ...space });
    notation += char;
    if (spaces.length > MAX_LAYOUT_SPACES) {
      fail('layout-length', `layout may have at most ${MAX_LAYOUT_SPACES} spaces; got more`);
    }
  }
  if (spaces.length === 0) {
    fail(
      'layout-empty',
      `layout must have at least one space for each zone, using the letters ${ALLOWED_LETTERS}; got no spaces`,
    );
  }
  if ((spaces[0] as PathSpace).event) {
    // The marker starts there and never lands on it, so its event could never be resolved.
    fail(
      'layout-first-event',
      `layout space 1 is where the Dark Arts Marker starts, so it must be an ordinary white space (w); got ${describeValue(notation[0])}`,
    );
  }
  for (let index = 1; index < spaces.length; index += 1) {
    const before = ZONES.indexOf((spaces[index - 1] as PathSpace).zone);
    const here = ZONES.indexOf((spaces[index] as PathSpace).zone);
    if (here < before) {
      fail(
        'layout-order',
        `layout zones must run white, then orange, then red; space ${index + 1} (${notation[index]}) is ${ZONES[here]} but comes after a ${ZONES[before]} space`,
      );
    }
  }
  for (const zone of ZONES) {
    const inZone = spaces.filter((space) => space.zone === zone);
    if (inZone.length === 0) {
      fail('layout-zone-missing', `layout must have at least one ${zone} space; got none`);
    }
    if (!inZone.some((space) => space.event)) {
      const letter = (zone[0] as string).toUpperCase();
      fail(
        'layout-zone-no-event',
        `layout must have at least one ${zone} Event Space (${letter}); got none`,
      );
    }
  }
  const redEventsBeforeLast = spaces
    .slice(0, -1)
    .filter((space) => space.zone === 'red' && space.event).length;
  if (redEventsBeforeLast < 2) {
    fail(
      'layout-red-events',
      `layout must have at least two red Event Spaces (R) before the last space; got ${redEventsBeforeLast}`,
    );
  }
  const layout = freezeDeep({ notation, spaces });
  checkedLayouts.add(layout);
  return layout;
}

/** Accepts a layout from `parseLayout`, or any object whose notation re-parses to the same spaces. */
export function requireLayout(layout: unknown): PathLayout {
  if (typeof layout === 'object' && layout !== null && checkedLayouts.has(layout))
    return layout as PathLayout;
  const record = requireRecord(layout, 'layout', 'layout-type');
  const notation = readField(record, 'notation', 'layout.notation', 'layout-type');
  if (typeof notation !== 'string') {
    fail(
      'layout-type',
      `layout must come from parseLayout (an object with a notation string); got notation ${describeValue(notation)}`,
    );
  }
  const parsed = parseLayout(notation);
  const spaces = readField(record, 'spaces', 'layout.spaces', 'layout-type');
  if (!Array.isArray(spaces) || spaces.length !== parsed.spaces.length) {
    fail(
      'layout-mismatch',
      'layout.spaces must match layout.notation; use parseLayout to build a layout',
    );
  }
  parsed.spaces.forEach((space, index) => {
    const given: unknown = readField(spaces, String(index), 'layout.spaces', 'layout-type');
    if (
      typeof given !== 'object' ||
      given === null ||
      readField(given, 'zone', 'layout.spaces', 'layout-type') !== space.zone ||
      readField(given, 'event', 'layout.spaces', 'layout-type') !== space.event
    ) {
      fail(
        'layout-mismatch',
        `layout.spaces item ${index + 1} does not match layout.notation; use parseLayout to build a layout`,
      );
    }
  });
  return parsed;
}

function lastIndex(layout: PathLayout): number {
  return layout.spaces.length - 1;
}

function spaceAt(layout: PathLayout, position: number): PathSpace {
  return layout.spaces[position] as PathSpace;
}

/** Index of the last Event Space of `zone`. */
function lastEventOf(layout: PathLayout, zone: Zone): number {
  let found = -1;
  layout.spaces.forEach((space, index) => {
    if (space.zone === zone && space.event) found = index;
  });
  return found;
}

/** Indices of the red Event Spaces before the last space (the ones that set a 3 or a 2). */
function redEventsBeforeLast(layout: PathLayout): number[] {
  const found: number[] = [];
  layout.spaces.forEach((space, index) => {
    if (index < lastIndex(layout) && space.zone === 'red' && space.event) found.push(index);
  });
  return found;
}

/**
 * The Location Card requirement that taking the red token at `position` would set: 3 at the first
 * red Event Space, 2 at a later one, 1 at the last space (pp. 22-23). Any other position, where the
 * red token cannot be taken, is a `RulesError`.
 */
export function requirementAt(layout: PathLayout, position: number): LocationRequirement {
  const checked = requireLayout(layout);
  const last = lastIndex(checked);
  if (
    typeof position !== 'number' ||
    !Number.isInteger(position) ||
    position < 0 ||
    position > last
  ) {
    fail(
      'state-position',
      `position must be a whole number from 0 to ${last} for this layout; got ${describeValue(position)}`,
    );
  }
  if (position === last) return 1;
  const events = redEventsBeforeLast(checked);
  if (!events.includes(position)) {
    fail(
      'requirement-position',
      `the Location Card comes with the red Progress Token, taken only on a red Event Space (R) or the last space; space ${position + 1} is neither`,
    );
  }
  return position === events[0] ? 3 : 2;
}

/** The earliest position at which each requirement can have been set. */
function earliestPositionFor(layout: PathLayout, requirement: LocationRequirement): number {
  const events = redEventsBeforeLast(layout);
  if (requirement === 3) return events[0] as number;
  if (requirement === 2) return events[1] as number;
  return lastIndex(layout);
}

function mustTakeTokenNow(layout: PathLayout, state: PathState): boolean {
  const pending = state.pending;
  if (pending === null || pending.zone === 'red' || state.tokens[pending.zone]) return false;
  return state.position === lastEventOf(layout, pending.zone);
}

function inconsistent(detail: string): never {
  return fail('state-inconsistent', `state does not fit the layout: ${detail}`);
}

/**
 * Checks a host-supplied `PathState` against the layout `given` and the path rules, returning a
 * clean copy. Exported so the elements can check a state read back from storage.
 */
export function requireState(given: PathLayout, state: unknown): PathState {
  const layout = requireLayout(given);
  const record = requireRecord(state, 'state', 'state-type');
  const position = readField(record, 'position', 'state.position', 'state-type');
  const last = lastIndex(layout);
  if (
    typeof position !== 'number' ||
    !Number.isInteger(position) ||
    position < 0 ||
    position > last
  ) {
    fail(
      'state-position',
      `state.position must be a whole number from 0 to ${last} for this layout; got ${describeValue(position)}`,
    );
  }
  const tokensValue = requireRecord(
    readField(record, 'tokens', 'state.tokens', 'state-type'),
    'state.tokens',
    'state-type',
  );
  const tokens = {} as Record<Zone, boolean>;
  for (const zone of ZONES) {
    tokens[zone] = requireBoolean(
      readField(tokensValue, zone, `state.tokens.${zone}`, 'state-type'),
      `state.tokens.${zone}`,
      'state-type',
    );
  }
  const requirementValue = readField(
    record,
    'locationRequirement',
    'state.locationRequirement',
    'state-type',
  );
  if (
    requirementValue !== null &&
    requirementValue !== 1 &&
    requirementValue !== 2 &&
    requirementValue !== 3
  ) {
    fail(
      'state-type',
      `state.locationRequirement must be 1, 2, 3 or null; got ${describeValue(requirementValue)}`,
    );
  }
  const locationRequirement = requirementValue as LocationRequirement | null;
  const pendingValue = readField(record, 'pending', 'state.pending', 'state-type');
  let pending: PathState['pending'] = null;
  if (pendingValue !== null) {
    const pendingRecord = requireRecord(pendingValue, 'state.pending', 'state-type');
    const zone = requireOneOf(
      readField(pendingRecord, 'zone', 'state.pending.zone', 'state-type'),
      ZONES,
      'state.pending.zone',
      'state-type',
    );
    pending = { zone };
  }

  const space = spaceAt(layout, position);
  const zoneIndex = ZONES.indexOf(space.zone);
  ZONES.forEach((zone, index) => {
    if (index < zoneIndex && !tokens[zone]) {
      inconsistent(
        `the marker is in the ${space.zone} zone, so the ${zone} Progress Token must already be taken`,
      );
    }
    if (index > zoneIndex && tokens[zone]) {
      inconsistent(
        `the ${zone} Progress Token cannot be taken while the marker is still in the ${space.zone} zone`,
      );
    }
  });
  if (pending !== null) {
    if (!space.event)
      inconsistent(`an event is pending but space ${position + 1} is not an Event Space`);
    if (pending.zone !== space.zone) {
      inconsistent(
        `the pending event is ${pending.zone} but space ${position + 1} is in the ${space.zone} zone`,
      );
    }
  }
  if (space.zone !== 'red' && !tokens[space.zone]) {
    const lastEvent = lastEventOf(layout, space.zone);
    if (position > lastEvent || (position === lastEvent && pending === null)) {
      inconsistent(
        `the marker has passed the last ${space.zone} Event Space, so the ${space.zone} Progress Token must be taken`,
      );
    }
  }
  if (tokens.red !== (locationRequirement !== null)) {
    inconsistent(
      'the red Progress Token and the Location Card requirement go together: both set or neither',
    );
  }
  if (position === last && !tokens.red) {
    inconsistent(
      'the marker is on the last space, so the red Progress Token (with the Location Card) must be taken',
    );
  }
  if (locationRequirement !== null && position < earliestPositionFor(layout, locationRequirement)) {
    inconsistent(
      `a requirement of ${locationRequirement} cannot have been set before space ${earliestPositionFor(layout, locationRequirement) + 1}`,
    );
  }
  // A token is taken only when an event of its zone is resolved, and resolving it ends `pending`:
  // a token taken while an event of its zone still waits must come from an earlier Event Space.
  // (With nothing waiting, a white or orange token taken "early" is let through: it harms nothing,
  // and hosts describing a game by hand are not asked to know where the Event Spaces are.)
  const waiting = pending !== null;
  if (waiting && space.zone !== 'red' && tokens[space.zone]) {
    const earlierEvent = layout.spaces.some(
      (each, index) => each.zone === space.zone && each.event && index < position,
    );
    if (!earlierEvent) {
      inconsistent(
        `the ${space.zone} Progress Token cannot already be taken while the first ${space.zone} event reached still waits`,
      );
    }
  }
  if (
    waiting &&
    locationRequirement !== null &&
    position === earliestPositionFor(layout, locationRequirement)
  ) {
    inconsistent(
      `a requirement of ${locationRequirement} is set by resolving the event of space ${position + 1}, so that event cannot still be waiting`,
    );
  }
  return { position, tokens, locationRequirement, pending };
}

function freezeState(state: PathState): PathState {
  return freezeDeep({
    position: state.position,
    tokens: { ...state.tokens },
    locationRequirement: state.locationRequirement,
    pending: state.pending === null ? null : { zone: state.pending.zone },
  });
}

/** The state at the start of the game: marker on the first space, no tokens, nothing pending. */
export function initialPath(layout: PathLayout): PathState {
  requireLayout(layout);
  return freezeState({
    position: 0,
    tokens: { white: false, orange: false, red: false },
    locationRequirement: null,
    pending: null,
  });
}

/**
 * A state with the marker at `position`, every token of the zones already left taken and no event
 * pending, as a host describing a game in progress would expect. On the last space the red token
 * is taken with requirement 1, as the rules force there.
 */
export function pathStateAt(layout: PathLayout, position: number): PathState {
  const checked = requireLayout(layout);
  const last = lastIndex(checked);
  if (
    typeof position !== 'number' ||
    !Number.isInteger(position) ||
    position < 0 ||
    position > last
  ) {
    fail(
      'state-position',
      `position must be a whole number from 0 to ${last} for this layout; got ${describeValue(position)}`,
    );
  }
  const zone = spaceAt(checked, position).zone;
  const zoneIndex = ZONES.indexOf(zone);
  const tokens = { white: false, orange: false, red: false };
  ZONES.forEach((each, index) => {
    const passedLastEvent = each !== 'red' && position >= lastEventOf(checked, each);
    if (index < zoneIndex || passedLastEvent) tokens[each] = true;
  });
  const atLast = position === last;
  if (atLast) tokens.red = true;
  return freezeState({ position, tokens, locationRequirement: atLast ? 1 : null, pending: null });
}

/**
 * Moves the marker one space. Landing on an Event Space leaves its event pending; landing on the
 * last space without the Location Card takes the red token with requirement 1 (pp. 22-23). If the
 * last space is also an Event Space, that forced take is the Dark Arts Player's choice for its event
 * (effect or token, never both), so nothing is left pending; only when the red token was taken
 * earlier does its event wait, and then `effect` is the one choice.
 */
export function advance(layout: PathLayout, state: PathState, cause: AdvanceCause): PathState {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  requireOneOf(cause, ADVANCE_CAUSES, 'cause', 'cause');
  if (current.pending !== null) {
    fail(
      'event-pending',
      `the ${current.pending.zone} event on this space must be resolved (decide "effect" or "token") before the marker moves again`,
    );
  }
  if (current.position === lastIndex(checked)) {
    fail('path-end', 'the marker is already on the last space of the path and cannot move further');
  }
  const position = current.position + 1;
  const space = spaceAt(checked, position);
  const tokens = { ...current.tokens };
  let locationRequirement = current.locationRequirement;
  let forcedTake = false;
  if (position === lastIndex(checked) && !tokens.red) {
    tokens.red = true;
    locationRequirement = 1;
    forcedTake = true;
  }
  return freezeState({
    position,
    tokens,
    locationRequirement,
    pending: space.event && !forcedTake ? { zone: space.zone } : null,
  });
}

/**
 * Resolves the pending event: `token` takes the zone's Progress Token (in the red zone, with the
 * Location Card requirement of this space); `effect` uses the event effect instead, which is not
 * allowed on the last white or orange Event Space while that zone's token is still there.
 */
export function decide(layout: PathLayout, state: PathState, choice: EventChoice): PathState {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  const checkedChoice = requireOneOf(choice, EVENT_CHOICES, 'choice', 'choice');
  const pending = current.pending;
  if (pending === null) {
    fail(
      'no-event-pending',
      'there is no event to resolve: decide is only allowed right after the marker lands on an Event Space',
    );
  }
  const tokens = { ...current.tokens };
  let locationRequirement = current.locationRequirement;
  if (checkedChoice === 'token') {
    if (tokens[pending.zone]) {
      fail('token-taken', `the ${pending.zone} Progress Token is already taken; choose "effect"`);
    }
    tokens[pending.zone] = true;
    if (pending.zone === 'red') locationRequirement = requirementAt(checked, current.position);
  } else if (mustTakeTokenNow(checked, current)) {
    fail(
      'token-forced',
      `this is the last ${pending.zone} Event Space and the ${pending.zone} Progress Token is still there; it must be taken ("token") before the marker leaves the zone`,
    );
  }
  return freezeState({ position: current.position, tokens, locationRequirement, pending: null });
}

/** What the widgets show about a state: zone, unlocked card colours, final hand, event status. */
export function pathInfo(layout: PathLayout, state: PathState): PathInfo {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  const space = spaceAt(checked, current.position);
  const zoneIndex = ZONES.indexOf(space.zone);
  return freezeDeep({
    zone: space.zone,
    unlocked: ZONES.slice(0, zoneIndex + 1),
    finalHand: current.position === lastIndex(checked),
    onEventSpace: space.event,
    mustTakeToken: mustTakeTokenNow(checked, current),
  });
}

/** The choices `decide` accepts right now ([] when no event is pending). */
export function allowedChoices(layout: PathLayout, state: PathState): EventChoice[] {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  if (current.pending === null) return [];
  const choices: EventChoice[] = [];
  if (!mustTakeTokenNow(checked, current)) choices.push('effect');
  if (!current.tokens[current.pending.zone]) choices.push('token');
  return choices;
}

/** What taking the red token on the red Event Space at `position` would set, and what waiting would do. */
function redTokenNote(layout: PathLayout, position: number): string {
  const requirement = requirementAt(layout, position);
  const events = redEventsBeforeLast(layout);
  const take = `Taking the red Progress Token here brings the Location Card with it, at ${numberWord(requirement)} pawns on the Dark Arts Player Location.`;
  if (requirement === 3) {
    return `${take} Holding off until the next red Event Space brings that down to two; if it is still not taken by the last space, it is forced on the Dark Arts Player there, at one.`;
  }
  if (position !== events[1]) {
    // A third or later red Event Space: the guide names only the first, the next and the last space.
    return `${take} The guide gives a requirement only for the first red Event Space (three), the next one (two) and the last space (one); this tracker counts two here as well.`;
  }
  return events.some((index) => index > position)
    ? `${take} Holding off: the guide does not say what a later red Event Space sets (this tracker counts two there too), and the last space forces the card at one pawn.`
    : `${take} Holding off leaves the card to be forced on the Dark Arts Player at the last space, at one pawn.`;
}

/**
 * Plain-language notes for a state, each with its pages: the pending event and its choices, what
 * taking the red token would set, the Location Card already held, and the final hand.
 */
export function describePath(layout: PathLayout, state: PathState): Reason[] {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  const notes: Reason[] = [];
  const zone = spaceAt(checked, current.position).zone;
  const zoneIndex = ZONES.indexOf(zone);
  const unlockedNames = ZONES.slice(0, zoneIndex + 1).join(', ');
  notes.push({
    text: `The marker is in the ${zone} zone, so Dark Arts card effects of these colours are open: ${unlockedNames}.`,
    pages: [21],
  });
  if (current.pending !== null) {
    const eventZone = current.pending.zone;
    notes.push({
      text:
        `Event Space: draw the top card of the ${eventZone} Event Deck. House Players carry out their part first if ` +
        'they can; then the Dark Arts Player picks the event effect or, if it is still there, the zone\u2019s Progress Token. ' +
        'Discard the Event Card when done.',
      pages: [22],
    });
    if (mustTakeTokenNow(checked, current)) {
      notes.push({
        text: `This is the last ${eventZone} Event Space, so the ${eventZone} Progress Token has to be taken now, before the marker moves into the next zone.`,
        pages: [22],
      });
    } else if (current.tokens[eventZone]) {
      notes.push({
        text: `The ${eventZone} Progress Token is already taken, so the Dark Arts Player uses the event effect.`,
        pages: [22],
      });
    } else if (eventZone === 'red') {
      notes.push({ text: redTokenNote(checked, current.position), pages: [22, 23] });
    }
  }
  if (current.locationRequirement !== null) {
    notes.push({
      text:
        `The Location Card is taken with a requirement of ${current.locationRequirement} ` +
        `${current.locationRequirement === 1 ? 'pawn' : 'pawns'}; moving further along the path does not change it.`,
      pages: [22, 23],
    });
  }
  if (current.position === lastIndex(checked)) {
    notes.push({
      text:
        'Final hand: the marker is on the last space. Everyone draws back up to five cards, and nobody may Replenish ' +
        'again (card effects and draw spaces still let players draw). Play on until a side wins or everyone runs out ' +
        'of cards, which is a draw. Reaching this space is not a result by itself.',
      pages: [22, 23],
    });
  }
  return freezeDeep(notes);
}

/** Display name of a zone, e.g. for a legend. */
export function zoneName(zone: Zone): string {
  return ZONE_NAMES[requireOneOf(zone, ZONES, 'zone', 'zone')];
}
