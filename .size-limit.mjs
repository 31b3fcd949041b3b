// Size budgets (gzip) of the CDN bundles: the all-in-one bundle and one per widget of THE list
// (src/widgets.ts). A widget without a budget here, or a budget for no widget, stops `npm run size`.
import { WIDGETS } from './scripts/widgets.mjs';

const ALL_IN_ONE_LIMIT = '63 kB';
/** The German module (dist/cdn/locales/de.js), loaded beside a bundle by German pages. */
const GERMAN_LIMIT = '16.8 kB';

/**
 * Per-widget budgets, by widget name: the measured sizes plus under 1%. Localization (#17) raised
 * them all: 1.2 kB of it is the layer itself, the rest is every text moved into its English
 * catalogue with a key, the German-aware FAQ search, and messages that used to be built by hand.
 * The renovation (#27) took 0.6 to 2 kB off each again: no decorator helpers, one line break per
 * white-space run in templates, and only the English messages a bundle's code can name.
 */
const LIMITS = {
  'setup-calculator': '16.8 kB',
  'turn-checklist': '23.6 kB',
  'path-tracker': '22.55 kB',
  'victory-checker': '21.95 kB',
  faq: '21.95 kB',
  game: '26.85 kB',
  'rule-ref': '11.55 kB',
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
