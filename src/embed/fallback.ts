/**
 * The fallback of each widget: short, correct light-DOM content that a snippet carries inside the
 * element, shown before the script runs and kept for readers and crawlers without JavaScript. It
 * comes from the rules core, as a tiny tree written out as HTML or as JSX. Pure, no DOM.
 */
import type { LocaleOptions, Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, translate } from '../i18n/translate.js';
import { DEFAULT_PLAYERS } from '../rules/constants.js';
import { faqEntries, searchFaqStrong } from '../rules/faq/search.js';
import { actionName, sideName } from '../rules/names.js';
import { DEFAULT_LAYOUT, describePath, parseLayout, pathStateAt } from '../rules/path.js';
import { setupFor } from '../rules/setup.js';
import { turnActions, turnPlan } from '../rules/turns.js';
import type { Side, VictoryInput } from '../rules/types.js';
import { SHIELDS_TO_WIN, checkVictory, victoryNeeds } from '../rules/victory.js';
import { embedMessages } from './snippets.messages.js';
import {
  escapeHtml,
  escapeJsxText,
  listWords,
  type EmbedWidget,
  type WidgetOptions,
} from './options.js';

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
      const plan = setupFor(Number(options.players ?? DEFAULT_PLAYERS));
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
      const { results, strong } = searchFaqStrong(query, faqEntries({ locale }), { locale });
      if (results.length === 0) return [element('p', text(locale, 'embed.faq.none', { query }))];
      const answer = (entry: (typeof results)[number]) =>
        element(
          'details',
          element('summary', entry.question),
          element('p', withPages(entry.answer, entry.pages, locale)),
        );
      // The weaker matches fold as the widget folds them, in a disclosure of their own.
      const weaker = results.slice(strong);
      const shown = results.slice(0, strong).map(answer);
      if (weaker.length === 0) return shown;
      return [
        ...shown,
        element(
          'details',
          element('summary', text(locale, 'embed.faq.more', { count: weaker.length })),
          ...weaker.map(answer),
        ),
      ];
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

/** The fallback as JSX children, one node per line, every text escaped, in `options.locale`. */
export function fallbackJsx(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  indent = '',
  localeOptions: LocaleOptions = {},
): string {
  return renderJsx(fallbackFor(widget, options, localeOptions), indent);
}
