import { SOURCE_LOCALE, localText, translate } from '../../../i18n/translate.js';
import type { LocalText, Params } from '../../../i18n/messages.js';
import { ZONES } from '../../../rules/constants.js';
import { pathMessages } from '../../../rules/path.messages.js';
import { errorText, received } from '../../../rules/errors.js';
import {
  DEFAULT_LAYOUT,
  allowedChoices,
  initialPath,
  parseLayout,
  pathStateAt,
  requireState,
  requirementAt,
  zoneWord,
} from '../../../rules/path.js';
import type {
  AdvanceCause,
  EventChoice,
  PathInfo,
  PathLayout,
  PathSpace,
  PathState,
  Zone,
} from '../../../rules/types.js';
import type { PathSession } from '../../../model/path-session.js';
import { pawns } from '../../../model/narration.js';
import { pathTrackerMessages } from '../path-tracker.messages.js';

type TrackerKey = keyof typeof pathTrackerMessages;

/** A message of the tracker's catalogue, to be written in whichever language it is shown in. */
export function say(key: TrackerKey, params?: Params): LocalText {
  return localText(pathTrackerMessages, key, params);
}

/** The tracker's messages written in `locale`: `text(key, params)`. */
export function textIn(locale: string): (key: TrackerKey, params?: Params) => string {
  return (key, params) => translate(pathTrackerMessages, locale, key, params);
}

/** A tracker's own walk built from its attributes, with a message for each attribute it could not use (null if fine). */
export interface OwnWalk {
  layout: PathLayout;
  session: PathSession;
  layoutProblem: LocalText | null;
  positionProblem: LocalText | null;
}

/**
 * The walk a tracker shows from its `layout` and `position` attributes: a bad layout falls back to
 * the example, a bad position to the first space. `given` is the position as the host wrote it.
 */
export function ownWalk(
  layoutText: string | null | undefined,
  position: number | null | undefined,
  given: unknown,
): OwnWalk {
  let layout = parseLayout(DEFAULT_LAYOUT);
  let layoutProblem: LocalText | null = null;
  if (layoutText !== undefined && layoutText !== null) {
    try {
      layout = parseLayout(layoutText);
    } catch (error) {
      layoutProblem = say('path-tracker.layout-problem', { reason: errorText(error) });
    }
  }
  let state = initialPath(layout);
  let positionProblem: LocalText | null = null;
  if (position !== undefined && position !== null) {
    try {
      state = pathStateAt(layout, position);
    } catch {
      positionProblem = say('path-tracker.position-problem', {
        last: layout.spaces.length - 1,
        got: received(given),
      });
    }
  }
  return {
    layout,
    session: { layout: layout.notation, state, history: [] },
    layoutProblem,
    positionProblem,
  };
}

/**
 * The layout of a game's path, checked against its state (reusing `previous` when the notation is
 * the same), or the message saying why the tracker shows its own path instead.
 */
export function readGameLayout(
  previous: PathLayout | null,
  path: PathSession,
): { layout: PathLayout; problem: null } | { layout: null; problem: LocalText } {
  try {
    const layout = previous?.notation === path.layout ? previous : parseLayout(path.layout);
    requireState(layout, path.state);
    return { layout, problem: null };
  } catch (error) {
    return {
      layout: null,
      problem: say('path-tracker.game-problem', { reason: errorText(error) }),
    };
  }
}

/** The layout's spaces (with their 0-based index) by zone, in zone order. */
export function trackZones(
  layout: PathLayout,
): { zone: Zone; spaces: (PathSpace & { index: number })[] }[] {
  const numbered = layout.spaces.map((space, index) => ({ ...space, index }));
  return ZONES.map((zone) => ({ zone, spaces: numbered.filter((space) => space.zone === zone) }));
}

/** The event panel's choices and the reasons a choice is not open. */
export interface EventPanel {
  zone: Zone;
  /** The last space's event with the Location Card still to take: the token is the one choice. */
  cardDue: boolean;
  /** What the Dark Arts Player chooses here, as the panel's last step says it. */
  choice: string;
  choices: readonly EventChoice[];
  effectReason: string;
  tokenReason: string;
  tokenLabel: string;
}

/** The event panel in `locale` (English by default). */
export function eventPanel(
  layout: PathLayout,
  current: PathState,
  info: PathInfo,
  locale: string = SOURCE_LOCALE,
): EventPanel {
  const zone = (current.pending as { zone: Zone }).zone;
  const text = textIn(locale);
  const requirement = zone === 'red' ? requirementAt(layout, current.position) : 0;
  const cardDue = info.mustTakeToken && info.finalHand;
  return {
    zone,
    cardDue,
    // On the last space the core's note says it: the forced card is the choice (pp. 22-23).
    choice: cardDue
      ? translate(pathMessages, locale, 'path.note.must-take-last')
      : text('path-tracker.event-choice', { zone: zoneWord(zone) }),
    choices: allowedChoices(layout, current),
    effectReason: cardDue
      ? text('path-tracker.effect-not-allowed-last')
      : info.mustTakeToken
        ? text('path-tracker.effect-not-allowed', { zone: zoneWord(zone) })
        : '',
    tokenReason: current.tokens[zone]
      ? text('path-tracker.token-not-available', { zone: zoneWord(zone) })
      : '',
    tokenLabel:
      zone === 'red'
        ? text('path-tracker.take-red-token', { pawns: (tag) => pawns(requirement, tag) })
        : text('path-tracker.take-token', { zone: zoneWord(zone) }),
  };
}

/** Why the marker cannot advance now, in `locale`, or '' when it can. */
export function advanceBlocked(
  current: PathState,
  info: PathInfo,
  locale: string = SOURCE_LOCALE,
): string {
  if (current.pending) return textIn(locale)('path-tracker.blocked-event');
  return info.finalHand ? textIn(locale)('path-tracker.blocked-end') : '';
}

/** The marker move a game's turn made from its turn checklist: the spaces (1-based) and its cause. */
export interface TurnMove {
  readonly from: number;
  readonly to: number;
  readonly cause: AdvanceCause;
}

/**
 * The move this turn's checklist made on `session`, read from the turn's `markerMovedAt` (the
 * history's length right after it), or `null` when the turn has made none.
 */
export function turnMove(session: PathSession, markerMovedAt: number | null): TurnMove | null {
  if (markerMovedAt === null) return null;
  const entry = session.history[markerMovedAt - 1];
  if (!entry || entry.move.kind !== 'advance') return null;
  const after = session.history[markerMovedAt]?.before ?? session.state;
  return { from: entry.before.position + 1, to: after.position + 1, cause: entry.move.cause };
}
