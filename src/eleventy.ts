/**
 * `defenders-rules-widgets/eleventy`: an Eleventy plugin. `eleventyConfig.addPlugin(defenders)`
 * copies the bundles into the output (`/defenders-rules-widgets/`, laid out as in the package) and
 * adds the `defenders` shortcode for Nunjucks and Liquid:
 *
 *   {% defenders "setup-calculator", players=3 %}            Nunjucks
 *   {% defenders "setup-calculator" "players=3" %}          Liquid
 *
 * and the paired `defendersGame` shortcode, a game around its widgets and the page's text:
 *
 *   {% defendersGame players=3 %} {% defenders "setup-calculator" %} … {% enddefendersGame %}
 *
 * The widget names and attributes are the elements' (`{% defenders "game" %}` may name the widgets
 * it holds in `widgets`, a shorthand). Each element carries its fallback text; the first shortcode of a page adds the
 * stylesheet and the all-in-one bundle (and the German module for `language: 'de'`).
 * Runs in Node at build time; nothing here touches a DOM.
 */
import {
  GAME_CHILDREN,
  citationTemplates,
  escapeHtml,
  fallbackInlineHtml,
  isEmbedWidget,
  isSnippetLanguage,
  localeModule,
  checkOptions,
  widgetTitle,
} from './embed/snippets.js';
import type { SnippetLanguage } from './embed/snippets.js';
import './locales/de.js';
import { WIDGETS } from './widgets.js';

/** What the plugin uses of Eleventy's configuration API. */
export interface EleventyConfig {
  addPassthroughCopy(copies: Record<string, string>): unknown;
  addShortcode(
    name: string,
    shortcode: (this: ShortcodeThis, ...args: unknown[]) => string,
  ): unknown;
  addPairedShortcode(
    name: string,
    shortcode: (this: ShortcodeThis, content: unknown, ...args: unknown[]) => string,
  ): unknown;
  on(event: 'eleventy.before', listener: () => void): unknown;
}

interface ShortcodeThis {
  page?: { url?: string | false; inputPath?: string };
}

export interface DefendersEleventyOptions {
  /** Where the files go in the output, and where the pages load them from (default `/defenders-rules-widgets/`). */
  path?: string;
  /** Load the files from here instead, e.g. `https://cdn.jsdelivr.net/npm/defenders-rules-widgets@0.1.0/`; nothing is copied. */
  base?: string;
  /** The fallback's language and the module to load with it: `en` (default) or `de`. */
  language?: SnippetLanguage;
}

const BOOLEANS = new Set(['final-hand', 'spreads', 'share', 'keep-awake']);
const RULEBOOK = ['rulebook-url', 'page-offset', 'spreads'];

/** Each widget's attributes, as the element spells them. */
export const ELEVENTY_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  'setup-calculator': ['players'],
  'turn-checklist': ['side', 'action', 'final-hand'],
  'path-tracker': ['layout', 'position'],
  'victory-checker': [],
  faq: ['query'],
  'rule-ref': ['pages', ...RULEBOOK],
  game: ['players', 'layout', 'persist', 'share', 'keep-awake', ...RULEBOOK],
};

/** The shortcode's arguments as one record: Nunjucks keywords, `name=value` strings or objects. */
function readArguments(args: readonly unknown[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [index, arg] of args.entries()) {
    if (typeof arg === 'string' && index === 0 && !arg.includes('=')) record.widget = arg;
    else if (typeof arg === 'string')
      for (const pair of arg.split(/\s+/).filter(Boolean)) {
        const [name = '', ...value] = pair.split('=');
        record[name] = value.join('=').replace(/^["']|["']$/g, '') || 'true';
      }
    else if (arg && typeof arg === 'object')
      for (const [name, value] of Object.entries(arg))
        if (name !== '__keywords' && value !== undefined && value !== null)
          record[
            name.replace(/_/g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
          ] = String(value);
  }
  return record;
}

/** Whether the name is a widget's (`constructor`, `__proto__` and the like are not). */
function isWidget(name: string): boolean {
  return Object.hasOwn(ELEVENTY_ATTRIBUTES, name);
}

function openTag(widget: string, record: Record<string, string>): string {
  const attributes = (ELEVENTY_ATTRIBUTES[widget] ?? [])
    .filter((name) => record[name] !== undefined)
    .map((name) => {
      const value = record[name]!;
      if (BOOLEANS.has(name)) return value === 'false' ? '' : ` ${name}`;
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
  return `<defenders-${widget}${attributes}>`;
}

/** The fallback for a widget; the widget's title where its options do not check out. */
function fallback(
  widget: string,
  record: Record<string, string>,
  language: SnippetLanguage,
): string {
  if (widget === 'rule-ref') {
    const pages = (record.pages ?? '')
      .split(',')
      .map((page) => page.trim())
      .filter(Boolean);
    const template = citationTemplates(language)[pages.length > 1 ? 'pages' : 'page'];
    return escapeHtml(template.replace('%s', pages.join(', ')));
  }
  if (!isEmbedWidget(widget)) return '';
  const raw: Record<string, string> = {};
  for (const name of ELEVENTY_ATTRIBUTES[widget] ?? [])
    if (record[name] !== undefined && widget !== 'game') raw[name] = record[name]!;
  const checked = checkOptions(widget, raw, { locale: language });
  if (checked.problems.length === 0)
    return fallbackInlineHtml(widget, checked.options, { locale: language });
  return `<span class="defenders-fallback-line"><strong>${escapeHtml(widgetTitle(widget, language))}</strong></span>`;
}

/**
 * The element with its fallback; `fallbackRecord` is what the fallback follows (a game's widget
 * says the game's player count, while the attribute stays on the game, so the game's value wins).
 */
function element(
  widget: string,
  record: Record<string, string>,
  language: SnippetLanguage,
  fallbackRecord: Record<string, string> = record,
): string {
  if (widget !== 'game')
    return `${openTag(widget, record)}${fallback(widget, fallbackRecord, language)}</defenders-${widget}>`;
  const children = (record.widgets ? record.widgets.split(',') : GAME_CHILDREN)
    .map((child) => child.trim())
    .filter((child) => child !== 'game' && isWidget(child));
  const shared: Record<string, string> = record.players ? { players: record.players } : {};
  const inner = children.map((child) =>
    element(child, {}, language, child === 'setup-calculator' ? shared : {}),
  );
  return `${openTag('game', record)}${inner.join('')}</defenders-game>`;
}

function alertFor(widget: string): string {
  const names = WIDGETS.map((entry) => entry.name).join(', ');
  return `<strong class="defenders-notice" role="alert">${escapeHtml(
    `defenders shortcode: widget must be one of ${names}; got "${widget}"`,
  )}</strong>`;
}

/** The Eleventy plugin: copies the files and adds the `defenders` and `defendersGame` shortcodes. */
export default function defendersPlugin(
  eleventyConfig: EleventyConfig,
  options: DefendersEleventyOptions = {},
): void {
  const language: SnippetLanguage = isSnippetLanguage(options.language) ? options.language : 'en';
  const path = `/${(options.path ?? 'defenders-rules-widgets').replace(/^\/+|\/+$/g, '')}/`;
  const base = options.base ? options.base.replace(/\/*$/, '/') : path;
  if (!options.base) {
    const dist = new URL('.', import.meta.url);
    eleventyConfig.addPassthroughCopy({
      [filePath(new URL('cdn/', dist))]: `${path}dist/cdn`,
      [filePath(new URL('defenders-widgets.css', dist))]: `${path}dist/defenders-widgets.css`,
    });
  }
  const pagesWithScripts = new Set<string>();
  eleventyConfig.on('eleventy.before', () => pagesWithScripts.clear());
  const scripts =
    `<link rel="stylesheet" href="${escapeHtml(`${base}dist/defenders-widgets.css`)}">` +
    `<script type="module" src="${escapeHtml(`${base}dist/cdn/defenders-widgets.js`)}"></script>` +
    (language === 'en'
      ? ''
      : `<script type="module" src="${escapeHtml(`${base}${localeModule(language)}`)}"></script>`);
  /** The stylesheet and the bundle, for the first shortcode of a page; '' after. */
  const scriptsOnce = (that: ShortcodeThis | undefined): string => {
    const page = String(that?.page?.inputPath ?? that?.page?.url ?? '');
    if (pagesWithScripts.has(page)) return '';
    pagesWithScripts.add(page);
    return scripts;
  };
  eleventyConfig.addShortcode('defenders', function (this: ShortcodeThis, ...args: unknown[]) {
    const record = readArguments(args);
    const widget = record.widget ?? '';
    if (!isWidget(widget)) return alertFor(widget);
    return `${scriptsOnce(this)}${element(widget, record, language)}`;
  });
  eleventyConfig.addPairedShortcode(
    'defendersGame',
    function (this: ShortcodeThis, content: unknown, ...args: unknown[]) {
      const record = readArguments(args);
      let inner = String(content);
      // The widgets inside ran first: the scripts one of them wrote go before the game.
      const before = inner.includes(scripts) ? scripts : scriptsOnce(this);
      inner = inner.replace(scripts, '');
      // A calculator inside that sets no players of its own says the game's in its fallback.
      if (record.players)
        inner = inner.replaceAll(
          element('setup-calculator', {}, language),
          element('setup-calculator', {}, language, { players: record.players }),
        );
      // Blank lines around the content, so that a Markdown page renders the Markdown inside.
      return `${before}${openTag('game', record)}\n\n${inner.trim()}\n\n</defenders-game>`;
    },
  );
}

/** A file URL as a path Eleventy can copy from (a Windows drive path loses its leading slash). */
function filePath(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path;
}
