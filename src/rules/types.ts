/** Total players at the table: one Dark Arts Player and one to four House Players. */
export type PlayerCount = 2 | 3 | 4 | 5;
export type House = 'gryffindor' | 'hufflepuff' | 'ravenclaw' | 'slytherin';
export type Side = 'house' | 'dark-arts';
export type Zone = 'white' | 'orange' | 'red';
export type Action = 'explore' | 'learn' | 'replenish';

/** Printed rulebook pages the guide cites, ascending. */
export type Pages = readonly number[];

export interface RuleStep {
  /** Stable identifier, safe for ids, storage and tests. */
  readonly id: string;
  readonly text: string;
  readonly pages: Pages;
}

export interface SetupPlan {
  readonly players: PlayerCount;
  readonly housePlayers: number;
  readonly darkArtsPlayers: 1;
  readonly pawns: number;
  readonly onBoard: number;
  readonly reserve: number;
  readonly steps: readonly RuleStep[];
}

export interface TurnContext {
  readonly finalHand?: boolean;
  readonly pawnOutsideProtectedArea?: boolean;
}

export interface ActionOption {
  readonly id: Action;
  readonly allowed: boolean;
  /** Present whenever `allowed` is false. */
  readonly reason?: string;
  readonly pages: Pages;
}

export interface TurnPlan {
  readonly side: Side;
  readonly action: Action;
  /** In the order the rules give; the last one is the end-of-turn step. */
  readonly steps: readonly RuleStep[];
  /** The action itself moves the Dark Arts Marker one space: true only for a House Replenish. */
  readonly advancesMarker: boolean;
  /**
   * The action lets the player discard cards of their choice: true only for a House Replenish.
   * (Learn spends one or two cards as its price, and the Dark Arts Replenish forbids discarding.)
   */
  readonly mayDiscard: boolean;
}

export type AdvanceCause = 'house-replenish' | 'event' | 'all-house-markers';
export type EventChoice = 'effect' | 'token';
export type LocationRequirement = 1 | 2 | 3;

export interface PathSpace {
  readonly zone: Zone;
  readonly event: boolean;
}

export interface PathLayout {
  /** The layout in canonical notation (no white space). */
  readonly notation: string;
  readonly spaces: readonly PathSpace[];
}

export interface PathState {
  /** 0-based index into the layout's spaces. */
  readonly position: number;
  readonly tokens: Readonly<Record<Zone, boolean>>;
  readonly locationRequirement: LocationRequirement | null;
  /** Set while an Event Space awaits the Dark Arts Player's choice. */
  readonly pending: { readonly zone: Zone } | null;
}

export interface PathInfo {
  readonly zone: Zone;
  readonly unlocked: readonly Zone[];
  readonly finalHand: boolean;
  readonly onEventSpace: boolean;
  readonly mustTakeToken: boolean;
}

export interface VictoryInput {
  readonly houses: readonly { readonly house: House; readonly shields: number }[];
  readonly darkArts: {
    readonly progressTokens: number;
    readonly locationRequirement: LocationRequirement | null;
    readonly pawnsAtLocation: number;
  };
  readonly finalHand?: boolean;
  readonly everyoneOutOfCards?: boolean;
}

export interface Reason {
  readonly text: string;
  readonly pages: Pages;
}

export interface Verdict {
  readonly outcome: 'house' | 'dark-arts' | 'draw' | 'none';
  readonly winner?: House;
  readonly reasons: readonly Reason[];
}

export type ShieldItem = 'da-coin' | 'dark-detector';

export interface ShieldClaimInput {
  readonly onShieldSpace: boolean;
  readonly libraryBook: boolean;
  readonly parchmentScroll: boolean;
  readonly daCoin: boolean;
  readonly darkDetector: boolean;
  readonly shieldNeeds: ShieldItem;
}

export interface ShieldClaim {
  readonly ok: boolean;
  /** Human-readable names of what is still missing; empty when `ok`. */
  readonly missing: readonly string[];
  readonly pages: Pages;
}

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly pages: Pages;
}
