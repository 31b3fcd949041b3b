// Size budgets (gzip) of the CDN bundles: the all-in-one bundle, the FAQ chunk it loads beside it,
// and one per widget of THE list (src/widgets.ts). A widget without a budget here, or a budget for
// no widget, stops `npm run size`.
import { WIDGETS } from './scripts/widgets.mjs';

/**
 * The all-in-one bundle leaves the FAQ's entries and search to a chunk it imports when a page shows
 * a FAQ (`dist/cdn/chunks/faq-search-<hash>.js`): 74,598 -> 58,893 B, the chunk 17,327 B.
 */
const ALL_IN_ONE_LIMIT = '59.75 kB';
const FAQ_CHUNK_LIMIT = '17.8 kB';
/** The German module (dist/cdn/locales/de.js), loaded beside a bundle by German pages. */
const GERMAN_LIMIT = '28.0 kB';

/**
 * Per-widget budgets, by widget name: the measured sizes plus under 1%. Localization (#17) raised
 * them all: 1.2 kB of it is the layer itself, the rest is every text moved into its English
 * catalogue with a key, the German-aware FAQ search, and messages that used to be built by hand.
 * Issue #24 (a game is never lost) raised them again, measured: every bundle about 0.1 kB for the
 * check that a registered text is text (rendering never throws on one) and the rulebook link's
 * kept fragment; the game 1.3 kB for reading a saved record part by part, keeping tabs in step
 * (revisions, the storage event, the three-way merge), links opened over a saved game and the
 * storage note; the German module 1 kB, as registerTranslation now throws a RulesError, which
 * brings the translate function into it.
 * The FAQ that answers what players type (#23) raised the FAQ, the all-in-one and the German
 * bundles by about 5, 5 and 2.5 kB: 18 more entries with their German, the search keywords of every
 * entry (about 1.1 kB gzip in English, 1.3 kB in German), the ranking (1.2 kB) and the closest
 * answers and topics of the empty state.
 * The renovation (#27) took 0.6 to 2 kB off each again: no decorator helpers, one line break per
 * white-space run in templates, and only the English messages a bundle's code can name. The
 * figures here are the sizes measured after all of this round's work was merged, plus under 1%;
 * the phone round (#25: turn order, seating) and the German keywords of the FAQ are in them.
 * The FAQ search that generalises (#23, second round) raised the FAQ and the all-in-one bundles
 * by about 1 kB and the German one by 0.8 kB, measured: the words players use for the game's own
 * (0.34 kB in English, the same in German), four more entries with their German (0.35 kB), and
 * the ranking's count reading, unknown-word check and synonym lookup (0.3 kB).
 * Then #25 §4 and §7, measured: every widget but the rule reference about 0.4 kB for detecting a
 * dark page that sets no color-scheme (src/shared/page-scheme.ts), the path tracker also for the
 * marker's double ring; the
 * turn checklist and the path tracker 0.3 kB more for the marker step that moves the marker and
 * the tracker's "moved this turn" line and spent cause.
 * The game's toolbar within reach (#25 §5) raised the game by 1.05 kB and the all-in-one by
 * 0.78 kB, measured: the sticky toolbar's controller (the Jump to links, their ids and focus, and
 * scrolling a focused control out from under the toolbar), the Undo button that names its change,
 * and their texts.
 * The limits are the sizes measured after this round's five branches were merged, plus under 1%.
 * The FAQ's third round (#23: questions the ranking has never seen) raised the FAQ, the all-in-one
 * and the German budgets by what it measured against b4ac1b0, rounded up to the next 0.05 kB: FAQ
 * +635 B and all-in-one +639 B gzip (players' words as synonyms and keywords, filler words and
 * irregular past forms, the setup question kind, "have to" read as "must"), German +318 B (its
 * synonyms and keywords).
 * Then the rule reference took the same dark-page detection (#25 §7, a citation in a dark page's
 * own text): 0.47 kB on its bundle, measured, 0.06 kB on the all-in-one.
 * The bytes round of the renovation (#27 §4) then took 0.1 to 2 kB off each, measured: message
 * keys as three-character ids in the self-contained bundles (scripts/rollup-message-keys.mjs;
 * all-in-one -1.0 kB, German -1.6 kB, setup about nothing, as its hash function costs what its
 * 55 keys save), terser shortening our classes' private `_name` members (-0.1 to -0.9 kB) and a
 * third terser pass (-0.1 kB at most). The limits are the sizes measured after that
 * round was merged with this round's other three branches, plus under 1%.
 * The FAQ's fourth round (#23: the question a player actually types, and no confident answer the
 * guide does not support) raised the FAQ, the all-in-one and the German budgets by what it
 * measured against 1f30a2d: FAQ 29.46 -> 30.89 kB (+1.43) and all-in-one 73.28 -> 74.68 kB
 * (+1.40), nearly all of it the word rules (faq.words.ts +1.17 kB gzip alone: German strong verb
 * forms and participles, separable prefixes, table-talk filler words, D.A. read as one word,
 * "2p" and ordinals, more irregular English past forms), the English House Markers entry and
 * synonyms (+0.17 kB) and the rarity-weighted unknown-word rule (+0.06 kB); German 20.52 ->
 * 20.67 kB (+0.15: the House Markers entry and synonyms in German).
 * The second bytes round (#27 §4) then took, measured in gzip bytes (before -> after), setup
 * 17,728 -> 17,501, turn 25,723 -> 25,467, path 23,615 -> 23,396, victory 22,789 -> 22,608, FAQ
 * 29,464 -> 29,235, game 29,978 -> 27,242, rule reference 12,528 -> 11,687 and all-in-one
 * 73,277 -> 69,684, the German module unchanged (20,515), in four cuts: the shared styles split
 * into sheets each element lists as it needs them, with `css` marked pure so the others drop out
 * (rule reference -839, game -227, setup -185, path -94, others -34 to +3; the all-in-one +39, for
 * the extra sheets), the dark-page check in one walk and the shared controllers' `_names` with it;
 * the catalogues and styles written together at a bundle's start (scripts/rollup-group-data.mjs:
 * all-in-one -3,656, widgets -48 to -278); a saved turn's ticks checked against turnStepIds, not
 * an English turn plan (game -1,348, turn and all-in-one +19 and +21); and setupFigures and
 * setupStepIds instead of the English setupFor in the game (game -946, setup and all-in-one +13
 * and +10; setupTable on setupFigures then -7 on each). The limits are those sizes plus under 1%.
 * The FAQ's fifth round (#23: a fifth blind set, the turn-order entry) raised the FAQ budgets
 * by what it measured against 2dd44de: FAQ 30.89 -> 31.75 kB (+0.86) and all-in-one 74.68 -> 75.53 kB
 * (+0.85): the English turn-order entry, keywords and synonyms, the table-talk readings and the
 * words of questions beyond the rules; German 20.67 -> 20.90 kB (+0.23: the entry, keywords and
 * synonyms in German). Splitting faq.words.ts into its reading rules and two word tables cost
 * nothing (the rules core 26 B gzip smaller). Each limit rose by the growth, rounded up to the
 * next 0.05 kB.
 * All of it merged (2026-12-02), measured: FAQ 31.46 kB and all-in-one 72.02 kB gzip (the FAQ
 * rounds' +2.3 kB on top of the bytes round), German 20.90 kB; those limits are the sizes plus
 * under 1%.
 * The third bytes round (#27 §4) then took, measured in gzip bytes against 1f20ae2 (before ->
 * after), setup 17,515 -> 17,138 (-377), turn 25,477 -> 25,017 (-460), path 23,408 -> 22,891
 * (-517), victory 22,624 -> 22,160 (-464), FAQ 31,460 -> 31,057 (-403), game 27,253 -> 26,855
 * (-398), rule reference 11,698 -> 11,333 (-365) and all-in-one 72,016 -> 71,691 (-325), the
 * German module unchanged (20,899), in six cuts: the document's context root and the widgets'
 * game consumer written for the one job each has instead of @lit/context's ContextRoot and
 * ContextConsumer (-263 to -334 on each widget bundle, game -72, all-in-one -195), the root
 * attached by the consumer that asks and by the game instead of a wrapped connectedCallback (-45
 * to -68, all-in-one -29), the rule reference's tabindex as a reactive property (-18 to -44),
 * ProblemController's use() as a function only the game bundles carry (-29 to -41 on the other
 * widgets, -6 and -7 on the game and all-in-one), and the narration's English constants,
 * which only tests read, marked pure (game -252, path -82, turn and all-in-one -63). The limits
 * are those sizes plus under 1%.
 * The FAQ's sixth round (#23: questions the guide does not answer get no built-in answer) cost
 * about 2.8 kB in every FAQ bundle (its phrases of what the guide leaves out, readings and
 * question kinds), and moved German's reading rules (stems, strong verbs, participles, compounds,
 * question kinds, stop words) out of the English bundles into the German module that German
 * pages load: FAQ 31.46 -> 31.02 kB and all-in-one 72.02 -> 71.54 kB on the round's own, German
 * 20.90 -> 24.63 kB (a German page, which loads both, +3.3 kB). Merged with the third bytes
 * round (2026-12-02), measured: FAQ 30.61, all-in-one 71.26, German 24.63 kB; those three limits
 * are the sizes plus under 1%, the others stay as the bytes round set them.
 * Lists written by plain code in English and German instead of a new Intl.ListFormat at every
 * render (#27 §5, src/i18n/translate.ts formatList) raised the victory checker 22.20 -> 22.36 kB
 * (its Houses line and game note); its limit is that size plus under 1%.
 * The FAQ's seventh round (#23: readings, question kinds, words players use, guide-silent kinds,
 * and the search's word index, which brought 5,000 frozen host entries back to ~15 ms a query)
 * raised FAQ 30.61 -> 31.80 kB, all-in-one 71.26 -> 72.68 kB and German 24.63 -> 25.55 kB (its
 * German readings and words); those three limits are the sizes plus under 1%.
 * The FAQ's ninth round (#23: every entry's keywords written again in both languages, the words
 * players use for each, and readings from a new set's misses) raised FAQ 31.89 -> 33.39 kB,
 * all-in-one 72.79 -> 74.39 kB and German 25.75 -> 27.12 kB (the keywords 1.17, 1.21 and 0.96 kB,
 * the readings the rest);
 * those three limits are the sizes plus under 1% (FAQ +1.5 kB, all-in-one +1.3, German +1.45).
 * The FAQ's tenth round (#23: readings from a new set's misses, in both languages: counts, the
 * role, whose turn it is, where a piece begins, German zu-infinitives and subject-first sides, and
 * a few words players use) raised FAQ 33,393 -> 33,590 B, all-in-one 74,388 -> 74,603 B and
 * German 27,120 -> 27,478 B (its readings and synonyms); those three limits are the sizes plus
 * under 1% (FAQ +0.2 kB, all-in-one +0.2, German +0.35). House pawns sharing a space, read as
 * the bump's entry rather than as a question the guide leaves open, then took FAQ to 33,613 B:
 * its limit is 33.65 kB. Folding a search's weaker matches behind a button (the strong ones
 * first; the search's scores, the button, its two texts, the embed fallback's fold) took FAQ to
 * 33,933 B and all-in-one to 74,958 B: their limits are 34.0 and 75.0 kB.
 * Loading the FAQ's data lazily in the all-in-one bundle took FAQ to 34,108 B (its loading line and
 * the message when the data cannot load, and the calls through the inlined module's namespace);
 * its limit is 34.4 kB. Those two messages in German took the German module to 27.64 kB (as
 * size-limit counts): its limit is 27.75 kB.
 * The FAQ's eleventh round (#23: readings from the misses of sets by a new hand: the turn order,
 * houses winning together, an action twice, the dark side, German "Anzahl", "auslegen", and a few
 * keywords), with the lazy FAQ above, took FAQ to 34,559 B, the FAQ chunk to 17,658 B and German to
 * 27,838 B (the all-in-one bundle, which no longer holds the search, to 59,090 B): their limits
 * are those sizes plus under 1%, 34.8, 17.8 and 28.0 kB.
 * Two tabs saving a moment apart (#44: every save names its tab and the records it was built on,
 * and the tab whose save lost makes its changes again on the other's; a widget state both tabs
 * made at once keeps what each set) took the game 26,906 -> 27,326 B and the all-in-one
 * 59,110 -> 59,540 B: their limits are 27.45 and 59.75 kB.
 */
const LIMITS = {
  'setup-calculator': '17.3 kB',
  'turn-checklist': '25.25 kB',
  'path-tracker': '23.1 kB',
  'victory-checker': '22.55 kB',
  faq: '34.8 kB',
  game: '27.45 kB',
  'rule-ref': '11.44 kB',
};

const names = WIDGETS.map((widget) => widget.name);
const missing = names.filter((name) => !(name in LIMITS));
const extra = Object.keys(LIMITS).filter((name) => !names.includes(name));
if (missing.length || extra.length) {
  throw new Error(
    `.size-limit.mjs: budgets must match src/widgets.ts (missing: ${missing.join(', ') || 'none'}; not widgets: ${extra.join(', ') || 'none'})`,
  );
}

export default [
  {
    name: 'all-in-one (dist/cdn/defenders-widgets.js)',
    path: 'dist/cdn/defenders-widgets.js',
    limit: ALL_IN_ONE_LIMIT,
    gzip: true,
  },
  {
    name: 'FAQ chunk of the all-in-one (dist/cdn/chunks/faq-search-*.js)',
    path: 'dist/cdn/chunks/faq-search-*.js',
    limit: FAQ_CHUNK_LIMIT,
    gzip: true,
  },
  ...names.map((name) => ({ name, path: `dist/cdn/${name}.js`, limit: LIMITS[name], gzip: true })),
  {
    name: 'German (dist/cdn/locales/de.js)',
    path: 'dist/cdn/locales/de.js',
    limit: GERMAN_LIMIT,
    gzip: true,
  },
];
