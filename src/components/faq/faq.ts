import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Params } from '../../i18n/messages.js';
import { repeat } from 'lit/directives/repeat.js';
import type { FaqEntry } from '../../rules/types.js';
import { disclosureStyles, hostStyles, widgetStyles } from '../../shared/styles.js';
import { PrintController, printing } from '../../shared/print.js';
import { printStyles, widgetPrintStyles } from '../../shared/print.styles.js';
import { defineElement } from '../../shared/define.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { ProblemController } from '../../shared/problems.js';
import { fireChange } from '../../shared/events.js';
import { ChangeElement } from '../../shared/change-element.js';
import { faqStyles } from './faq.styles.js';
import { citationStyles } from '../rule-ref/rule-ref.styles.js';
import type { FaqSearch } from './internal/search.js';
import { loadSearch, loadedSearch, type SearchModule } from './internal/load-search.js';
import type { FaqTopic } from '../../rules/faq/topics.js';
import { HashChangeController, ID_PREFIX, entryForHash, entryUrl } from './hash-controller.js';
import { SettledAnnouncement } from './announce-controller.js';
import { LocaleController } from '../../shared/locale.js';
import { received } from '../../rules/errors.js';
import { localText } from '../../i18n/translate.js';
import { faqWidgetMessages } from './faq.messages.js';
import { consumeGame } from '../../shared/game-consumer.js';
import { widgetCitations, type Cite } from '../rule-ref/templates.js';

/** The `detail` of the FAQ's `defenders-change`: the entries the new search shows (its `results`). */
export type FaqChange = FaqEntry[];

declare module '../../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-faq': FaqChange;
  }
}

/** How long "Copied" stays on a link button. */
const COPIED_MS = 2500;

let instances = 0;

/**
 * `text` as plain strings and `<mark>`ed matches of `query` read in `locale`; never parsed as HTML.
 * With no query, the one string: every answer before a search is a text node, not a list of one.
 */
function highlight(
  search: SearchModule,
  text: string,
  query: string,
  locale: string,
): string | Array<string | TemplateResult> {
  return query
    ? search
        .highlightPieces(text, query, locale)
        .map((piece) => (piece.match ? html`<mark part="match">${piece.text}</mark>` : piece.text))
    : text;
}

/** Starts writing `text` to the clipboard; resolves to whether it worked. Never throws. */
function startCopy(text: string): Promise<boolean> {
  try {
    return navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  } catch {
    // No clipboard here (an insecure page, an old engine) or a synchronous refusal.
    return Promise.resolve(false);
  }
}

/**
 * Answers to the rules questions people ask at the table, as disclosures that each cite their
 * rulebook pages. A search box filters as you type (Escape empties it), the matched words are
 * highlighted, the strong matches of a search show first with the weaker ones folded behind a
 * button (on paper every match prints), and each answer has a stable link: opening the page with `#faq-<id>` (or `#<id>`)
 * opens and scrolls to that answer, and its link button copies such a URL.
 *
 * The questions, answers and search load beside the element's code when the first FAQ of a page
 * is made (in the all-in-one bundle, a chunk next to it); until then it shows its heading and a
 * loading line, and `updateComplete` waits for them. If they cannot load, it says so.
 *
 * Its texts and the built-in questions and answers follow the element's language (`lang`, else
 * the nearest ancestor's, else `<html lang>`), and the search reads words that language's way;
 * a host's own `entries` are shown as the host wrote them.
 *
 * @summary Searchable rules FAQ with highlighted matches, citations and deep links.
 *
 * @fires {CustomEvent<FaqChange>} defenders-change - The user changed the search; `detail` is the new `results` array.
 *
 * @csspart base - The widget's outer box.
 * @csspart alert - The message shown for bad `entries` or `query` values.
 * @csspart search - The search field.
 * @csspart count - The count of answers shown; a screen reader hears it once typing pauses.
 * @csspart entry - One question and answer (a `<details>` element).
 * @csspart question - The question, the disclosure's summary.
 * @csspart answer - The answer text with its citation and link button.
 * @csspart match - A highlighted search match (a `<mark>`).
 * @csspart copy-link - The button copying the link to an answer.
 * @csspart empty - The message shown when nothing matches, with the way to find more.
 * @csspart closest - The closest answers, shown under their own heading when nothing matches.
 * @csspart topic - A button that lists the answers of one topic.
 * @csspart unfold - The button under a search's strong matches that shows its weaker ones.
 *
 * @cssprop --defenders-accent - Top rule, open question marker, highlights, buttons and links.
 * @cssprop --defenders-on-accent - Text on the accent colour.
 * @cssprop --defenders-surface - Background of the box.
 * @cssprop --defenders-border - Borders between questions and around the search field.
 * @cssprop --defenders-radius - Corner radius.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 * @cssprop --defenders-padding - Inner spacing of the box.
 * @cssprop --defenders-muted - Secondary text.
 */
export class DefendersFaq extends ChangeElement<FaqChange> {
  static override styles = [
    hostStyles,
    widgetStyles,
    disclosureStyles,
    faqStyles,
    citationStyles,
    printStyles,
    widgetPrintStyles,
  ];

  static override properties = {
    query: { reflect: true, useDefault: true },
    entries: { attribute: false },
    _open: { state: true },
    _status: { state: true },
    _copiedId: { state: true },
    _fallback: { state: true },
    _topic: { state: true },
    _unfolded: { state: true },
  };

  /** The search text; mirrors the search box and reflects as it changes. Empty shows every answer. */
  query = '';

  /**
   * Extra entries from the host page, `{ id, question, answer, pages }`, added after the built-in
   * ones and searched like them. They are always shown as text, never as HTML. A malformed entry
   * (or one whose id is taken) is left out with a message; the others still show.
   */
  entries: FaqEntry[] = [];

  /** Ids of the entries whose answers are open. */
  private _open = new Set<string>();
  /** Text of the polite status region (copying links). */
  private _status = '';
  private _copiedId: string | null = null;
  /** The entry whose link could not be copied, with the URL to copy by hand. */
  private _fallback: { id: string; url: string } | null = null;
  /** The topic browsed, while the search is empty; null for every answer. */
  private _topic: FaqTopic | null = null;
  /** The search whose weaker matches the reader asked to see; another search folds them again. */
  private _unfolded: string | null = null;
  /** The answers of the topic browsed, kept so that a render and its event share one array. */
  private _topicCache: { topic: FaqTopic; locale: string; results: FaqEntry[] } | null = null;

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);
  /** The enclosing `<defenders-game>`, whose rulebook the answers' citations link to. */
  private readonly _game = consumeGame(this);
  private readonly _uid = `dfaq-${++instances}`;
  private _hostEntries: FaqEntry[] = [];
  /** Whether `entries` changed since they were last read: they are read once the search has loaded. */
  private _entriesUnread = true;
  /** Whether the page's hash was read: on the first render with the search loaded. */
  private _hashRead = false;
  /**
   * Settles, never rejecting, once the search has loaded and an update is asked for, or has
   * failed; made when the element first connects.
   */
  private _searchReady: Promise<void> | undefined;
  /** The keys of the messages about the host's entries, to clear when new entries arrive. */
  private _entryProblems: string[] = [];
  private _search: FaqSearch | null = null;
  /** The count as announced: once the search holds still, not on every key. */
  private readonly _countAnnouncement = new SettledAnnouncement(this);
  private _count = '';
  private _copiedTimer: ReturnType<typeof setTimeout> | undefined;
  /** A hash id not found yet; host entries set later may hold it. */
  private _pendingHash: string | null = null;
  /** An entry to scroll into view after the next render. */
  private _scrollTo: string | null = null;

  constructor() {
    super();
    // A link to an answer followed on this page opens that answer.
    new HashChangeController(this, () => this._openFromHash());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The first FAQ of a page starts loading the entries and search, before its first render.
    this._searchReady ??= loadedSearch()
      ? Promise.resolve()
      : loadSearch().then(
          () => this.requestUpdate(),
          () =>
            this._problems.report('load', localText(faqWidgetMessages, 'faq-widget.error.load')),
        );
  }

  /** Resolves after the search has loaded (or failed to) and the element has rendered it. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this._searchReady;
    return super.getUpdateComplete();
  }

  /**
   * The entries shown for the current search, best match first, or those of the topic browsed
   * (read-only). When nothing matches it is empty: the closest answers shown then are suggestions.
   */
  get results(): FaqEntry[] {
    const search = loadedSearch();
    if (search === null) return [];
    const query = this._queryText();
    const { locale } = this._locale;
    if (this._topic !== null && query === '') {
      const cache = this._topicCache;
      if (cache?.topic === this._topic && cache.locale === locale) return cache.results;
      const results = search.topicEntries(this._topic, locale);
      this._topicCache = { topic: this._topic, locale, results };
      return results;
    }
    return this._searchModel(search).results(query, this._hostEntries, locale);
  }

  private _searchModel(search: SearchModule): FaqSearch {
    return (this._search ??= new search.FaqSearch());
  }

  private _queryText(): string {
    return typeof this.query === 'string' ? this.query : '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this._copiedTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('entries')) this._entriesUnread = true;
    const search = loadedSearch();
    if (search !== null) {
      const entriesRead = this._entriesUnread;
      if (entriesRead) this._readEntries(search);
      // The page's hash is read before the first render of the answers, and again when host
      // entries arrive late.
      if (!this._hashRead || (entriesRead && this._pendingHash !== null)) this._openFromHash();
    }
    this._problems.show(
      'query',
      typeof this.query === 'string'
        ? null
        : localText(faqWidgetMessages, 'faq-widget.error.query', { got: received(this.query) }),
    );
  }

  protected override updated(): void {
    // The count is followed from the first render of the answers: their arrival is no change to
    // announce, only the searches after it are.
    if (loadedSearch() !== null) this._countAnnouncement.follow(this._count);
    const id = this._scrollTo;
    if (id === null) return;
    this._scrollTo = null;
    this.renderRoot
      .querySelector<HTMLElement>(`#${ID_PREFIX}${CSS.escape(id)}`)
      ?.scrollIntoView({ block: 'start' });
  }

  private _text(key: keyof typeof faqWidgetMessages, params?: Params): string {
    return this._locale.text(faqWidgetMessages, key, params);
  }

  /** Takes the host's entries that can be shown; each bad one is reported and left out. */
  private _readEntries(search: SearchModule): void {
    this._entriesUnread = false;
    for (const key of this._entryProblems) this._problems.clear(key);
    const { entries, problems } = search.readHostEntries(this.entries);
    for (const [key, message] of problems) this._problems.report(key, message);
    this._entryProblems = problems.map(([key]) => key);
    this._hostEntries = entries;
  }

  /** Opens (and marks for scrolling) the entry the page's hash names, showing it if the search hid it. */
  private _openFromHash(): void {
    const search = loadedSearch();
    // Before the search has loaded, the first render of the answers reads the hash.
    if (search === null) return;
    this._hashRead = true;
    const ids = new Set([...search.FAQ, ...this._hostEntries].map((entry) => entry.id));
    const target = entryForHash(location.hash, ids);
    if (target === null) return;
    if (!target.found) {
      this._pendingHash = target.id;
      return;
    }
    this._pendingHash = null;
    const { id } = target;
    const at = this.results.findIndex((entry) => entry.id === id);
    if (at === -1) {
      this.query = '';
      this._topic = null;
    } else if (at >= this._strongCount()) {
      this._unfolded = this._queryText();
    }
    if (!this._open.has(id)) this._open = new Set(this._open).add(id);
    this._scrollTo = id;
    this.requestUpdate();
  }

  private _onInput(event: Event): void {
    this.query = (event.target as HTMLInputElement).value;
    this._topic = null;
    fireChange(this, this.results);
  }

  /** Escape empties the search in every browser (Chromium does it natively, Firefox does not). */
  private _onSearchKey(event: KeyboardEvent): void {
    const input = event.target as HTMLInputElement;
    if (event.key !== 'Escape' || input.value === '') return;
    // Handled here, so the browser's own clearing does not fire a second change.
    event.preventDefault();
    input.value = '';
    this.query = '';
    this._topic = null;
    fireChange(this, this.results);
  }

  private _clearSearch(): void {
    this.query = '';
    this._topic = null;
    fireChange(this, this.results);
    this.renderRoot.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }

  /** Lists the answers of one topic, and takes the reader to its first question. */
  private async _browse(topic: FaqTopic): Promise<void> {
    this.query = '';
    this._topic = topic;
    fireChange(this, this.results);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('summary')?.focus();
  }

  /**
   * How many of the results, from the first, are shown before the fold: the strong matches of a
   * search, every answer otherwise.
   */
  private _strongCount(): number {
    const query = this._queryText();
    const search = loadedSearch();
    if (query === '' || search === null) return this.results.length;
    return this._searchModel(search).strong(query, this._hostEntries, this._locale.locale);
  }

  /** Shows the weaker matches of this search, and takes the reader to the first of them. */
  private async _unfold(): Promise<void> {
    const first = this._strongCount();
    this._unfolded = this._queryText();
    await this.updateComplete;
    this.renderRoot.querySelectorAll<HTMLElement>('.list > details > summary')[first]?.focus();
  }

  private _onToggle(event: Event, id: string): void {
    const open = new Set(this._open);
    if ((event.target as HTMLDetailsElement).open) open.add(id);
    else open.delete(id);
    if (open.size !== this._open.size) this._open = open;
  }

  private async _copyLink(entry: FaqEntry): Promise<void> {
    const url = entryUrl(location.href, entry.id);
    // The write starts inside the click itself: Safari refuses a clipboard write made after the
    // tap's handler has returned, and the status is emptied (so a second copy is announced
    // again) before the outcome is known.
    const copied = startCopy(url);
    this._status = '';
    await this.updateComplete;
    if (await copied) {
      this._fallback = null;
      this._copiedId = entry.id;
      this._status = this._text('faq-widget.copied');
      clearTimeout(this._copiedTimer);
      this._copiedTimer = setTimeout(() => {
        this._copiedId = null;
      }, COPIED_MS);
      return;
    }
    this._copiedId = null;
    this._fallback = { id: entry.id, url };
    this._status = this._text('faq-widget.copy.failed');
    await this.updateComplete;
    const field = this.renderRoot.querySelector<HTMLInputElement>('.fallback input');
    field?.focus();
    field?.select();
  }

  override render(): TemplateResult {
    const search = loadedSearch();
    return html`<section part="base" class="base" aria-labelledby="${this._uid}-title">
      <h2 id="${this._uid}-title">${this._text('faq-widget.title')}</h2>
      ${this._problems.render()}
      ${
        search !== null
          ? this._renderAnswers(search)
          : this._problems.has('load')
            ? nothing
            : html`<p part="count" class="count">${this._text('faq-widget.loading')}</p>`
      }
    </section>`;
  }

  /** The search box, the count and the answers, once the search has loaded. */
  private _renderAnswers(search: SearchModule): TemplateResult {
    const query = this._queryText();
    const results = this.results;
    const { locale } = this._locale;
    const browsing = this._topic !== null && query === '';
    const cite = widgetCitations(this._game.value?.state, locale);
    const count =
      this._topic !== null && browsing
        ? this._locale.text(faqWidgetMessages, 'faq-widget.count.topic', {
            count: results.length,
            topic: search.topicTitle(this._topic, locale),
          })
        : search.countText(
            query,
            results.length,
            search.FAQ.length + this._hostEntries.length,
            locale,
          );
    this._count = count;
    const strong = this._strongCount();
    const folded = strong < results.length && this._unfolded !== query;
    return html`<div class="search" role="search">
        <label for="${this._uid}-q">${this._text('faq-widget.search')}</label>
        <input
          part="search"
          id="${this._uid}-q"
          type="search"
          autocomplete="off"
          spellcheck="false"
          maxlength="200"
          .value=${query}
          @input=${this._onInput}
          @keydown=${this._onSearchKey}
        />
      </div>
      <p part="count" class="count">${count}</p>
      ${
        browsing
          ? html`<button type="button" class="show-all" @click=${this._clearSearch}>${this._text('faq-widget.show-all')}</button>`
          : nothing
      }
      <p class="visually-hidden" role="status">${this._countAnnouncement.text}</p>
      ${
        results.length > 0
          ? html`<div class="list">${repeat(
              results,
              (entry) => entry.id,
              (entry, at) =>
                this._renderEntry(search, entry, query, locale, cite, folded && at >= strong),
            )}</div>
              ${
                folded
                  ? html`<button type="button" part="unfold" class="unfold" @click=${this._unfold}>${this._text('faq-widget.unfold', { count: results.length - strong })}</button>`
                  : nothing
              }`
          : this._renderEmpty(search, query, locale, cite)
      }
      <p class="visually-hidden" aria-live="polite">${this._status}</p>`;
  }

  /** Nothing matches: the closest answers, labelled as such, and the ways to find more. */
  private _renderEmpty(
    search: SearchModule,
    query: string,
    locale: string,
    cite: Cite,
  ): TemplateResult {
    const closest = search.closestEntries(query, this._hostEntries, locale);
    const closestId = `${this._uid}-closest`;
    const topicsId = `${this._uid}-topics`;
    return html`<div part="empty" class="empty">
        <p>${this._text('faq-widget.empty', { query })}</p>
        <p class="muted">${this._text('faq-widget.empty.hint')}</p>
        <button type="button" @click=${this._clearSearch}>${this._text('faq-widget.clear')}</button>
      </div>
      ${
        closest.length > 0
          ? html`<section part="closest" class="closest" aria-labelledby=${closestId}>
            <h3 id=${closestId}>${this._text('faq-widget.closest')}</h3>
            <div class="list">${repeat(
              closest,
              (entry) => entry.id,
              (entry) => this._renderEntry(search, entry, query, locale, cite),
            )}</div>
          </section>`
          : nothing
      }
      <nav class="more" aria-labelledby=${topicsId}>
        <h3 id=${topicsId}>${this._text('faq-widget.topics')}</h3>
        <p class="muted">${this._text('faq-widget.more')}</p>
        <ul class="topics">
          ${search.TOPICS.map(
            (topic) =>
              html`<li><button part="topic" type="button" @click=${() => this._browse(topic)}>${search.topicTitle(topic, locale)}</button></li>`,
          )}
        </ul>
      </nav>`;
  }

  /**
   * One question and its answer, cited with `cite` (this render's, shared by every answer); a
   * weaker match under the fold (`folded`) shows only on paper. A closed answer is its text alone:
   * its citation and link button are made when it opens (find-in-page opens it too) or prints.
   */
  private _renderEntry(
    search: SearchModule,
    entry: FaqEntry,
    query: string,
    locale: string,
    cite: Cite,
    folded = false,
  ): TemplateResult {
    const copied = this._copiedId === entry.id;
    const open = this._open.has(entry.id);
    const fallback = this._fallback?.id === entry.id ? this._fallback : null;
    // The link button is named by its own text and the question, each already in its language.
    const questionId = `${this._uid}-question-${entry.id}`;
    const copyId = `${this._uid}-copy-${entry.id}`;
    return html`<details
      part="entry"
      class=${folded ? 'folded' : ''}
      id="${ID_PREFIX}${entry.id}"
      ?open=${open}
      @toggle=${(event: Event) => this._onToggle(event, entry.id)}
    >
      <summary part="question"><span id=${questionId}>${highlight(search, entry.question, query, locale)}</span></summary>
      <div part="answer" class="answer">
        <p>${highlight(search, entry.answer, query, locale)}</p>
        ${
          open || printing
            ? // Flex boxes and an icon: no white space between their children.
              html`<div class="meta">${cite(entry.pages)}<button
                part="copy-link"
                type="button"
                class="copy"
                aria-labelledby="${copyId} ${questionId}"
                @click=${() => this._copyLink(entry)}
              ><svg viewBox="0 0 24 24" aria-hidden="true"><path
                d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5"
              /></svg
              ><span id=${copyId}>${this._text(copied ? 'faq-widget.copied' : 'faq-widget.copy')}</span></button></div>`
            : nothing
        }
        ${
          fallback
            ? html`<div class="fallback">
              <label for="${this._uid}-link-${entry.id}">${this._text('faq-widget.fallback')}</label>
              <input id="${this._uid}-link-${entry.id}" type="url" readonly .value=${fallback.url} />
            </div>`
            : nothing
        }
      </div>
    </details>`;
  }
}

DefendersFaq.addInitializer((element) => new PrintController(element));
DefendersFaq.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-faq', DefendersFaq);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-faq': DefendersFaq;
  }
}
