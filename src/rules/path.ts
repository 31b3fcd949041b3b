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
import type { RulesErrorCode } from './errors.js';
import type { LocalText, LocaleOptions, Params } from '../i18n/messages.js';
import { formatList, localText, localeOf, translate } from '../i18n/translate.js';
import { ZONES } from './constants.js';
import { received } from './errors.js';
import { zoneLabel } from './names.js';
import { pathMessages } from './path.messages.js';
import {
  fail,
  freezeDeep,
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

type PathKey = keyof typeof pathMessages;

/** A zone's colour word as it stands inside a sentence, in whichever language the text is shown. */
export function zoneWord(zone: Zone): LocalText {
  return localText(pathMessages, `path.zone.${zone}`);
}

/** The layout letters, described, in whichever language the text is shown. */
function allowedLetters(locale: string): string {
  return translate(pathMessages, locale, 'path.layout.letters');
}

function failPath(code: RulesErrorCode, key: PathKey, params?: Params): never {
  return fail(code, pathMessages, key, params);
}

/** The path's position errors: `name` from 0 to the layout's last index. */
function failPosition(key: PathKey, last: number, given: unknown): never {
  return failPath('state-position', key, { last, got: received(given) });
}

export const ADVANCE_CAUSES: readonly AdvanceCause[] = /* @__PURE__ */ Object.freeze([
  'house-replenish',
  'event',
  'all-house-markers',
]);
export const EVENT_CHOICES: readonly EventChoice[] = /* @__PURE__ */ Object.freeze([
  'effect',
  'token',
]);

/** What moves the marker: each cause with its rule text, in a language given by `text`. */
function causeRules(text: (key: PathKey) => string): Readonly<Record<AdvanceCause, Reason>> {
  return freezeDeep({
    'house-replenish': { text: text('path.cause.house-replenish'), pages: [17, 22] },
    event: { text: text('path.cause.event'), pages: [22] },
    'all-house-markers': { text: text('path.cause.all-house-markers'), pages: [20, 22] },
  });
}

/** What the three causes have in common, and the card-effect exception to every general rule (pp. 16, 22). */
function causesNote(text: (key: PathKey) => string): Reason {
  return freezeDeep({ text: text('path.causes-note'), pages: [16, 17, 20, 22] });
}

/** The English of a key without the translation registry, for the constants built at import. */
const english = (key: PathKey): string => pathMessages[key] as string;

/** What moves the marker: each cause with its rule text (pp. 17, 20, 22), in English. */
export const ADVANCE_CAUSE_RULES: Readonly<Record<AdvanceCause, Reason>> =
  /* @__PURE__ */ causeRules(english);

/** What the three causes have in common, in English: `advanceCausesNote` gives it in a language. */
export const ADVANCE_CAUSES_NOTE: Reason = /* @__PURE__ */ causesNote(english);

/** `ADVANCE_CAUSE_RULES` in `locale`. */
export function advanceCauseRules(
  options: LocaleOptions = {},
): Readonly<Record<AdvanceCause, Reason>> {
  return causeRules((key) => translate(pathMessages, localeOf(options), key));
}

/** `ADVANCE_CAUSES_NOTE` in `locale`. */
export function advanceCausesNote(options: LocaleOptions = {}): Reason {
  return causesNote((key) => translate(pathMessages, localeOf(options), key));
}

/** Layouts already checked by `parseLayout`; a frozen layout from there needs no second check. */
const checkedLayouts = new WeakSet<object>();

/** Turns layout notation into a checked, frozen `PathLayout`. White space is ignored. */
export function parseLayout(text: string): PathLayout {
  const source = requireString(text, 'layout', 'layout-type');
  if (source.length > MAX_LAYOUT_SPACES * 20) {
    failPath('layout-length', 'path.error.layout-length', {
      max: MAX_LAYOUT_SPACES,
      count: source.length,
    });
  }
  const spaces: PathSpace[] = [];
  let notation = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] as string;
    if (/\s/.test(char)) continue;
    const space = LETTERS[char];
    if (space === undefined || !Object.hasOwn(LETTERS, char)) {
      failPath('layout-letter', 'path.error.layout-letter', {
        space: spaces.length + 1,
        character: index + 1,
        got: received(char),
        letters: allowedLetters,
      });
    }
    spaces.push({ ...space });
    notation += char;
    if (spaces.length > MAX_LAYOUT_SPACES) {
      failPath('layout-length', 'path.error.layout-length-more', { max: MAX_LAYOUT_SPACES });
    }
  }
  if (spaces.length === 0) {
    failPath('layout-empty', 'path.error.layout-empty', { letters: allowedLetters });
  }
  if ((spaces[0] as PathSpace).event) {
    // The marker starts there and never lands on it, so its event could never be resolved.
    failPath('layout-first-event', 'path.error.layout-first-event', {
      got: received(notation[0]),
    });
  }
  for (let index = 1; index < spaces.length; index += 1) {
    const before = ZONES.indexOf((spaces[index - 1] as PathSpace).zone);
    const here = ZONES.indexOf((spaces[index] as PathSpace).zone);
    if (here < before) {
      failPath('layout-order', 'path.error.layout-order', {
        space: index + 1,
        letter: notation[index] as string,
        zone: zoneWord(ZONES[here] as Zone),
        before: zoneWord(ZONES[before] as Zone),
      });
    }
  }
  for (const zone of ZONES) {
    const inZone = spaces.filter((space) => space.zone === zone);
    if (inZone.length === 0) {
      failPath('layout-zone-missing', 'path.error.layout-zone-missing', { zone: zoneWord(zone) });
    }
    if (!inZone.some((space) => space.event)) {
      failPath('layout-zone-no-event', 'path.error.layout-zone-no-event', {
        zone: zoneWord(zone),
        letter: (zone[0] as string).toUpperCase(),
      });
    }
  }
  const redEventsBeforeLast = spaces
    .slice(0, -1)
    .filter((space) => space.zone === 'red' && space.event).length;
  if (redEventsBeforeLast < 2) {
    failPath('layout-red-events', 'path.error.layout-red-events', { count: redEventsBeforeLast });
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
    failPath('layout-type', 'path.error.layout-notation', { got: received(notation) });
  }
  const parsed = parseLayout(notation);
  const spaces = readField(record, 'spaces', 'layout.spaces', 'layout-type');
  if (!Array.isArray(spaces) || spaces.length !== parsed.spaces.length) {
    failPath('layout-mismatch', 'path.error.layout-spaces');
  }
  parsed.spaces.forEach((space, index) => {
    const given: unknown = readField(spaces, String(index), 'layout.spaces', 'layout-type');
    if (
      typeof given !== 'object' ||
      given === null ||
      readField(given, 'zone', 'layout.spaces', 'layout-type') !== space.zone ||
      readField(given, 'event', 'layout.spaces', 'layout-type') !== space.event
    ) {
      failPath('layout-mismatch', 'path.error.layout-space', { position: index + 1 });
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
    failPosition('path.error.position', last, position);
  }
  if (position === last) return 1;
  const events = redEventsBeforeLast(checked);
  if (!events.includes(position)) {
    failPath('requirement-position', 'path.error.requirement-position', { space: position + 1 });
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

/**
 * Whether the pending event leaves the Dark Arts Player no choice but the token: the last white or
 * orange Event Space with its zone's token still there (p. 22), and the last space of the path when
 * it is an Event Space and the Location Card is not yet taken (pp. 22-23).
 */
function mustTakeTokenNow(layout: PathLayout, state: PathState): boolean {
  const pending = state.pending;
  if (pending === null || state.tokens[pending.zone]) return false;
  if (pending.zone === 'red') return state.position === lastIndex(layout);
  return state.position === lastEventOf(layout, pending.zone);
}

function inconsistent(key: PathKey, params: Params = {}): never {
  return failPath('state-inconsistent', 'path.error.inconsistent', {
    detail: (locale) => translate(pathMessages, locale, key, params),
  });
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
    failPosition('path.error.state-position', last, position);
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
    failPath('state-type', 'path.error.state-requirement', { got: received(requirementValue) });
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
      inconsistent('path.inconsistent.token-missing', {
        zone: zoneWord(space.zone),
        earlier: zoneWord(zone),
      });
    }
    if (index > zoneIndex && tokens[zone]) {
      inconsistent('path.inconsistent.token-early', {
        later: zoneWord(zone),
        zone: zoneWord(space.zone),
      });
    }
  });
  if (pending !== null) {
    if (!space.event) inconsistent('path.inconsistent.pending-not-event', { space: position + 1 });
    if (pending.zone !== space.zone) {
      inconsistent('path.inconsistent.pending-zone', {
        pending: zoneWord(pending.zone),
        space: position + 1,
        zone: zoneWord(space.zone),
      });
    }
  }
  if (space.zone !== 'red' && !tokens[space.zone]) {
    const lastEvent = lastEventOf(layout, space.zone);
    if (position > lastEvent || (position === lastEvent && pending === null)) {
      inconsistent('path.inconsistent.token-passed', { zone: zoneWord(space.zone) });
    }
  }
  if (tokens.red !== (locationRequirement !== null)) {
    inconsistent('path.inconsistent.red-with-card');
  }
  // On a last space that is an Event Space, the red token waits for its event to be resolved.
  if (position === last && !tokens.red && pending === null) {
    inconsistent('path.inconsistent.last-space');
  }
  if (locationRequirement !== null && position < earliestPositionFor(layout, locationRequirement)) {
    inconsistent('path.inconsistent.requirement-early', {
      requirement: locationRequirement,
      space: earliestPositionFor(layout, locationRequirement) + 1,
    });
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
      inconsistent('path.inconsistent.token-while-waiting', { zone: zoneWord(space.zone) });
    }
  }
  if (
    waiting &&
    locationRequirement !== null &&
    position === earliestPositionFor(layout, locationRequirement)
  ) {
    inconsistent('path.inconsistent.requirement-waiting', {
      requirement: locationRequirement,
      space: position + 1,
    });
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
    failPosition('path.error.position', last, position);
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
 * Moves the marker one space. Landing on an Event Space leaves its event pending. Landing on the
 * last space without the Location Card takes the red token with requirement 1 (pp. 22-23); if the
 * last space is an Event Space, its event comes first (p. 22): it is left pending, the House Players
 * resolve their part, and the Dark Arts Player's choice is then the forced one, the red token with
 * requirement 1 (`decide(…, 'token')`; `effect` is refused there).
 */
export function advance(layout: PathLayout, state: PathState, cause: AdvanceCause): PathState {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  requireOneOf(cause, ADVANCE_CAUSES, 'cause', 'cause');
  if (current.pending !== null) {
    failPath('event-pending', 'path.error.event-pending', { zone: zoneWord(current.pending.zone) });
  }
  if (current.position === lastIndex(checked)) {
    failPath('path-end', 'path.error.path-end');
  }
  const position = current.position + 1;
  const space = spaceAt(checked, position);
  const tokens = { ...current.tokens };
  let locationRequirement = current.locationRequirement;
  if (position === lastIndex(checked) && !tokens.red && !space.event) {
    tokens.red = true;
    locationRequirement = 1;
  }
  return freezeState({
    position,
    tokens,
    locationRequirement,
    pending: space.event ? { zone: space.zone } : null,
  });
}

/**
 * Resolves the pending event: `token` takes the zone's Progress Token (in the red zone, with the
 * Location Card requirement of this space); `effect` uses the event effect instead, which is not
 * allowed on the last white or orange Event Space while that zone's token is still there, nor on a
 * last space that is an Event Space while the red token (with the Location Card) is still there.
 */
export function decide(layout: PathLayout, state: PathState, choice: EventChoice): PathState {
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  const checkedChoice = requireOneOf(choice, EVENT_CHOICES, 'choice', 'choice');
  const pending = current.pending;
  if (pending === null) {
    failPath('no-event-pending', 'path.error.no-event-pending');
  }
  const tokens = { ...current.tokens };
  let locationRequirement = current.locationRequirement;
  if (checkedChoice === 'token') {
    if (tokens[pending.zone]) {
      failPath('token-taken', 'path.error.token-taken', { zone: zoneWord(pending.zone) });
    }
    tokens[pending.zone] = true;
    if (pending.zone === 'red') locationRequirement = requirementAt(checked, current.position);
  } else if (mustTakeTokenNow(checked, current)) {
    if (pending.zone === 'red') failPath('token-forced', 'path.error.token-forced-last');
    failPath('token-forced', 'path.error.token-forced', { zone: zoneWord(pending.zone) });
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
function redTokenNote(layout: PathLayout, position: number, locale: string): string {
  const requirement = requirementAt(layout, position);
  const events = redEventsBeforeLast(layout);
  const say = (key: PathKey) => translate(pathMessages, locale, key);
  const take = translate(pathMessages, locale, 'path.note.red-take', { count: requirement });
  if (requirement === 3) return `${take} ${say('path.note.red-hold-first')}`;
  // A third or later red Event Space: the guide names only the first, the next and the last space.
  if (position !== events[1]) return `${take} ${say('path.note.red-later')}`;
  return events.some((index) => index > position)
    ? `${take} ${say('path.note.red-hold-second')}`
    : `${take} ${say('path.note.red-hold-last')}`;
}

/**
 * Plain-language notes for a state, each with its pages: the pending event and its choices, what
 * taking the red token would set, the Location Card already held, and the final hand; in `locale`.
 */
export function describePath(
  layout: PathLayout,
  state: PathState,
  options: LocaleOptions = {},
): Reason[] {
  const locale = localeOf(options);
  const checked = requireLayout(layout);
  const current = requireState(checked, state);
  const say = (key: PathKey, params?: Params) => translate(pathMessages, locale, key, params);
  const notes: Reason[] = [];
  const zone = spaceAt(checked, current.position).zone;
  const zoneIndex = ZONES.indexOf(zone);
  // One list in the language's own way ("white, orange, and red"; "Weiß, Orange und Rot").
  const colours = formatList(
    locale,
    ZONES.slice(0, zoneIndex + 1).map((each) => say(`path.colour.${each}`)),
  );
  notes.push({ text: say('path.note.zone', { zone: zoneWord(zone), colours }), pages: [21] });
  if (current.pending !== null) {
    const eventZone = zoneWord(current.pending.zone);
    notes.push({ text: say('path.note.event', { zone: eventZone }), pages: [22] });
    if (mustTakeTokenNow(checked, current) && current.pending.zone === 'red') {
      notes.push({ text: say('path.note.must-take-last'), pages: [22, 23] });
    } else if (mustTakeTokenNow(checked, current)) {
      notes.push({ text: say('path.note.must-take', { zone: eventZone }), pages: [22] });
    } else if (current.tokens[current.pending.zone]) {
      notes.push({ text: say('path.note.token-taken', { zone: eventZone }), pages: [22] });
    } else if (current.pending.zone === 'red') {
      notes.push({ text: redTokenNote(checked, current.position, locale), pages: [22, 23] });
    }
  }
  if (current.locationRequirement !== null) {
    notes.push({
      text: say('path.note.card-taken', { count: current.locationRequirement }),
      pages: [22, 23],
    });
  }
  if (current.position === lastIndex(checked)) {
    notes.push({ text: say('path.note.final-hand'), pages: [22, 23] });
  }
  return freezeDeep(notes);
}

/** Display name of a zone ("White"), e.g. for a legend, in `locale`. */
export function zoneName(zone: Zone, options: LocaleOptions = {}): string {
  return zoneLabel(requireOneOf(zone, ZONES, 'zone', 'zone'), localeOf(options));
}
