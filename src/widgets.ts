/**
 * THE list of widgets: one entry per element of the public contract. Everything that needs the
 * widgets reads this list or is checked against it by a test: the build (rollup.config.mjs, one
 * npm module and one CDN bundle each), the manifest config, .size-limit.mjs, package.json's
 * exports (test/node/widgets.test.mjs), the snippet builder, src/react.ts and the test helpers.
 *
 * For each `name`: the element is `src/components/<name>/<name>.ts`, imported as
 * `defenders-rules-widgets/<name>.js` and served alone as `dist/cdn/<name>.js`. The other files
 * of its folder (styles, messages, templates, controllers, internal/) are helpers, never bundles.
 *
 * No imports: Node tools load this file on its own (scripts/widgets.mjs).
 */
export const WIDGETS = [
  {
    name: 'setup-calculator',
    tag: 'defenders-setup-calculator',
    className: 'DefendersSetupCalculator',
    embed: true,
  },
  {
    name: 'turn-checklist',
    tag: 'defenders-turn-checklist',
    className: 'DefendersTurnChecklist',
    embed: true,
  },
  {
    name: 'path-tracker',
    tag: 'defenders-path-tracker',
    className: 'DefendersPathTracker',
    embed: true,
  },
  {
    name: 'victory-checker',
    tag: 'defenders-victory-checker',
    className: 'DefendersVictoryChecker',
    embed: true,
  },
  { name: 'faq', tag: 'defenders-faq', className: 'DefendersFaq', embed: true },
  { name: 'game', tag: 'defenders-game', className: 'DefendersGame', embed: true },
  // A citation inside running text: a snippet or the embed page never shows it on its own.
  { name: 'rule-ref', tag: 'defenders-rule-ref', className: 'DefendersRuleRef', embed: false },
] as const;

export type Widget = (typeof WIDGETS)[number];
export type WidgetName = Widget['name'];
export type WidgetTag = Widget['tag'];
export type WidgetClassName = Widget['className'];
/** The widgets a snippet or the embed page can show on their own. */
export type EmbedWidget = Extract<Widget, { embed: true }>['name'];
