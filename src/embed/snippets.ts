/**
 * Embed snippets and embed-page parameters: pure functions, no DOM, safe in Node.
 *
 * The embed-code generator (demo/generator.html), the iframe embed page (src/embed/embed.ts)
 * and the README all build on these, so a snippet, its fallback and the embed page's checks
 * never disagree. Fallback text comes from the rules core; every piece of text is escaped.
 * A snippet is written in English or German: the German one loads the German module
 * (`dist/cdn/locales/de.js`) too, sets `lang="de"` and carries German fallback text, which needs
 * that translation registered where the snippet is built (import `locales/de.js` first).
 */
import type { LocaleOptions } from '../i18n/messages.js';
import { SOURCE_LOCALE, translate } from '../i18n/translate.js';
import { VERSION } from '../shared/version.js';
import { embedMessages } from './snippets.messages.js';
import {
  PACKAGE_NAME,
  checkAccent,
  cleanText,
  checkOptions,
  escapeHtml,
  localeModule,
  requireLanguage,
  tagFor,
  widgetTitle,
  attributeOptions,
  embedQuery,
  type EmbedWidget,
  type SnippetLanguage,
  type Theme,
  type WidgetOptions,
} from './options.js';
import { fallbackHtml, fallbackJsx } from './fallback.js';
import { iframeHeight, type EmbedHeights } from './heights.js';

// The snippet builder's module (dist/embed/snippets.js) also gives the options and the fallbacks.
export {
  PACKAGE_NAME,
  EMBED_WIDGETS,
  WIDGET_TITLES,
  widgetTitle,
  SNIPPET_LANGUAGES,
  isSnippetLanguage,
  localeModule,
  WIDGET_OPTIONS,
  CONTENT_OPTIONS,
  attributeOptions,
  persistKeyFrom,
  MAX_PERSIST_LENGTH,
  THEMES,
  TYPICAL_HEIGHTS,
  isEmbedWidget,
  tagFor,
  escapeHtml,
  escapeJsxText,
  checkOption,
  checkAccent,
  checkOptions,
  parseEmbedQuery,
  embedQuery,
} from './options.js';
export type {
  EmbedRequest,
  EmbedWidget,
  OptionCheck,
  OptionName,
  SnippetLanguage,
  Theme,
  WidgetOptions,
} from './options.js';
export {
  citationTemplates,
  fallbackFor,
  fallbackHtml,
  fallbackInlineHtml,
  fallbackText,
} from './fallback.js';
export type { FallbackNode } from './fallback.js';
export {
  MEASURED_COLUMNS,
  MEASURED_SCREENS,
  heightKey,
  iframeHeight,
  measuredHeight,
  measuredOptionSets,
} from './heights.js';
export type { EmbedHeights, FaqHeights, LanguageHeights, MeasuredHeight } from './heights.js';

export type Cdn = 'jsdelivr' | 'unpkg';

export interface SnippetSettings {
  theme?: Theme;
  accent?: string | null;
  version?: string;
  cdn?: Cdn;
  /** `true`: the one-widget bundle (`dist/cdn/<widget>.js`); default: the bundle of every widget. */
  singleBundle?: boolean;
  /**
   * The widget's language: English by default; `de` adds the German module's script tag, sets
   * `lang="de"` on the element and writes the fallback in German.
   */
  language?: SnippetLanguage;
  /**
   * Your own copy of the package's files instead of a CDN: the address of the folder that holds
   * `dist/` (as on the CDN), e.g. `https://example.org/defenders/`. Checked with `checkBaseAddress`;
   * one that does not check out throws an `Error` naming what is allowed.
   */
  base?: string;
}

/**
 * A self-hosting address for `SnippetSettings.base`, with its closing slash: an http(s) address or
 * a path on the same site (`/defenders/`); anything else (a `javascript:` address, say) is refused.
 */
export function checkBaseAddress(
  text: string,
  { locale = SOURCE_LOCALE }: LocaleOptions = {},
): { ok: true; value: string } | { ok: false; message: string } {
  const trimmed = cleanText(String(text)).trim();
  const valid =
    /^https?:\/\/[^\s/?#]+[^\s?#]*$/i.test(trimmed) || /^\/(?!\/)[^\s?#]*$/.test(trimmed);
  if (!valid)
    return {
      ok: false,
      message: translate(embedMessages, locale, 'embed.problem.base', {
        got: JSON.stringify(trimmed),
      }),
    };
  return { ok: true, value: trimmed.endsWith('/') ? trimmed : `${trimmed}/` };
}

/** The all-in-one bundle: every element, for a page with several widgets. */
export const ALL_IN_ONE_BUNDLE = 'dist/cdn/defenders-widgets.js';

/**
 * The smallest bundle that runs `widget`: its own (`dist/cdn/<widget>.js`) when it is the only
 * widget on the page, else the all-in-one bundle. A whole `<defenders-game>` section holds several
 * widgets, so it always takes the all-in-one bundle.
 */
export function bundleFor(widget: EmbedWidget, severalWidgets = false): string {
  return severalWidgets || widget === 'game' ? ALL_IN_ONE_BUNDLE : `dist/cdn/${widget}.js`;
}

/** The CDN address of a file of this package, pinned to a version. */
export function cdnUrl(file: string, cdn: Cdn = 'jsdelivr', version: string = VERSION): string {
  return cdn === 'unpkg'
    ? `https://unpkg.com/${PACKAGE_NAME}@${version}/${file}`
    : `https://cdn.jsdelivr.net/npm/${PACKAGE_NAME}@${version}/${file}`;
}

function hostStyle(theme: Theme = 'auto', accent: string | null = null): string {
  const declarations: string[] = [];
  if (theme !== 'auto') declarations.push(`color-scheme: ${theme}`);
  if (accent) {
    const check = checkAccent(accent);
    if (check.ok) declarations.push(`--defenders-accent: ${check.value}`);
  }
  return declarations.join('; ');
}

function attributesHtml(widget: EmbedWidget, options: WidgetOptions): string {
  return attributeOptions(widget)
    .filter((name) => options[name] !== undefined)
    .map((name) =>
      options[name] === true ? ` ${name}` : ` ${name}="${escapeHtml(options[name] as string)}"`,
    )
    .join('');
}

/** What `<defenders-game>` holds in a snippet: the widgets that share its players and path. */
export const GAME_CHILDREN: readonly EmbedWidget[] = [
  'setup-calculator',
  'turn-checklist',
  'path-tracker',
  'victory-checker',
];

/** What a game with `options` holds: `GAME_CHILDREN`, then the FAQ with the `faq` option. */
export function gameChildren(options: WidgetOptions = {}): EmbedWidget[] {
  return options.faq === true ? [...GAME_CHILDREN, 'faq'] : [...GAME_CHILDREN];
}

/** A game's children take the game's players and layout (the fallback says so; the attributes stay on the game). */
function gameChildOptions(child: EmbedWidget, gameOptions: WidgetOptions): WidgetOptions {
  if (child === 'setup-calculator' && gameOptions.players !== undefined)
    return { players: gameOptions.players };
  if (child === 'path-tracker' && gameOptions.layout !== undefined)
    return { layout: gameOptions.layout };
  return {};
}

/** The element with its fallback content, as HTML. */
export function elementSnippet(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  settings: SnippetSettings = {},
): string {
  const checked = checkOptions(widget, stringOptions(options)).options;
  const { language = 'en' } = settings;
  requireLanguage(language);
  const locale = { locale: language };
  const style = hostStyle(settings.theme, settings.accent);
  const lang = language === 'en' ? '' : ` lang="${language}"`;
  const open = `<${tagFor(widget)}${attributesHtml(widget, checked)}${lang}${style ? ` style="${escapeHtml(style)}"` : ''}>`;
  const body =
    widget === 'game'
      ? gameChildren(checked)
          .map(
            (child) =>
              `  <${tagFor(child)}>\n${fallbackHtml(child, gameChildOptions(child, checked), '    ', locale)}\n  </${tagFor(child)}>`,
          )
          .join('\n')
      : fallbackHtml(widget, checked, '  ', locale);
  return `${open}\n${body}\n</${tagFor(widget)}>`;
}

function stringOptions(options: WidgetOptions): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(options))
    if (value !== undefined) result[name] = value === true ? 'true' : value;
  return result;
}

/**
 * What a blogger pastes: the stylesheet for the fallback, the module script, the language's module
 * script (of the same version) for a language other than English, the element.
 */
export function scriptSnippet(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  settings: SnippetSettings = {},
): string {
  const { cdn = 'jsdelivr', version = VERSION, language = 'en' } = settings;
  const bundle = bundleFor(widget, !settings.singleBundle);
  const translation = localeModule(language);
  let address = (file: string) => cdnUrl(file, cdn, version);
  if (settings.base !== undefined) {
    const base = checkBaseAddress(settings.base);
    if (!base.ok) throw new Error(`${PACKAGE_NAME}: ${base.message}`);
    address = (file) => `${base.value}${file}`;
  }
  return [
    `<link rel="stylesheet" href="${escapeHtml(address('dist/defenders-widgets.css'))}">`,
    `<script type="module" src="${escapeHtml(address(bundle))}"></script>`,
    ...(translation
      ? [`<script type="module" src="${escapeHtml(address(translation))}"></script>`]
      : []),
    elementSnippet(widget, options, settings),
  ].join('\n');
}

export interface IframeSettings {
  /** Where `dist/embed/index.html` is hosted, e.g. `https://example.com/defenders-embed/`. */
  embedUrl?: string;
  theme?: Theme;
  accent?: string | null;
  /** The widget's language (the embed page's `lang` parameter): English by default. */
  language?: SnippetLanguage;
  /**
   * The embed page's measured heights (site/demo/embed-heights.json, written when the site is
   * built): the frame's `height` is then the one measured for these options. Without them, or for
   * options not measured, it is the widget's typical height.
   */
  heights?: EmbedHeights;
}

export const EMBED_URL_PLACEHOLDER = 'https://YOUR-SITE.example/defenders-embed/';

/** The full address of the embed page for these settings. */
export function embedPageUrl(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  settings: IframeSettings = {},
): string {
  const checked = checkOptions(widget, stringOptions(options)).options;
  const accent = settings.accent && checkAccent(settings.accent).ok ? settings.accent : null;
  const query = embedQuery(widget, checked, settings.theme, accent, settings.language);
  return `${settings.embedUrl ?? EMBED_URL_PLACEHOLDER}?${query}`;
}

/**
 * For hosts that strip scripts: an iframe of the embed page, with a link for readers without
 * frames. It has no `style` attribute (a strict CSP refuses one, and an inline `max-width` would
 * beat a theme's column): `width="100%"` takes the column's width, `frameborder="0"` drops the
 * border, and `height` is the one measured for the options when `settings.heights` is given.
 */
export function iframeSnippet(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  settings: IframeSettings = {},
): string {
  const url = embedPageUrl(widget, options, settings);
  const { language = 'en' } = settings;
  requireLanguage(language);
  const title = widgetTitle(widget, language);
  const checked = checkOptions(widget, stringOptions(options)).options;
  const height = iframeHeight(widget, checked, settings.heights, language);
  return (
    `<iframe class="defenders-embed" src="${escapeHtml(url)}" title="${escapeHtml(`${title} (Defenders of Hogwarts)`)}" ` +
    `loading="lazy" width="100%" height="${height}" frameborder="0">` +
    `<a href="${escapeHtml(url)}">${escapeHtml(title)}</a></iframe>`
  );
}

/** For hosts that listen: resizes every `.defenders-embed` iframe to the height its page reports. */
export const PARENT_LISTENER_SNIPPET = `<script>
  addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'defenders-embed-height' || typeof data.height !== 'number') return;
    for (const frame of document.querySelectorAll('iframe.defenders-embed')) {
      if (frame.contentWindow === event.source) frame.style.height = Math.min(Math.max(data.height, 100), 5000) + 'px';
    }
  });
</script>`;

function attributesJsx(widget: EmbedWidget, options: WidgetOptions): string {
  return attributeOptions(widget)
    .filter((name) => options[name] !== undefined)
    .map((name) => {
      const value = options[name];
      if (value === true) return ` ${name}`;
      if ((name === 'players' || name === 'position') && /^\d+$/.test(value as string))
        return ` ${name}={${value}}`;
      // JSX attribute strings have no escapes: anything unusual goes in an expression.
      return /^[\w ,.:#-]*$/.test(value as string)
        ? ` ${name}="${value}"`
        : ` ${name}={${JSON.stringify(value)}}`;
    })
    .join('');
}

function componentName(widget: EmbedWidget): string {
  return widget.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
}

/** For React 19 (and other JSX): the npm import, the types and the element with its fallback. */
export function reactSnippet(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  settings: Pick<SnippetSettings, 'theme' | 'accent' | 'language'> = {},
): string {
  const checked = checkOptions(widget, stringOptions(options)).options;
  const { language = 'en' } = settings;
  requireLanguage(language);
  const locale = { locale: language };
  const lang = language === 'en' ? '' : ` lang="${language}"`;
  const translation = language === 'en' ? '' : `import '${PACKAGE_NAME}/locales/${language}.js';\n`;
  const declarations: string[] = [];
  if (settings.theme && settings.theme !== 'auto')
    declarations.push(`colorScheme: ${JSON.stringify(settings.theme)}`);
  const accent = settings.accent ? checkAccent(settings.accent) : null;
  if (accent?.ok) declarations.push(`'--defenders-accent': ${JSON.stringify(accent.value)}`);
  const style = declarations.length
    ? ` style={{ ${declarations.join(', ')} } as React.CSSProperties}`
    : '';
  const tag = tagFor(widget);
  const reactImport = style ? "import type React from 'react';\n" : '';
  return (
    `// npm install ${PACKAGE_NAME}\n` +
    reactImport +
    `import '${PACKAGE_NAME}/${widget}.js';\n` +
    translation +
    `import type {} from '${PACKAGE_NAME}/react';\n\n` +
    `export function ${componentName(widget)}() {\n` +
    `  return (\n` +
    `    <${tag}${attributesJsx(widget, checked)}${lang}${style}\n` +
    `      ondefenders-change={(event: CustomEvent) => console.log(event.detail)}\n` +
    `    >\n` +
    `${
      widget === 'game'
        ? gameChildren(checked)
            .map(
              (child) =>
                `      <${tagFor(child)}>\n${fallbackJsx(child, gameChildOptions(child, checked), '        ', locale)}\n      </${tagFor(child)}>`,
            )
            .join('\n')
        : fallbackJsx(widget, checked, '      ', locale)
    }\n` +
    `    </${tag}>\n` +
    `  );\n` +
    `}\n`
  );
}
