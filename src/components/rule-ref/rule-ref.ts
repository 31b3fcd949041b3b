import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { hostStyles } from '../../shared/styles.js';
import { printStyles } from '../../shared/print.styles.js';
import { defineElement } from '../../shared/define.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { ProblemController } from '../../shared/problems.js';
import { LocaleController } from '../../shared/locale.js';
import {
  pageOffsetProperty,
  rulebookUrlProperty,
  spreadsProperty,
} from '../../shared/attributes.js';
import { consumeGame } from '../../shared/game-consumer.js';
import { readPageSettings, resolvePageMapping } from '../../model/pdf-pages.js';
import type { PageSettings, PdfPageFunction } from '../../model/pdf-pages.js';
import { citationStyles, ruleRefStyles } from './rule-ref.styles.js';
import { ruleRefMessages } from './rule-ref.messages.js';
import { localText } from '../../i18n/translate.js';
import type { Params } from '../../i18n/messages.js';
import { MAX_PAGE, parsePages, rulebookLink, safeUrl } from './internal/citation.js';
import { citationTemplate } from './templates.js';

/**
 * A small inline citation of printed rulebook pages, such as "Rulebook pp. 22–23". Given a
 * `rulebook-url` (on the element, or from an enclosing `<defenders-game>`), it links to the
 * rulebook PDF opened at the first cited page in a new tab; only `http:` and `https:` addresses
 * are ever linked, anything else shows as plain text.
 *
 * The text always shows the printed page. The link opens the PDF page that shows it: the printed
 * page by default, `printed + page-offset`, or with `spreads` (two printed pages on each PDF
 * page) `floor(printed / 2) + 1 + page-offset`; the `pdfPage` property takes any other mapping.
 * Each of these follows an enclosing `<defenders-game>` unless set on the element.
 *
 * `focus()` focuses the link. A negative `tabindex` on the element takes the link out of the Tab
 * order while keeping it clickable and in the reading order: the widgets do this for citations
 * they let the keyboard reach with arrow keys instead (a checklist step's citation follows its
 * check box), so that a long list does not cost a Tab stop per citation.
 *
 * @summary Inline rulebook page citation, linked to the rulebook PDF when a URL is known.
 *
 * @attribute pages - The cited pages, as the `pages` property below.
 * @csspart base - The inline wrapper around the citation.
 * @csspart link - The link to the rulebook, present only with a usable `rulebook-url`.
 * @csspart alert - The message shown for a bad `pages` or `rulebook-url` value.
 *
 * @cssprop --defenders-accent - Colour of the link.
 * @cssprop --defenders-danger - Colour of the message about a bad value.
 */
export class DefendersRuleRef extends LitElement {
  static override styles = [hostStyles, ruleRefStyles, citationStyles, printStyles];

  static override properties = {
    pages: { reflect: true },
    rulebookUrl: rulebookUrlProperty,
    pageOffset: pageOffsetProperty,
    spreads: spreadsProperty,
    pdfPage: { attribute: false },
    _pages: { state: true },
    _pageSettings: { state: true },
    _tabindex: { attribute: 'tabindex' },
  };

  // focus() on the element lands on its link.
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /**
   * The host's own `tabindex` as written, which decides whether the link is a Tab stop (see the
   * class comment): a reactive property on the attribute, so that changing it re-renders.
   */
  private _tabindex: string | null = null;

  /** Whether a negative `tabindex` on the element keeps its link out of the Tab order. */
  private get _outOfTabOrder(): boolean {
    return this._tabindex !== null && Number.parseInt(this._tabindex, 10) < 0;
  }

  /** Cited pages, comma-separated numbers or ranges such as `22,23`, `22-23` or `6`; none by default. */
  pages?: string;

  /**
   * The official rulebook PDF (`http:` or `https:`). Set on the element it wins over the URL of an
   * enclosing `<defenders-game>`; when it is unset or empty the game's URL is used.
   */
  rulebookUrl?: string;

  /**
   * Added to the printed page to give the PDF page (after halving, with `spreads`): a whole number
   * from -999 to 999, such as `2` when a cover and a contents page come before printed page 1.
   * Unset, it follows an enclosing `<defenders-game>`, else 0. Only the link changes.
   */
  pageOffset: number | null = null;

  /**
   * The PDF shows two printed pages side by side, the first one alone: PDF page =
   * `floor(printed / 2) + 1 + page-offset`. Unset, it follows an enclosing `<defenders-game>`.
   */
  spreads = false;

  /**
   * Any other mapping from a printed page to its PDF page, as a function (property only). It wins
   * over `page-offset` and `spreads`, and over the game's settings. When it throws or returns
   * anything but a whole number from 1, the link opens the rulebook without a page, with one warning.
   */
  pdfPage: PdfPageFunction | null = null;

  /** The enclosing `<defenders-game>`, while inside one (each change of it updates this one). */
  private readonly _game = consumeGame(this);

  private _pages: number[] = [];
  /** The element's own valid page settings; a bad value counts as unset. */
  private _pageSettings: PageSettings = {};

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);

  /** A message of the rule-ref's catalogue, shown in its language and warned in English. */
  private _report(name: string, key: keyof typeof ruleRefMessages, params: Params): void {
    this._problems.report(name, localText(ruleRefMessages, key, params));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('pages')) {
      const parsed = parsePages(String(this.pages ?? ''));
      if (parsed === null) {
        this._report('pages', 'rule-ref.error.pages', {
          max: MAX_PAGE,
          got: JSON.stringify(String(this.pages).slice(0, 40)),
        });
        this._pages = [];
      } else {
        this._problems.clear('pages');
        this._pages = parsed;
      }
    }
    if (changed.has('rulebookUrl')) {
      const own = String(this.rulebookUrl ?? '').trim();
      if (own !== '' && safeUrl(own) === null) {
        this._report('rulebook-url', 'rule-ref.error.rulebook-url', {
          got: JSON.stringify(own.slice(0, 40)),
        });
      } else {
        this._problems.clear('rulebook-url');
      }
    }
    if (changed.has('pageOffset') || changed.has('spreads') || changed.has('pdfPage')) {
      const { settings, problems } = readPageSettings({
        pageOffset: this.pageOffset,
        writtenOffset: this.getAttribute('page-offset'),
        spreads: this.spreads,
        writtenSpreads: this.getAttribute('spreads'),
        pdfPage: this.pdfPage,
      });
      this._pageSettings = settings;
      for (const [name, problem] of Object.entries(problems)) this._problems.show(name, problem);
    }
  }

  /**
   * The citation's one template (templates.ts, which the widgets share), the messages
   * about bad values after it.
   */
  override render(): TemplateResult {
    const own = String(this.rulebookUrl ?? '').trim();
    const game = this._game.value?.state;
    return citationTemplate(
      this._pages,
      this._locale.locale,
      rulebookLink(own !== '' ? own : game?.rulebookUrl),
      resolvePageMapping(this._pageSettings, game?.pageSettings),
      this._outOfTabOrder ? '-1' : undefined,
      this._problems.render(),
      'base',
    );
  }
}

DefendersRuleRef.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-rule-ref', DefendersRuleRef);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-rule-ref': DefendersRuleRef;
  }
}
