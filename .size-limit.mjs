// Size budgets (gzip) of the CDN bundles: the all-in-one bundle, the FAQ chunk it loads beside it,
// one per widget of THE list (src/widgets.ts), and the module of each language of THE list of
// languages (src/i18n/languages.ts). A widget without a budget here, or a budget for no widget,
// stops `npm run size`. Each budget is a bundle's measured size plus under 1%; a change that makes
// a bundle bigger raises its budget by what it measured, and its commit says why.
import { TRANSLATIONS } from './scripts/languages.mjs';
import { WIDGETS } from './scripts/widgets.mjs';

/**
 * The all-in-one bundle leaves the FAQ's entries and search to a chunk it imports when a page shows
 * a FAQ (`dist/cdn/chunks/faq-search-<hash>.js`), so a page without a FAQ never loads them. Its
 * target is 61,000 B. The FAQ chunk and the FAQ bundle then grew by 586 and 649 B, measured, for
 * no confident answer to any question of the benchmark that the guide leaves open (its phrases of
 * what the guide leaves out: a deck's size, the path's length, what one may hold, pawns blocking
 * each other, the box, shuffling, advice and more) and three readings ("on the board" as in play,
 * an "empty space" as an ordinary path space, the last space without a Location Card as the
 * forced card); the German module by 377 B for the same in German. The widgets writing their
 * citations as markup of their own shadow root (no `<defenders-rule-ref>` element inside them)
 * grew it by 122 B (gzip -9), which its entry chunk's own terser options (rollup.config.mjs) and
 * leaner code took back with room for the compile hint it starts with; the closed FAQ answers made
 * as text alone paid for themselves in the build (html-whitespace.mjs). 61,564 B by size-limit.
 */
const ALL_IN_ONE_LIMIT = '61.6 kB';
const FAQ_CHUNK_LIMIT = '18.45 kB';

/**
 * A language module (`dist/cdn/locales/<tag>.js`), loaded beside a bundle by pages in its language:
 * every text of the package, and the language's FAQ search words. One budget serves each.
 */
const LANGUAGE_LIMIT = '30.2 kB';

/**
 * Per-widget budgets, by widget name.
 *
 * Every bundle names its messages by their readable keys, as the npm modules do: one registry
 * serves every bundle and module, a missing-text warning names the key, and a key no catalogue has
 * never shows another key's text. That costs each bundle its keys' length, measured in gzip bytes
 * and in the budgets: all-in-one +1,508 (its FAQ chunk +136), German +1,700, turn checklist +401,
 * victory checker +363, FAQ +265, path tracker +245, game +222, setup calculator +55, rule
 * reference +8. Naming every private member `_name` (the lint rule local/private-names), which
 * the bundles shorten, then took game −126, all-in-one −117 and FAQ −17. The table's newcomer
 * aids (the line after the last setup step naming whose turn comes first, the seat note, one
 * citation per run of steps with its spoken pages) cost setup +416, turn checklist +307 and
 * all-in-one +550. Keeping a change made in one tab a moment after another tab's (the record's
 * lineage, and the changes a tab makes again on the other tab's record) costs game +354 and
 * all-in-one +356; storing each change through an IndexedDB transaction in place of the lineage,
 * which still lost changes, then took game +42 and all-in-one +44. One controller for following
 * the game (an attribute the host set wins; removing it returns the widget to the game) costs
 * each of the four widgets +135 to +215. Every
 * rules sentence a widget words itself showing its rulebook pages (the victory checker's fixes,
 * the path tracker's final hand and event steps, and the pages of each sentence of a marker move,
 * cited in the tracker's live region and under the checklist's marker step) costs all-in-one +457,
 * path tracker +331, turn checklist +181 and victory checker +91, measured.
 * Then the build took bytes off every bundle (docs/build.md): the all-in-one's style sheets
 * written before its catalogues −375 on it; a template's line breaks written as spaces −89 on it,
 * −3 to −33 on the others; terser inlining only calls without arguments, dropping unread
 * parameters and escaping characters beyond ASCII −144 on it, −7 to −71 on the others
 * (all-in-one −608 in all, FAQ −104, turn checklist −94, victory checker −75, setup
 * calculator −60, game −58, path tracker −49, rule reference −26, German −14, its FAQ chunk −7).
 * The update a change of the game asks for named `game` (no member's name), so the bundles shorten
 * the `_game` field, and one hash-change controller serving the FAQ and the game's pasted link,
 * which listens with its callback itself, took all-in-one −52, FAQ −9, victory checker −5, game
 * −4, setup calculator −4, rule reference −2 and turn checklist −1.
 * The widgets' citations written as markup of their own shadow root, so that a widget's bundle no
 * longer carries the `<defenders-rule-ref>` element, took victory checker −1,261, FAQ −1,165,
 * turn checklist −1,141, setup calculator −1,138, path tracker −1,119, rule reference −27 and
 * game −18 (all-in-one +122, above). The all-in-one's own terser options, `nothing` for
 * Lit's `ifDefined`, no empty `hostConnected` and a little less citation code then took all-in-one
 * −155, game −26, turn checklist −19, FAQ −12, path tracker −12, victory checker −12, setup
 * calculator −7 and rule reference −2. The compile hint every bundle a page runs as it loads
 * starts with (rollup.config.mjs) costs each 21 to 26 B.
 */
const LIMITS = {
  'setup-calculator': '16.8 kB',
  'turn-checklist': '25 kB',
  'path-tracker': '22.7 kB',
  'victory-checker': '21.9 kB',
  faq: '34.4 kB',
  game: '27.5 kB',
  'rule-ref': '11.42 kB',
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
  ...TRANSLATIONS.map((tag) => ({
    name: `language ${tag} (dist/cdn/locales/${tag}.js)`,
    path: `dist/cdn/locales/${tag}.js`,
    limit: LANGUAGE_LIMIT,
    gzip: true,
  })),
];
