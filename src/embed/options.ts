/**
 * What a snippet or the embed page can be asked for, and its checks: the widgets that can be
 * embedded, their titles, the snippet languages, each widget's options and how a value is checked,
 * the embed page's query string, and the escaping every written text goes through. Pure, no DOM.
 */
import { TRANSLATIONS, type TranslationLanguage } from '../i18n/languages.js';
import type { LocaleOptions, Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, hasTranslation, translate } from '../i18n/translate.js';
import { RulesError } from '../rules/errors.js';
import { sideName } from '../rules/names.js';
import { DEFAULT_LAYOUT, parseLayout } from '../rules/path.js';
import { turnActions } from '../rules/turns.js';
import type { Side } from '../rules/types.js';
import { embedMessages } from './snippets.messages.js';
import { WIDGETS } from '../widgets.js';
import type { EmbedWidget, WidgetTag } from '../widgets.js';

export type { EmbedWidget } from '../widgets.js';

export const PACKAGE_NAME = 'defenders-rules-widgets';

/** The widgets a snippet or the embed page can show on their own: those of src/widgets.ts marked `embed`. */
export const EMBED_WIDGETS: readonly EmbedWidget[] = /* @__PURE__ */ Object.freeze(
  WIDGETS.filter((widget) => widget.embed).map((widget) => widget.name as EmbedWidget),
);

/** The widgets' titles in English; `widgetTitle` gives them in a language. */
export const WIDGET_TITLES: Readonly<Record<EmbedWidget, string>> = Object.freeze({
  'setup-calculator': embedMessages['embed.title.setup-calculator'],
  'turn-checklist': embedMessages['embed.title.turn-checklist'],
  'path-tracker': embedMessages['embed.title.path-tracker'],
  'victory-checker': embedMessages['embed.title.victory-checker'],
  faq: embedMessages['embed.title.faq'],
  game: embedMessages['embed.title.game'],
});

/** A widget's title in `locale` (English by default). */
export function widgetTitle(widget: EmbedWidget, locale: string = SOURCE_LOCALE): string {
  return translate(embedMessages, locale, `embed.title.${widget}`);
}

/** The languages a snippet or the embed page can be written in: English, and each that ships a module. */
export type SnippetLanguage = 'en' | TranslationLanguage;
export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = ['en', ...TRANSLATIONS];

export function isSnippetLanguage(value: unknown): value is SnippetLanguage {
  return typeof value === 'string' && (SNIPPET_LANGUAGES as readonly string[]).includes(value);
}

/** The CDN module that registers `language` (none for English, which every bundle carries). */
export function localeModule(language: SnippetLanguage): string | null {
  return language === 'en' ? null : `dist/cdn/locales/${language}.js`;
}

/**
 * Throws when the fallback for `language` cannot be written in it: its translation is not
 * registered where the snippet is built.
 */
export function requireLanguage(language: SnippetLanguage): void {
  if (language !== 'en' && !hasTranslation(language))
    throw new Error(
      `${PACKAGE_NAME}: a "${language}" snippet needs the "${language}" translation registered; import '${PACKAGE_NAME}/locales/${language}.js' first`,
    );
}

/** The attributes each widget takes through a snippet or the embed page's query string. */
export const WIDGET_OPTIONS: Readonly<Record<EmbedWidget, readonly OptionName[]>> = Object.freeze({
  'setup-calculator': ['players'],
  'turn-checklist': ['side', 'action', 'final-hand'],
  'path-tracker': ['layout', 'position'],
  'victory-checker': [],
  faq: ['query'],
  game: ['players', 'layout', 'persist', 'share', 'keep-awake', 'rulebook-url', 'faq'],
});

export type OptionName =
  | 'players'
  | 'side'
  | 'action'
  | 'final-hand'
  | 'layout'
  | 'position'
  | 'query'
  | 'persist'
  | 'share'
  | 'keep-awake'
  | 'rulebook-url'
  | 'faq';

/**
 * Options that say what a game holds rather than set one of its attributes: `faq` puts a
 * `<defenders-faq>` inside the game, after the other widgets.
 */
export const CONTENT_OPTIONS: readonly OptionName[] = ['faq'];

/** The options of `widget` that go on its element as attributes, in order. */
export function attributeOptions(widget: EmbedWidget): OptionName[] {
  return WIDGET_OPTIONS[widget].filter((name) => !CONTENT_OPTIONS.includes(name));
}

/** The longest storage key a snippet writes for `persist`. */
export const MAX_PERSIST_LENGTH = 60;

/**
 * A storage key for `persist` from a post's name or title: "Our first game night!" →
 * "our-first-game-night" (lower case, accents dropped, runs of anything else one "-"), at most
 * `MAX_PERSIST_LENGTH` characters; '' when nothing usable is left.
 */
export function persistKeyFrom(text: string): string {
  return cleanText(String(text))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_PERSIST_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** Attribute values as they go on the element; `true` is a boolean attribute. */
export type WidgetOptions = Partial<Record<OptionName, string | true>>;

export type Theme = 'auto' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];

/**
 * Heights (CSS px) of the embed page for each widget in its default state at 600 px wide (measured
 * in Chromium, 16 px text): the iframe's `height` when no measured table (src/embed/heights.ts)
 * has a figure for the options. test/embed/embed-page.test.ts checks they stay within 15 % of the
 * real height.
 */
export const TYPICAL_HEIGHTS: Readonly<Record<EmbedWidget, number>> = Object.freeze({
  'setup-calculator': 1860,
  'turn-checklist': 360,
  'path-tracker': 600,
  'victory-checker': 1180,
  faq: 2950,
  game: 4360,
});

const MAX_QUERY_LENGTH = 120;
const MAX_LAYOUT_LENGTH = 400;
const MAX_URL_LENGTH = 300;

const PERSIST_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Reads a boolean option's text: `true` (present), `null` (left off) or `undefined` (neither). */
function booleanValue(text: string): true | null | undefined {
  if (text === '' || text === 'true' || text === 'yes' || text === '1') return true;
  if (text === 'false' || text === 'no' || text === '0') return null;
  return undefined;
}

export function isEmbedWidget(value: unknown): value is EmbedWidget {
  return typeof value === 'string' && (EMBED_WIDGETS as readonly string[]).includes(value);
}

export function tagFor(widget: EmbedWidget): WidgetTag {
  return WIDGETS.find((entry) => entry.name === widget)!.tag;
}

/** "a, b or c" in `locale`. */
export function listWords(words: readonly string[], locale: string): string {
  return words.length <= 1
    ? words.join('')
    : translate(embedMessages, locale, 'embed.list.or', {
        first: words.slice(0, -1).join(', '),
        last: words[words.length - 1]!,
      });
}

// ---------------------------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Escapes text for JSX children: HTML entities work there, braces need an expression. */
export function escapeJsxText(text: string): string {
  return String(text).replace(/[&<>{}]/g, (character) =>
    character === '{' ? "{'{'}" : character === '}' ? "{'}'}" : HTML_ESCAPES[character]!,
  );
}

/** Drops control characters (and keeps tabs and newlines out too) from user text. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
}

// ---------------------------------------------------------------------------------------------
// Validation of option values (the embed page, the generator and the snippet functions share it)

export type OptionCheck =
  { ok: true; value: string | true | null } | { ok: false; message: string };

/**
 * Checks one option's raw text. `value` is what goes on the element (`true`: a boolean
 * attribute present; `null`: leave the attribute off). `others` gives the already-checked
 * options of the same widget, for values that depend on each other (an action and its side,
 * a position and its layout).
 */
export function checkOption(
  name: OptionName,
  raw: string,
  others: WidgetOptions = {},
  { locale = SOURCE_LOCALE }: LocaleOptions = {},
): OptionCheck {
  const text = raw.trim();
  const got = quote(raw);
  const problem = (key: keyof typeof embedMessages, params?: Params): OptionCheck => ({
    ok: false,
    message: translate(embedMessages, locale, key, { got, ...params }),
  });
  const choices = (ids: readonly string[]) =>
    listWords(
      ids.map((id) => `"${id}"`),
      locale,
    );
  switch (name) {
    case 'players':
      return /^[2-5]$/.test(text) ? { ok: true, value: text } : problem('embed.problem.players');
    case 'side':
      return text === 'house' || text === 'dark-arts'
        ? { ok: true, value: text }
        : problem('embed.problem.side');
    case 'action': {
      if (text === '') return { ok: true, value: null };
      const side: Side = others.side === 'dark-arts' ? 'dark-arts' : 'house';
      const finalHand = others['final-hand'] === true;
      const options = turnActions(side, { finalHand }, { locale });
      const allowed = options
        .filter((option) => option.allowed)
        .map((option) => option.id as string);
      const closed = options.find((option) => option.id === text && !option.allowed);
      if (closed) {
        // The widget would show this action disabled, so no snippet may describe its steps.
        return problem('embed.problem.action-closed', {
          action: text,
          reason: closed.reason ?? '',
          allowed: choices(allowed),
        });
      }
      return allowed.includes(text)
        ? { ok: true, value: text }
        : problem('embed.problem.action', {
            side: sideName(side, locale),
            allowed: choices(allowed),
          });
    }
    case 'final-hand': {
      const value = booleanValue(text);
      return value === undefined ? problem('embed.problem.final-hand') : { ok: true, value };
    }
    case 'share':
    case 'keep-awake':
    case 'faq': {
      const value = booleanValue(text);
      return value === undefined ? problem('embed.problem.boolean', { name }) : { ok: true, value };
    }
    case 'persist':
      if (text === '') return { ok: true, value: null };
      return text.length <= MAX_PERSIST_LENGTH && PERSIST_KEY.test(text)
        ? { ok: true, value: text }
        : problem('embed.problem.persist', { count: MAX_PERSIST_LENGTH });
    case 'rulebook-url': {
      if (text === '') return { ok: true, value: null };
      let url: URL | null = null;
      try {
        url = new URL(text);
      } catch {
        // Not an address at all: said below.
      }
      const web = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
      return web && text.length <= MAX_URL_LENGTH && !/\s/.test(text)
        ? { ok: true, value: url!.href }
        : problem('embed.problem.rulebook-url', { count: MAX_URL_LENGTH });
    }
    case 'layout': {
      if (text.length > MAX_LAYOUT_LENGTH) {
        return problem('embed.problem.layout-length', { count: MAX_LAYOUT_LENGTH });
      }
      try {
        parseLayout(text);
        return { ok: true, value: text };
      } catch (error) {
        if (error instanceof RulesError) return { ok: false, message: error.messageIn(locale) };
        throw error;
      }
    }
    case 'position': {
      const layout = typeof others.layout === 'string' ? others.layout : DEFAULT_LAYOUT;
      const last = parseLayout(layout).spaces.length - 1;
      const position = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      return position >= 0 && position <= last
        ? { ok: true, value: String(position) }
        : problem('embed.problem.position', { last });
    }
    case 'query': {
      const query = cleanText(raw).trim();
      return query.length <= MAX_QUERY_LENGTH
        ? { ok: true, value: query === '' ? null : query }
        : problem('embed.problem.query-length', { count: MAX_QUERY_LENGTH });
    }
  }
}

function quote(raw: string): string {
  const shown = cleanText(raw);
  return JSON.stringify(shown.length > 40 ? `${shown.slice(0, 40)}…` : shown);
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;

/**
 * A colour safe to put in a custom property: a hex colour (`#258`, `#225588`, with optional
 * alpha) or a CSS colour name. Anything else (functions, `url()`, `;`, quotes) is refused.
 * Browsers should also confirm it with `CSS.supports('color', value)`.
 */
export function checkAccent(
  raw: string,
  { locale = SOURCE_LOCALE }: LocaleOptions = {},
): OptionCheck {
  const text = raw.trim();
  if (
    HEX_COLOUR.test(text) ||
    (NAMED_COLOUR.test(text) && !/^(inherit|initial|unset|revert|currentcolor)$/i.test(text))
  ) {
    return { ok: true, value: text.toLowerCase() };
  }
  return {
    ok: false,
    message: translate(embedMessages, locale, 'embed.problem.accent', { got: quote(raw) }),
  };
}

/** Options whose value decides whether another option's value is allowed. */
const CHECKED_FIRST: readonly OptionName[] = ['side', 'final-hand', 'layout'];

/** Checks every option of `widget`; bad or unknown ones come back as messages and are left out. */
export function checkOptions(
  widget: EmbedWidget,
  raw: Partial<Record<string, string>>,
  localeOptions: LocaleOptions = {},
): { options: WidgetOptions; problems: string[] } {
  const options: WidgetOptions = {};
  const problems: string[] = [];
  const allowed = WIDGET_OPTIONS[widget];
  for (const name of Object.keys(raw)) {
    if (!(allowed as readonly string[]).includes(name)) {
      problems.push(unknownOptionMessage(widget, name, localeOptions.locale));
    }
  }
  // Options that others depend on first: a side and the final hand before an action, a layout before a position.
  const order = [...allowed].sort(
    (a, b) => Number(CHECKED_FIRST.includes(b)) - Number(CHECKED_FIRST.includes(a)),
  );
  for (const name of order) {
    const value = raw[name];
    if (value === undefined) continue;
    const check = checkOption(name, value, options, localeOptions);
    if (!check.ok) problems.push(check.message);
    else if (check.value !== null) options[name] = check.value;
  }
  return { options, problems };
}

function unknownOptionMessage(
  widget: EmbedWidget,
  name: string,
  locale: string = SOURCE_LOCALE,
): string {
  const allowed = WIDGET_OPTIONS[widget];
  const params = {
    tag: tagFor(widget),
    got: quote(name),
    options: allowed.map((option) => `"${option}"`).join(', '),
  };
  return allowed.length === 0
    ? translate(embedMessages, locale, 'embed.problem.no-options', params)
    : translate(embedMessages, locale, 'embed.problem.option', params);
}

// ---------------------------------------------------------------------------------------------
// The embed page's query string

export interface EmbedRequest {
  /** `null` when the widget parameter is missing or unknown (see `problems`). */
  widget: EmbedWidget | null;
  options: WidgetOptions;
  theme: Theme;
  accent: string | null;
  /** The widget's language (`lang`); English when left out. */
  language: SnippetLanguage;
  problems: string[];
}

const PAGE_PARAMETERS = ['widget', 'theme', 'accent', 'lang'];

/**
 * Reads `?widget=setup-calculator&players=3&theme=dark&accent=%23225588&lang=de` (pass
 * `location.search`); the problems are written in `options.locale` (English by default).
 */
export function parseEmbedQuery(
  search: string,
  { locale = SOURCE_LOCALE }: LocaleOptions = {},
): EmbedRequest {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const problem = (key: keyof typeof embedMessages, values: Params): void => {
    problems.push(translate(embedMessages, locale, key, values));
  };
  const widgets = EMBED_WIDGETS.join(', ');
  // No prototype: `constructor`, `toString` or `__proto__` are parameter names like any other.
  const raw = Object.create(null) as Record<string, string>;
  for (const [name, value] of params) {
    if (Object.hasOwn(raw, name)) {
      problem('embed.problem.repeated', { got: quote(name) });
      continue;
    }
    raw[name] = value;
  }

  const widgetText = raw.widget;
  let widget: EmbedWidget | null = null;
  if (widgetText === undefined) {
    problem('embed.problem.no-widget', { widgets });
  } else if (isEmbedWidget(widgetText.trim())) {
    widget = widgetText.trim() as EmbedWidget;
  } else {
    problem('embed.problem.widget', { widgets, got: quote(widgetText) });
  }

  let theme: Theme = 'auto';
  if (raw.theme !== undefined) {
    const text = raw.theme.trim();
    if ((THEMES as readonly string[]).includes(text)) theme = text as Theme;
    else problem('embed.problem.theme', { got: quote(raw.theme) });
  }

  let accent: string | null = null;
  if (raw.accent !== undefined && raw.accent.trim() !== '') {
    const check = checkAccent(raw.accent, { locale });
    if (check.ok) accent = check.value as string;
    else problems.push(check.message);
  }

  let language: SnippetLanguage = 'en';
  if (raw.lang !== undefined) {
    const text = raw.lang.trim();
    if (isSnippetLanguage(text)) language = text;
    else {
      const allowed = listWords(
        SNIPPET_LANGUAGES.map((tag) => `"${tag}"`),
        locale,
      );
      problem('embed.problem.lang', { allowed, got: quote(raw.lang) });
    }
  }

  const optionTexts = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(raw))
    if (!PAGE_PARAMETERS.includes(name)) optionTexts[name] = value;
  let options: WidgetOptions = {};
  if (widget) {
    const checked = checkOptions(widget, optionTexts, { locale });
    options = checked.options;
    problems.push(...checked.problems);
  }
  return { widget, options, theme, accent, language, problems };
}

/** The query string for the embed page (without `?`), options in a stable order. */
export function embedQuery(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  theme: Theme = 'auto',
  accent: string | null = null,
  language: SnippetLanguage = 'en',
): string {
  const params = new URLSearchParams({ widget });
  for (const name of WIDGET_OPTIONS[widget]) {
    const value = options[name];
    if (value !== undefined) params.set(name, value === true ? 'true' : value);
  }
  if (theme !== 'auto') params.set('theme', theme);
  if (accent) params.set('accent', accent);
  if (language !== 'en') params.set('lang', language);
  return params.toString();
}
