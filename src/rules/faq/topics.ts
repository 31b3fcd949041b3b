/**
 * THE list of the FAQ's built-in entries: the topics to browse the FAQ by, in order, each with its
 * entries in FAQ order and the rulebook pages each answer cites, ascending. The ids, their order,
 * their topics and their pages are written here only (an id is a word, never a number, so an
 * object keeps its ids in the order written). The texts are the messages `faq.<id>.question` and
 * `faq.<id>.answer` of faq.messages.ts; `faq.<id>.keywords` holds the words players use for it,
 * for the search only. Pure.
 */
import { freezeDeep } from '../validate.js';

export const FAQ_TOPICS = /* @__PURE__ */ freezeDeep([
  {
    id: 'players',
    entries: {
      'how-many-players': [2, 3, 8, 9],
      // The same pages as the setup calculator's two-player note (TWO_PLAYER_NOTE).
      'two-players': [6, 8, 9],
      'everyone-a-house': [8, 9],
      'same-house': [8, 9],
      'game-length': [2, 3],
      'first-game-dark-arts': [8, 9],
    },
  },
  {
    id: 'setup',
    entries: {
      'dark-arts-pawns': [6],
      'house-pawns': [6, 7],
      'setup-main-board': [6],
      'setup-side-board': [7],
      'marker-start': [7],
      'setup-player-boards': [8, 9],
      'first-player': [10],
    },
  },
  {
    id: 'house-turn',
    entries: {
      'house-actions': [16, 17],
      explore: [16],
      'explore-second-card': [16],
      learn: [17],
      'advanced-acquire': [17],
      'learn-protected-areas': [17],
      'house-replenish': [17, 22],
      'hogwarts-tokens': [17],
      'token-same-turn': [17],
      'parchment-scroll': [17],
      'end-turn': [17, 21],
      'turn-order': [10, 17, 21],
      'hand-size': [8, 9, 17, 20, 21],
      'stunned-pawns': [17, 20, 21],
      'card-effects-override': [16],
    },
  },
  {
    id: 'dark-arts-turn',
    entries: {
      'dark-arts-no-learn': [20, 21],
      'dark-arts-explore': [20, 21],
      'protected-areas': [10, 20],
      'occupied-deployment-space': [20, 21],
      'dark-arts-replenish': [20, 21],
      'dark-arts-replenish-marker': [20, 21, 22],
      bump: [20, 22],
      'several-bumps': [20],
      'house-markers': [8, 9, 20, 22],
    },
  },
  {
    id: 'path',
    entries: {
      'marker-moves': [22],
      'event-spaces': [22],
      'progress-token-forced': [22, 23],
      'card-colours-unlock': [21],
      'location-card-requirement': [16, 22, 23],
      'final-hand': [22],
    },
  },
  {
    id: 'end',
    entries: {
      draw: [22, 23],
      'house-win': [23],
      'houses-win-together': [23],
      'dark-arts-win': [23],
      'claim-defence-shield': [11, 23],
    },
  },
] as const satisfies readonly {
  id: string;
  entries: Readonly<Record<string, readonly number[]>>;
}[]);

/** The id of a topic of FAQ_TOPICS. */
export type FaqTopic = (typeof FAQ_TOPICS)[number]['id'];

type IdsOf<Entries> = Entries extends unknown ? keyof Entries & string : never;

/** The id of a built-in entry. */
export type FaqId = IdsOf<(typeof FAQ_TOPICS)[number]['entries']>;

function pagesById(): Readonly<Record<FaqId, readonly number[]>> {
  return Object.assign({}, ...FAQ_TOPICS.map((topic) => topic.entries)) as Record<
    FaqId,
    readonly number[]
  >;
}

/** The pages each built-in answer cites, by id, in FAQ order: the topics' entries in turn. */
export const FAQ_PAGES = /* @__PURE__ */ pagesById();
