import type { LocalText, Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, translate } from '../i18n/translate.js';
import { advance, pathInfo, requirementAt, zoneName, zoneWord } from '../rules/path.js';
import type { AdvanceCause, EventChoice, PathLayout, PathState, Zone } from '../rules/types.js';
import { narrationMessages } from './narration.messages.js';
import type { PathHistoryEntry, PathMove, PathSession } from './path-session.js';

/**
 * Every sentence the widgets say about a move on the Dark Arts path, built once: the path tracker
 * and the turn checklist both narrate a marker move with these. Pure: no DOM, no state. Each
 * function takes the language last (a BCP 47 tag, English when left out).
 */

type NarrationKey = keyof typeof narrationMessages;

function say(locale: string, key: NarrationKey, params?: Params): string {
  return translate(narrationMessages, locale, key, params);
}

/**
 * The English of a key without the translation registry, for the constants built at import
 * (each call marked pure, so that a bundle that uses none of them leaves them out).
 */
const english = (key: NarrationKey): string => narrationMessages[key] as string;

/**
 * The rulebook pages of the narration's sentences that state a rule: a new zone's cards and the
 * old zone's deck (pp. 21, 22), the House Markers given back (p. 20), an Event Space's steps and
 * the final hand (p. 22), the red Progress Token and the Location Card taken with it (pp. 22, 23).
 * The others say what moved or was taken, and cite nothing.
 */
const NARRATION_PAGES: Partial<Record<NarrationKey, readonly number[]>> = {
  'narration.zone-change': [21, 22],
  'narration.give-markers-back': [20],
  'narration.final-hand': [22],
  'narration.forced-red': [22, 23],
  'narration.event.effect-only': [22],
  'narration.event.token-only': [22],
  'narration.event.card-last': [22, 23],
  'narration.event.choose': [22],
  'narration.decision.card': [22, 23],
};

/** The pages cited by the sentences of `keys`, in order, each once. */
function pagesOf(keys: readonly NarrationKey[]): number[] {
  const pages = new Set(keys.flatMap((key) => NARRATION_PAGES[key] ?? []));
  return [...pages].sort((a, b) => a - b);
}

/** The colour word of the zone whose Event Space a decision resolved ('' if none was pending). */
function decidedZone(before: PathState): LocalText | string {
  return before.pending ? zoneWord(before.pending.zone) : '';
}

/** Short labels for what moved the marker (buttons, and the head of a move's narration), in English. */
export const CAUSE_LABELS: Readonly<Record<AdvanceCause, string>> = {
  'house-replenish': /* @__PURE__ */ english('narration.cause.house-replenish'),
  event: /* @__PURE__ */ english('narration.cause.event'),
  'all-house-markers': /* @__PURE__ */ english('narration.cause.all-house-markers'),
};

/** A short label for what moved the marker, in `locale`. */
export function causeLabel(cause: AdvanceCause, locale: string = SOURCE_LOCALE): string {
  return say(locale, `narration.cause.${cause}`);
}

/** "1 Dark Arts pawn", "3 Dark Arts pawns". */
export function pawns(count: number, locale: string = SOURCE_LOCALE): string {
  return say(locale, 'narration.pawns', { count });
}

const pawnsParam =
  (count: number) =>
  (locale: string): string =>
    pawns(count, locale);

/** The marker left `before`'s zone for `after`'s: the new colour's cards count, the old deck is set aside. */
export function zoneChangeSentence(
  before: Zone,
  after: Zone,
  locale: string = SOURCE_LOCALE,
): string {
  return say(locale, 'narration.zone-change', {
    colour: zoneName(after, { locale }),
    before: zoneWord(before),
  });
}

export const GIVE_MARKERS_BACK = /* @__PURE__ */ english('narration.give-markers-back');

export const FINAL_HAND_SENTENCE = /* @__PURE__ */ english('narration.final-hand');

/** What the table does on the Event Space the marker now waits on. */
export function eventPromptSentence(
  layout: PathLayout,
  state: PathState,
  locale: string = SOURCE_LOCALE,
): string {
  return eventSentence(layout, state, eventPromptKey(layout, state), locale);
}

/** The sentence of `key`, the event prompt `eventPromptKey` chose for `state`. */
function eventSentence(
  layout: PathLayout,
  state: PathState,
  key: NarrationKey,
  locale: string,
): string {
  const zone = (state.pending as { zone: Zone }).zone;
  return key === 'narration.event.card-last'
    ? say(locale, key, { pawns: pawnsParam(requirementAt(layout, state.position)) })
    : say(locale, key, { zone: zoneWord(zone) });
}

function eventPromptKey(layout: PathLayout, state: PathState): NarrationKey {
  const zone = (state.pending as { zone: Zone }).zone;
  const info = pathInfo(layout, state);
  if (info.mustTakeToken && info.finalHand) return 'narration.event.card-last';
  return state.tokens[zone]
    ? 'narration.event.effect-only'
    : info.mustTakeToken
      ? 'narration.event.token-only'
      : 'narration.event.choose';
}

/** The sentences, by key, that follow the marker moving one space from `before` to `after`. */
function advanceKeys(
  layout: PathLayout,
  before: PathState,
  after: PathState,
  cause: AdvanceCause,
): NarrationKey[] {
  const keys: NarrationKey[] = ['narration.advance'];
  if (layout.spaces[before.position]?.zone !== layout.spaces[after.position]?.zone)
    keys.push('narration.zone-change');
  if (cause === 'all-house-markers') keys.push('narration.give-markers-back');
  if (after.pending) keys.push(eventPromptKey(layout, after));
  // The red Progress Token taken with the Location Card on arriving at the last space (an
  // ordinary one: on an Event Space the token waits for the event, and its prompt says so).
  if (after.tokens.red && !before.tokens.red && after.locationRequirement !== null)
    keys.push('narration.forced-red');
  if (pathInfo(layout, after).finalHand) keys.push('narration.final-hand');
  return keys;
}

/** Everything that follows from the marker moving one space from `before` to `after`. */
export function narrateAdvance(
  layout: PathLayout,
  before: PathState,
  after: PathState,
  cause: AdvanceCause,
  locale: string = SOURCE_LOCALE,
): string {
  const zone = layout.spaces[after.position]?.zone as Zone;
  const zoneBefore = layout.spaces[before.position]?.zone as Zone;
  const sentences: Partial<Record<NarrationKey, () => string>> = {
    'narration.advance': () =>
      say(locale, 'narration.advance', {
        cause: causeLabel(cause, locale),
        space: after.position + 1,
        total: layout.spaces.length,
        zone: zoneWord(zone),
      }),
    'narration.zone-change': () => zoneChangeSentence(zoneBefore, zone, locale),
    'narration.forced-red': () =>
      say(locale, 'narration.forced-red', {
        pawns: pawnsParam(after.locationRequirement as number),
      }),
  };
  return advanceKeys(layout, before, after, cause)
    .map((key) =>
      key.startsWith('narration.event.')
        ? eventSentence(layout, after, key, locale)
        : (sentences[key]?.() ?? say(locale, key)),
    )
    .join(' ');
}

/** The rulebook pages of what `narrateAdvance` says; none when it states no rule. */
export function advancePages(
  layout: PathLayout,
  before: PathState,
  after: PathState,
  cause: AdvanceCause,
): number[] {
  return pagesOf(advanceKeys(layout, before, after, cause));
}

/** The Dark Arts Player's choice on an Event Space. */
export function narrateDecision(
  before: PathState,
  after: PathState,
  choice: EventChoice,
  locale: string = SOURCE_LOCALE,
): string {
  const zone = before.pending?.zone as Zone;
  return decisionKeys(before, after, choice)
    .map((key) =>
      key === 'narration.decision.card'
        ? say(locale, key, { pawns: pawnsParam(after.locationRequirement as number) })
        : say(locale, key, { zone: zoneWord(zone) }),
    )
    .join(' ');
}

/** The sentences, by key, of the Dark Arts Player's `choice`: the token in red brings the card. */
function decisionKeys(before: PathState, after: PathState, choice: EventChoice): NarrationKey[] {
  if (choice === 'effect') return ['narration.decision.effect'];
  return before.pending?.zone === 'red' && after.locationRequirement !== null
    ? ['narration.decision.token', 'narration.decision.card']
    : ['narration.decision.token'];
}

/** The rulebook pages of what `narrateMove` says about `move`; none when it states no rule. */
export function movePages(
  layout: PathLayout,
  move: PathMove,
  before: PathState,
  after: PathState,
): number[] {
  return move.kind === 'advance'
    ? advancePages(layout, before, after, move.cause)
    : pagesOf(decisionKeys(before, after, move.choice));
}

export function narrateMove(
  layout: PathLayout,
  move: PathMove,
  before: PathState,
  after: PathState,
  locale: string = SOURCE_LOCALE,
): string {
  return move.kind === 'advance'
    ? narrateAdvance(layout, before, after, move.cause, locale)
    : narrateDecision(before, after, move.choice, locale);
}

/** One line of the move history (also names the move that "Undo" takes back). */
export function historyLabel(
  layout: PathLayout,
  entry: PathHistoryEntry,
  locale: string = SOURCE_LOCALE,
): string {
  const { move, before } = entry;
  if (move.kind === 'advance') {
    const cause = say(locale, `narration.cause-in-sentence.${move.cause}`);
    const space = before.position + 2;
    let after: PathState | null = null;
    try {
      after = advance(layout, before, move.cause);
    } catch {
      // A history entry always replays; this only guards the label.
    }
    return after && after.tokens.red && !before.tokens.red && after.locationRequirement !== null
      ? say(locale, 'narration.history.advance-card', {
          space,
          cause,
          pawns: pawnsParam(after.locationRequirement),
        })
      : say(locale, 'narration.history.advance', { space, cause });
  }
  const space = before.position + 1;
  if (move.choice === 'effect')
    return say(locale, 'narration.history.effect', { space, zone: decidedZone(before) });
  return before.pending?.zone === 'red'
    ? say(locale, 'narration.history.red-token', {
        space,
        pawns: pawnsParam(requirementAt(layout, before.position)),
      })
    : say(locale, 'narration.history.token', { space, zone: decidedZone(before) });
}

/**
 * A move in a few words, for the game's undo announcement ("Undid: marker moved to space 7"): an
 * advance names the space the marker moved to, an event choice what the Dark Arts Player did.
 */
export function moveSummary(entry: PathHistoryEntry, locale: string = SOURCE_LOCALE): string {
  const { move, before } = entry;
  const space = before.position + 1;
  if (move.kind === 'advance')
    return say(locale, 'narration.summary.advance', { space: space + 1 });
  const zone = decidedZone(before);
  return move.choice === 'effect'
    ? say(locale, 'narration.summary.effect', { zone, space })
    : say(locale, 'narration.summary.token', { zone, space });
}

/** The last move taken back: `entry` is the history entry undone. */
export function narrateUndo(
  layout: PathLayout,
  entry: PathHistoryEntry,
  locale: string = SOURCE_LOCALE,
): string {
  const undone = say(locale, 'narration.undo', {
    move: historyLabel(layout, entry, locale),
    space: entry.before.position + 1,
  });
  const pending = entry.before.pending;
  return pending
    ? `${undone} ${say(locale, 'narration.undo-waiting', { zone: zoneWord(pending.zone) })}`
    : undone;
}

export const RESTART_SENTENCE = /* @__PURE__ */ english('narration.restart');

/** `RESTART_SENTENCE` in `locale`. */
export function restartSentence(locale: string = SOURCE_LOCALE): string {
  return say(locale, 'narration.restart');
}

/**
 * What changed between two versions of a shared path, for a widget that did not make the change:
 * one move more, one undone, or a new path; '' when nothing moved.
 */
export function narrateSessionChange(
  layout: PathLayout,
  seen: PathSession,
  path: PathSession,
  locale: string = SOURCE_LOCALE,
): string {
  if (path.history.length === seen.history.length + 1) {
    const entry = path.history.at(-1) as PathHistoryEntry;
    return narrateMove(layout, entry.move, entry.before, path.state, locale);
  }
  const space = path.state.position + 1;
  if (path.history.length === seen.history.length - 1) {
    return say(locale, 'narration.session-undone', { space });
  }
  if (path.state !== seen.state) return say(locale, 'narration.session-updated', { space });
  return '';
}

/** The marker cannot advance while the event on its space waits for the Dark Arts Player. */
export function markerWaitsForEvent(zone: Zone, locale: string = SOURCE_LOCALE): string {
  return say(locale, 'narration.marker.waits', { zone: zoneWord(zone) });
}

export function markerDidNotMove(reason: string, locale: string = SOURCE_LOCALE): string {
  return say(locale, 'narration.marker.did-not-move', { reason });
}

export const MARKER_MOVE_UNDONE = /* @__PURE__ */ english('narration.marker.move-undone');

/** `MARKER_MOVE_UNDONE` in `locale`. */
export function markerMoveUndone(locale: string = SOURCE_LOCALE): string {
  return say(locale, 'narration.marker.move-undone');
}
