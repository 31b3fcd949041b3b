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
import type { LocaleOptions, Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, hasTranslation, translate } from '../i18n/translate.js';
import { RulesError } from '../rules/errors.js';
import { faqEntries, searchFaq } from '../rules/faq.js';
import { actionName, sideName } from '../rules/names.js';
import { DEFAULT_LAYOUT, describePath, parseLayout, pathStateAt } from '../rules/path.js';
import { setupFor } from '../rules/setup.js';
import { turnActions, turnPlan } from '../rules/turns.js';
import type { Side, VictoryInput } from '../rules/types.js';
import { SHIELDS_TO_WIN, checkVictory, victoryNeeds } from '../rules/victory.js';
import { embedMessages } from './snippets.messages.js';
import { VERSION } from '../shared/version.js';
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

/** The languages a snippet or the embed page can be written in: each ships a module. */
export type SnippetLanguage = 'en' | 'de';
export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = ['en', 'de'];

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
function requireLanguage(language: SnippetLanguage): void {
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
  game: ['players', 'layout'],
});

export type OptionName =
  'players' | 'side' | 'action' | 'final-hand' | 'layout' | 'position' | 'query';

/** Attribute values as they go on the element; `true` is a boolean attribute. */
export type WidgetOptions = Partial<Record<OptionName, string | true>>;

export type Theme = 'auto' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];

/**
 * Heights (CSS px) of the embed page for each widget in its default state at 600 px wide (measured
 * in Chromium, 16 px text), for the iframe's `height` before (or without) a height listener.
 * test/embed/embed-page.test.ts checks they stay within 15 % of the real height.
 */
export const TYPICAL_HEIGHTS: Readonly<Record<EmbedWidget, number>> = Object.freeze({
  'setup-calculator': 1860,
  'turn-checklist': 360,
  'path-tracker': 600,
  'victory-checker': 1490,
  faq: 1650,
  game: 4360,
});

const MAX_QUERY_LENGTH = 120;
const MAX_LAYOUT_LENGTH = 400;

export function isEmbedWidget(value: unknown): value is EmbedWidget {
  return typeof value === 'string' && (EMBED_WIDGETS as readonly string[]).includes(value);
}

export function tagFor(widget: EmbedWidget): WidgetTag {
  return WIDGETS.find((entry) => entry.name === widget)!.tag;
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
function cleanText(text: string): string {
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
    case 'final-hand':
      if (text === '' || text === 'true' || text === 'yes' || text === '1')
        return { ok: true, value: true };
      if (text === 'false' || text === 'no' || text === '0') return { ok: true, value: null };
      return problem('embed.problem.final-hand');
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
  const raw: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name in raw) {
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

  const optionTexts: Record<string, string> = {};
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

// ---------------------------------------------------------------------------------------------
// Fallback content: a tiny tree, written out as HTML or as JSX

/** A fallback node: text, or an element with only text-level children (no attributes). */
export type FallbackNode = string | { tag: FallbackTag; children: FallbackNode[] };
type FallbackTag = 'p' | 'strong' | 'ul' | 'ol' | 'li' | 'details' | 'summary' | 'small';

const element = (tag: FallbackTag, ...children: FallbackNode[]): FallbackNode => ({
  tag,
  children,
});

/** " (rulebook p. 17)" in `locale`; '' for no pages. */
function pagesNote(pages: readonly number[], locale: string): string {
  if (pages.length === 0) return '';
  const note =
    pages.length === 1
      ? text(locale, 'embed.page', { page: pages[0]! })
      : text(locale, 'embed.pages', { pages: pages.join(', ') });
  return ` (${note})`;
}

/**
 * The citation a rule reference shows, as templates with `%s` for the page list, in `locale`:
 * for fallbacks written outside JavaScript (the WordPress plugin's PHP).
 */
export function citationTemplates(locale: string = SOURCE_LOCALE): { page: string; pages: string } {
  return {
    page: text(locale, 'embed.page', { page: '%s' }),
    pages: text(locale, 'embed.pages', { pages: '%s' }),
  };
}

function text(locale: string, key: keyof typeof embedMessages, params?: Params): string {
  return translate(embedMessages, locale, key, params);
}

/** `text` with its pages cited before its closing full stop: "Draw five (rulebook p. 17)." */
function withPages(sentence: string, pages: readonly number[], locale: string): string {
  const note = pagesNote(pages, locale);
  const end = /[.!?]$/.exec(sentence)?.[0] ?? '';
  return `${end ? sentence.slice(0, -1) : sentence}${note}${end || '.'}`;
}

/**
 * Short, correct light-DOM content for `widget`, shown before the script runs and kept for
 * readers and crawlers without JavaScript, in `options.locale` (English by default; another
 * language needs its translation registered). Options must already be checked (`checkOptions`).
 */
export function fallbackFor(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  { locale = SOURCE_LOCALE }: LocaleOptions = {},
): FallbackNode[] {
  switch (widget) {
    case 'setup-calculator': {
      const plan = setupFor(Number(options.players ?? 4));
      const pages = plan.steps.find((step) => step.id === 'dark-arts-pawns')?.pages ?? [];
      return [
        element(
          'p',
          element('strong', text(locale, 'embed.setup.heading', { players: plan.players })),
          ` ${text(locale, 'embed.setup.sides', { count: plan.housePlayers })} ` +
            text(locale, 'embed.setup.pawns', {
              pawns: plan.pawns,
              onBoard: plan.onBoard,
              reserve: plan.reserve,
              pages: pagesNote(pages, locale),
            }),
        ),
      ];
    }
    case 'turn-checklist': {
      const side: Side = options.side === 'dark-arts' ? 'dark-arts' : 'house';
      const context = { finalHand: options['final-hand'] === true };
      const choices = turnActions(side, context, { locale });
      const chosen = choices.find((choice) => choice.id === options.action);
      // An action the widget would show disabled gets no steps here either: the open actions follow.
      const action = chosen?.allowed ? chosen.id : null;
      const sideWords = sideName(side, locale);
      if (action) {
        const plan = turnPlan(side, action, { locale });
        const heading = text(locale, 'embed.turn.action', {
          side: sideWords,
          action: actionName(action, locale),
        });
        return [
          element('p', element('strong', heading)),
          element(
            'ol',
            ...plan.steps.map((step) => element('li', withPages(step.text, step.pages, locale))),
          ),
        ];
      }
      // Only the actions open now: on the final hand, Replenish is out (its reason follows).
      const names = choices
        .filter((choice) => choice.allowed)
        .map((choice) => actionName(choice.id, locale));
      const pages = pagesNote(mergePages(choices.map((choice) => choice.pages)), locale);
      return [
        element(
          'p',
          element('strong', text(locale, 'embed.turn.side', { side: sideWords })),
          ` ${text(locale, 'embed.turn.actions', { actions: listWords(names, locale), pages })}`,
        ),
        ...choices
          .filter((choice) => !choice.allowed && choice.reason)
          .map((choice) =>
            element(
              'p',
              withPages(
                text(locale, 'embed.turn.closed', {
                  action: actionName(choice.id, locale),
                  reason: choice.reason ?? '',
                }),
                choice.pages,
                locale,
              ),
            ),
          ),
      ];
    }
    case 'path-tracker': {
      const layout = parseLayout(
        typeof options.layout === 'string' ? options.layout : DEFAULT_LAYOUT,
      );
      const position = typeof options.position === 'string' ? Number(options.position) : 0;
      const notes = describePath(layout, pathStateAt(layout, position), { locale });
      const heading = text(locale, 'embed.path.heading', {
        space: position + 1,
        spaces: layout.spaces.length,
      });
      return [
        element('p', element('strong', heading)),
        element(
          'ul',
          ...notes.map((note) => element('li', withPages(note.text, note.pages, locale))),
        ),
      ];
    }
    case 'victory-checker': {
      const start: VictoryInput = {
        houses: [{ house: 'gryffindor', shields: 0 }],
        darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
      };
      checkVictory(start);
      const needs = victoryNeeds(start, { locale });
      const house = needs.find((need) => need.side === 'house');
      const darkArts = needs.find((need) => need.side === 'dark-arts');
      const lines: FallbackNode[] = [
        element('p', element('strong', text(locale, 'embed.victory.heading'))),
      ];
      const items: FallbackNode[] = [];
      if (house) {
        items.push(
          element(
            'li',
            withPages(
              text(locale, 'embed.victory.house', { count: SHIELDS_TO_WIN }),
              house.pages,
              locale,
            ),
          ),
        );
      }
      if (darkArts) items.push(element('li', withPages(darkArts.text, darkArts.pages, locale)));
      lines.push(element('ul', ...items));
      return lines;
    }
    case 'faq': {
      const query = typeof options.query === 'string' ? options.query : '';
      const entries = searchFaq(query, faqEntries({ locale }), { locale });
      if (entries.length === 0) return [element('p', text(locale, 'embed.faq.none', { query }))];
      return entries.map((entry) =>
        element(
          'details',
          element('summary', entry.question),
          element('p', withPages(entry.answer, entry.pages, locale)),
        ),
      );
    }
    case 'game':
      return [
        element(
          'p',
          element('strong', text(locale, 'embed.game.heading')),
          ` ${text(locale, 'embed.game.body')}`,
        ),
      ];
  }
}

function listWords(words: readonly string[], locale: string): string {
  return words.length <= 1
    ? words.join('')
    : text(locale, 'embed.list.or', {
        first: words.slice(0, -1).join(', '),
        last: words[words.length - 1]!,
      });
}

function mergePages(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

function renderHtml(nodes: readonly FallbackNode[], indent: string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return `${indent}${escapeHtml(node)}`;
      const inline = node.children.every(
        (child) => typeof child === 'string' || child.tag === 'strong' || child.tag === 'small',
      );
      if (inline) {
        return `${indent}<${node.tag}>${node.children.map((child) => renderInlineHtml(child)).join('')}</${node.tag}>`;
      }
      return `${indent}<${node.tag}>\n${renderHtml(node.children, `${indent}  `)}\n${indent}</${node.tag}>`;
    })
    .join('\n');
}

function renderInlineHtml(node: FallbackNode): string {
  if (typeof node === 'string') return escapeHtml(node);
  return `<${node.tag}>${node.children.map(renderInlineHtml).join('')}</${node.tag}>`;
}

function renderJsx(nodes: readonly FallbackNode[], indent: string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return `${indent}${escapeJsxText(node)}`;
      const inline = node.children.every(
        (child) => typeof child === 'string' || child.tag === 'strong' || child.tag === 'small',
      );
      if (inline)
        return `${indent}<${node.tag}>${node.children.map(renderInlineJsx).join('')}</${node.tag}>`;
      return `${indent}<${node.tag}>\n${renderJsx(node.children, `${indent}  `)}\n${indent}</${node.tag}>`;
    })
    .join('\n');
}

function renderInlineJsx(node: FallbackNode): string {
  if (typeof node === 'string') return escapeJsxText(node).replace(/^ | $/g, "{' '}");
  return `<${node.tag}>${node.children.map(renderInlineJsx).join('')}</${node.tag}>`;
}

/** The fallback as HTML, one node per line, every text escaped, in `options.locale`. */
export function fallbackHtml(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  indent = '',
  localeOptions: LocaleOptions = {},
): string {
  return renderHtml(fallbackFor(widget, options, localeOptions), indent);
}

/** The phrasing element and class that stand in for a block element in the inline fallback. */
const INLINE_STAND_INS: Record<FallbackTag, string> = {
  p: '<span class="defenders-fallback-line">',
  details: '<span class="defenders-fallback-line">',
  ul: '<span class="defenders-fallback-list">',
  ol: '<span class="defenders-fallback-list defenders-fallback-ordered">',
  li: '<span class="defenders-fallback-item">',
  summary: '<strong>',
  strong: '<strong>',
  small: '<small>',
};

function renderPhrasingHtml(node: FallbackNode): string {
  if (typeof node === 'string') return escapeHtml(node);
  const open = INLINE_STAND_INS[node.tag];
  const close = `</${/^<(\w+)/.exec(open)![1]}>`;
  return `${open}${node.children.map(renderPhrasingHtml).join('')}${close}`;
}

/**
 * The fallback as one line of phrasing content only (spans with classes that the fallback
 * stylesheet lays out as lines and lists): WordPress's `wpautop` and any `<p>` around it leave it
 * whole, where a block element inside would close the paragraph and tear the element apart.
 */
export function fallbackInlineHtml(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  localeOptions: LocaleOptions = {},
): string {
  return fallbackFor(widget, options, localeOptions).map(renderPhrasingHtml).join(' ');
}

/** Plain text of the fallback (for tests and `aria` checks), in `localeOptions.locale`. */
export function fallbackText(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  localeOptions: LocaleOptions = {},
): string {
  const plain = (nodes: readonly FallbackNode[]): string =>
    nodes.map((node) => (typeof node === 'string' ? node : plain(node.children))).join('');
  return plain(fallbackFor(widget, options, localeOptions));
}

// ---------------------------------------------------------------------------------------------
// Snippets

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
  return WIDGET_OPTIONS[widget]
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
      ? GAME_CHILDREN.map(
          (child) =>
            `  <${tagFor(child)}>\n${fallbackHtml(child, gameChildOptions(child, checked), '    ', locale)}\n  </${tagFor(child)}>`,
        ).join('\n')
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

/** For hosts that strip scripts: an iframe of the embed page, with a link for readers without frames. */
export function iframeSnippet(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  settings: IframeSettings = {},
): string {
  const url = embedPageUrl(widget, options, settings);
  const { language = 'en' } = settings;
  requireLanguage(language);
  const title = widgetTitle(widget, language);
  return (
    `<iframe class="defenders-embed" src="${escapeHtml(url)}" title="${escapeHtml(`${title} (Defenders of Hogwarts)`)}" ` +
    `loading="lazy" width="100%" height="${TYPICAL_HEIGHTS[widget]}" style="border: 0; max-width: 100%;">` +
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
  return WIDGET_OPTIONS[widget]
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
        ? GAME_CHILDREN.map(
            (child) =>
              `      <${tagFor(child)}>\n${renderJsx(fallbackFor(child, gameChildOptions(child, checked), locale), '        ')}\n      </${tagFor(child)}>`,
          ).join('\n')
        : renderJsx(fallbackFor(widget, checked, locale), '      ')
    }\n` +
    `    </${tag}>\n` +
    `  );\n` +
    `}\n`
  );
}
