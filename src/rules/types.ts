/** Total players at the table: one Dark Arts Player and one to four House Players. */
export type PlayerCount = 2 | 3 | 4 | 5;
export type House = 'gryffindor' | 'hufflepuff' | 'ravenclaw' | 'slytherin';
export type Side = 'house' | 'dark-arts';
export type Zone = 'white' | 'orange' | 'red';
export type Action = 'explore' | 'learn' | 'replenish';

/** Printed rulebook pages the guide cites, ascending. */
export type Pages = number[];

export interface RuleStep {
  /** Stable identifier, safe for ids, storage and tests. */
  id: string;
  text: string;
  pages: Pages;
}

export interface SetupPlan {
  players: PlayerCount;
  housePlayers: number;
  darkArtsPlayers: 1;
  pawns: number;
  onBoard: number;
  reserve: number;
  steps: RuleStep[];
}

export interface TurnContext {
  finalHand?: boolean;
  pawnOutsideProtectedArea?: boolean;
}

export interface ActionOption {
  id: Action;
  allowed: boolean;
  /** Present whenever `allowed` is false. */
  reason?: string;
  pages: Pages;
}

export interface TurnPlan {
  side: Side;
  action: Action;
  /** In the order the rules give; the last one is the end-of-turn step. */
  steps: RuleStep[];
  /** The action itself moves the Dark Arts Marker one space: true only for a House Replenish. */
  advancesMarker: boolean;
  /**
   * The action lets the player discard cards of their choice: true only for a House Replenish.
   * (Learn spends one or two cards as its price, and the Dark Arts Replenish forbids discarding.)
   */
  mayDiscard: boolean;
}

export type AdvanceCause = 'house-replenish' | 'event' | 'all-house-markers';
export type EventChoice = 'effect' | 'token';
export type LocationRequirement = 1 | 2 | 3;

export interface PathSpace {
  zone: Zone;
  event: boolean;
}

export interface PathLayout {
  /** The layout in canonical notation (no white space). */
  notation: string;
  spaces: PathSpace[];
}

export interface PathState {
  /** 0-based index into the layout's spaces. */
  position: number;
  tokens: Record<Zone, boolean>;
  locationRequirement: LocationRequirement | null;
  /** Set while an Event Space awaits the Dark Arts Player's choice. */
  pending: { zone: Zone } | null;
}

export interface PathInfo {
  zone: Zone;
  unlocked: Zone[];
  finalHand: boolean;
  onEventSpace: boolean;
  mustTakeToken: boolean;
}

export interface VictoryInput {
  houses: { house: House; shields: number }[];
  darkArts: {
    progressTokens: number;
    locationRequirement: LocationRequirement | null;
    pawnsAtLocation: number;
  };
  finalHand?: boolean;
  everyoneOutOfCards?: boolean;
}

export interface Reason {
  text: string;
  pages: Pages;
}

export interface Verdict {
  outcome: 'house' | 'dark-arts' | 'draw' | 'none';
  winner?: House;
  reasons: Reason[];
}

export type ShieldItem = 'da-coin' | 'dark-detector';

export interface ShieldClaimInput {
  onShieldSpace: boolean;
  libraryBook: boolean;
  parchmentScroll: boolean;
  daCoin: boolean;
  darkDetector: boolean;
  shieldNeeds: ShieldItem;
}

export interface ShieldClaim {
  ok: boolean;
  /** Human-readable names of what is still missing; empty when `ok`. */
  missing: string[];
  pages: Pages;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  pages: Pages;
}
