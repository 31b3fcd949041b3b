import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { ReactiveControllerHost } from 'lit';
import type { LocaleController } from '../../shared/locale.js';
import { REVEAL_EVENT } from '../../shared/reveal.js';
import { gameMessages } from './game.messages.js';
import { toolbarClearance } from './internal/toolbar-clearance.js';

/**
 * The widgets a game links to, in the order a game is played, each with the name that ends its
 * link's message key (`game.jump.<name>`) and the id it is given.
 */
const TARGETS = [
  { tag: 'defenders-setup-calculator', name: 'setup' },
  { tag: 'defenders-turn-checklist', name: 'turn' },
  { tag: 'defenders-path-tracker', name: 'path' },
  { tag: 'defenders-victory-checker', name: 'victory' },
  { tag: 'defenders-faq', name: 'faq' },
] as const;

type TargetName = (typeof TARGETS)[number]['name'];

interface JumpTarget {
  name: TargetName;
  element: HTMLElement;
}

/**
 * The game's sticky toolbar, kept out of the way: the keyboard focus never stays hidden under it
 * (a control focused under the stuck toolbar is scrolled to just below it), nor what a widget
 * reveals after a tap (`reveal` in src/shared/reveal.ts), and its "Jump to"
 * links, one per kind of widget inside the game (the first of each), shown once there are two or
 * more. A link points at the widget's id (one is given, from the game's id or `defenders`, to a
 * widget without one), so it also works as a plain in-page link; pressed, it scrolls the widget to
 * just below the toolbar and moves the keyboard there, without touching the page's address (which
 * may hold a shared game). A link to such a widget from inside a widget does the same.
 */
export class StickyToolbarController implements ReactiveController {
  private _targets: JumpTarget[] = [];
  private _observer?: MutationObserver;

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _locale: LocaleController,
    private readonly _toolbar: () => HTMLElement | null,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._scan();
    this._observer = new MutationObserver(() => this._scan());
    this._observer.observe(this._host, { childList: true, subtree: true });
    this._host.addEventListener('focusin', this._onFocusIn);
    this._host.addEventListener(REVEAL_EVENT, this._onReveal);
    this._host.addEventListener('click', this._onClick);
  }

  hostDisconnected(): void {
    this._observer?.disconnect();
    this._host.removeEventListener('focusin', this._onFocusIn);
    this._host.removeEventListener(REVEAL_EVENT, this._onReveal);
    this._host.removeEventListener('click', this._onClick);
  }

  /** A widget brought a result into view (src/shared/reveal.ts): not under the stuck toolbar. */
  private readonly _onReveal = (event: Event): void => {
    const shown = event.composedPath()[0];
    const toolbar = this._toolbar();
    if (shown instanceof Element && toolbar) scrollBelow(shown, toolbar);
  };

  /**
   * After the browser has scrolled a newly focused control into view (it does so after the focus
   * events, and counts a control under a sticky bar as in view), uncovers it.
   */
  private readonly _onFocusIn = (event: FocusEvent): void => {
    const focused = event.composedPath()[0];
    const toolbar = this._toolbar();
    if (!(focused instanceof Element) || !toolbar || toolbar.contains(focused)) return;
    requestAnimationFrame(() => {
      // Still focused: its root's active element (`:focus` does not match in WebKit while the
      // window itself lacks focus, as under its WebDriver).
      const root = focused.getRootNode() as Document | ShadowRoot;
      if (root.activeElement === focused) scrollBelow(focused, toolbar);
    });
  };

  /** Finds the widgets inside; re-renders only when the links change. */
  private _scan(): void {
    const found: JumpTarget[] = [];
    for (const { tag, name } of TARGETS) {
      const element = this._host.querySelector<HTMLElement>(tag);
      if (element && element.closest('defenders-game') === this._host)
        found.push({ name, element });
    }
    const same =
      found.length === this._targets.length &&
      found.every((target, index) => target.element === this._targets[index]?.element);
    this._targets = found;
    for (const target of found) this._giveId(target);
    if (!same) this._host.requestUpdate();
  }

  private _giveId({ name, element }: JumpTarget): void {
    if (element.id) return;
    const base = `${this._host.id || 'defenders'}-${name}`;
    let id = base;
    for (let count = 2; element.ownerDocument.getElementById(id); count++) id = `${base}-${count}`;
    element.id = id;
  }

  /** A link to a widget of the game, in the toolbar or in a widget (the setup's next step). */
  private readonly _onClick = (event: MouseEvent): void => {
    const link = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
    const target = this._targets.find((each) => `#${each.element.id}` === link?.hash);
    if (!target || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const { element } = target;
    // At once, whatever the page's scroll-behavior: the toolbar is measured right after.
    atOnce((behavior) => element.scrollIntoView({ block: 'start', behavior }));
    const toolbar = this._toolbar();
    if (toolbar) scrollBelow(element, toolbar);
    const lent = element.tabIndex < 0 && !element.hasAttribute('tabindex');
    // Focusable for this once, so that Tab goes on from the widget; given back once the focus
    // leaves the widget (taken while the focus is inside, it would drop the focus to the page).
    if (lent) element.tabIndex = -1;
    element.focus({ preventScroll: true });
    if (!lent) return;
    const giveBack = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && shadowIncludingContains(element, next)) return;
      element.removeAttribute('tabindex');
      element.removeEventListener('focusout', giveBack);
    };
    element.addEventListener('focusout', giveBack);
  };

  render(): TemplateResult | typeof nothing {
    if (this._targets.length < 2) return nothing;
    const text = (key: keyof typeof gameMessages) => this._locale.text(gameMessages, key);
    return html`<nav part="jump" class="jump" aria-labelledby="jump-label">
      <span id="jump-label" class="jump-label">${text('game.jump')}</span>
      <ul role="list">${this._targets.map(
        ({ name, element }, index) =>
          html`<li>${index > 0 ? html`<span class="dot" aria-hidden="true">·</span>` : nothing}<a href=${`#${element.id}`}>${text(`game.jump.${name}`)}</a></li>`,
      )}</ul>
    </nav>`;
  }
}

/** Scrolls `element`'s scroller so that `element` starts just below the stuck `toolbar`. */
export function scrollBelow(element: Element, toolbar: HTMLElement): void {
  const overlap = toolbarClearance(
    toolbar.getBoundingClientRect(),
    element.getBoundingClientRect(),
  );
  if (overlap > 0) atOnce((behavior) => scrollerOf(element).scrollBy({ top: -overlap, behavior }));
}

/**
 * Scrolls at once. WebKitGTK throws on `behavior: 'instant'` (a newer value of the enum); there
 * the default behaviour is used, which is at once unless the page asks for smooth scrolling.
 */
function atOnce(scroll: (behavior: ScrollBehavior) => void): void {
  try {
    scroll('instant');
  } catch {
    scroll('auto');
  }
}

function shadowIncludingContains(host: Element, node: Node): boolean {
  for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
    if (at === host) return true;
  }
  return false;
}

/** The nearest ancestor (through shadow roots) that scrolls vertically, else the page. */
function scrollerOf(element: Element): Element | Window {
  let at: Node | null = element.parentNode;
  while (at) {
    if (at instanceof Element && at !== document.documentElement && at !== document.body) {
      const { overflowY } = getComputedStyle(at);
      if (/(auto|scroll)/.test(overflowY) && at.scrollHeight > at.clientHeight) return at;
    }
    at = at instanceof ShadowRoot ? at.host : at.parentNode;
  }
  return window;
}
