// Size budgets (gzip) of the CDN bundles: the all-in-one bundle and one per widget of THE list
// (src/widgets.ts). A widget without a budget here, or a budget for no widget, stops `npm run size`.
import { WIDGETS } from './scripts/widgets.mjs';

const ALL_IN_ONE_LIMIT = '70.4 kB';
/** The German module (dist/cdn/locales/de.js), loaded beside a bundle by German pages. */
const GERMAN_LIMIT = '19.45 kB';

/**
 * Per-widget budgets, by widget name: the measured sizes plus under 1%. Localization (#17) raised
 * them all: 1.2 kB of it is the layer itself, the rest is every text moved into its English
 * catalogue with a key, the German-aware FAQ search, and messages that used to be built by hand.
 * The FAQ that answers what players type (#23) raised the FAQ, the all-in-one and the German
 * bundles by about 5, 5 and 2.5 kB: 18 more entries with their German, the search keywords of every
 * entry (about 1.1 kB gzip in English, 1.3 kB in German), the ranking (1.2 kB) and the closest
 * answers and topics of the empty state.
 */
const LIMITS = {
  'setup-calculator': '17.5 kB',
  'turn-checklist': '25.2 kB',
  'path-tracker': '23.9 kB',
  'victory-checker': '22.5 kB',
  faq: '27.65 kB',
  game: '28.9 kB',
  'rule-ref': '12 kB',
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
  ...names.map((name) => ({ name, path: `dist/cdn/${name}.js`, limit: LIMITS[name], gzip: true })),
  {
    name: 'German (dist/cdn/locales/de.js)',
    path: 'dist/cdn/locales/de.js',
    limit: GERMAN_LIMIT,
    gzip: true,
  },
];
