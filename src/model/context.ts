import type { WidgetChange } from './widget-change.js';
import { createContext } from '@lit/context';
import type { House, PathInfo, PlayerCount } from '../rules/types.js';
import type { PathMove, PathSession } from './path-session.js';
import type { TurnState, WidgetKey, WidgetStates } from './widget-state.js';
import type { PageSettings } from './pdf-pages.js';

/**
 * What a `<defenders-game>` shares with the widgets inside it; with `WidgetStates`, what the widgets
 * keep in the game (setup ticks, the turn, the victory entries).
 */
export interface GameState extends WidgetStates {
  players: PlayerCount;
  /** The Houses in play, one per House Player, in seating order. */
  houses: House[];
  /** The Dark Arts path: layout notation, state and move history. */
  path: PathSession;
  /** The official rulebook PDF, or '' when none was given. */
  rulebookUrl: string;
  /**
   * How the printed pages the widgets cite map to pages of that PDF (the game's `page-offset`,
   * `spreads` and `pdfPage`); a rule reference's own settings win over these.
   */
  pageSettings: PageSettings;
}

/**
 * The value widgets consume. A new object is provided after every change, so consumers that
 * subscribe re-render; they change the game only through these methods.
 */
export interface GameContextValue {
  readonly state: GameState;
  /**
   * `pathInfo` of the shared path (zone, unlocked colours, final hand, event status), worked out
   * once per change by the game so the widgets do not each recompute it; `null` if the rules core
   * rejects the path.
   */
  readonly pathInfo: PathInfo | null;
  setPlayers(players: PlayerCount): void;
  setHouses(houses: House[]): void;
  /**
   * Applies a move to the shared path; throws `RulesError` if the rules forbid it. With `turn`, the
   * turn changes in the same step (a turn checklist's marker button), undone together.
   */
  movePath(move: PathMove, turn?: TurnState): void;
  undoPath(): void;
  /** Replaces the whole path session (for example a new layout, or a placed marker). */
  setPath(path: PathSession): void;
  /**
   * Replaces one widget state the game keeps; `label` names the change for Undo ("setup step 3
   * ticked"). Throws `RulesError` if the value does not fit the game.
   */
  setWidgetState<K extends WidgetKey>(key: K, value: WidgetStates[K], label: WidgetChange): void;
}

export const gameContext = createContext<GameContextValue | undefined>(
  Symbol.for('defenders-game'),
);
