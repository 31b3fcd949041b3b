import { ZONES } from '../rules/constants.js';
import { describeValue, errorMessage } from '../rules/errors.js';
import {
  DEFAULT_LAYOUT,
  allowedChoices,
  initialPath,
  parseLayout,
  pathStateAt,
  requireState,
  requirementAt,
} from '../rules/path.js';
import type {
  EventChoice,
  PathInfo,
  PathLayout,
  PathSpace,
  PathState,
  Zone,
} from '../rules/types.js';
import type { PathSession } from '../game/path-session.js';
import { pawns } from '../game/narration.js';

/** A tracker's own walk built from its attributes, with a message for each attribute it could not use ('' if fine). */
export interface OwnWalk {
  layout: PathLayout;
  session: PathSession;
  layoutProblem: string;
  positionProblem: string;
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
  let layoutProblem = '';
  if (layoutText !== undefined && layoutText !== null) {
    try {
      layout = parseLayout(layoutText);
    } catch (error) {
      layoutProblem = `The layout is not valid: ${errorMessage(error)}. Showing the example layout instead.`;
    }
  }
  let state = initialPath(layout);
  let positionProblem = '';
  if (position !== undefined && position !== null) {
    try {
      state = pathStateAt(layout, position);
    } catch {
      positionProblem = `position must be a whole number from 0 (first space) to ${layout.spaces.length - 1} (last space) for this layout; got ${describeValue(given)}. The marker stays on the first space.`;
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
): { layout: PathLayout; problem: '' } | { layout: null; problem: string } {
  try {
    const layout = previous?.notation === path.layout ? previous : parseLayout(path.layout);
    requireState(layout, path.state);
    return { layout, problem: '' };
  } catch (error) {
    return {
      layout: null,
      problem: `The game's path could not be shown: ${errorMessage(error)}. Showing this tracker's own path.`,
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
  choices: readonly EventChoice[];
  effectReason: string;
  tokenReason: string;
  tokenLabel: string;
}

export function eventPanel(layout: PathLayout, current: PathState, info: PathInfo): EventPanel {
  const zone = (current.pending as { zone: Zone }).zone;
  return {
    zone,
    choices: allowedChoices(layout, current),
    effectReason: info.mustTakeToken
      ? `Not allowed: this is the last ${zone} Event Space, so the ${zone} Progress Token must be taken before the marker leaves the zone.`
      : '',
    tokenReason: current.tokens[zone]
      ? `Not available: the ${zone} Progress Token is already taken.`
      : '',
    tokenLabel:
      zone === 'red'
        ? `Take the red Progress Token (Location Card: ${pawns(requirementAt(layout, current.position))})`
        : `Take the ${zone} Progress Token`,
  };
}

/** Why the marker cannot advance now, or '' when it can. */
export function advanceBlocked(current: PathState, info: PathInfo): string {
  if (current.pending) return 'Resolve the event first.';
  return info.finalHand ? 'The marker is on the last space and moves no further.' : '';
}
