// Size budgets (gzip) of the CDN bundles: the all-in-one bundle and one per widget of THE list
// (src/widgets.ts). A widget without a budget here, or a budget for no widget, stops `npm run size`.
import { WIDGETS } from './scripts/widgets.mjs';

const ALL_IN_ONE_LIMIT = '53.1 kB';

/** Per-widget budgets, by widget name. */
const LIMITS = {
  'setup-calculator': '15.05 kB',
  'turn-checklist': '20.6 kB',
  'path-tracker': '19.4 kB',
  'victory-checker': '19.2 kB',
  faq: '19 kB',
  game: '23 kB',
  'rule-ref': '10.5 kB',
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
];
