import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { translate } from '../i18n/translate.js';
import { citationKeyMessages } from './citation-keys.messages.js';
import { resolveLang } from './locale.js';

/**
 * Keyboard access to the rulebook citations a widget writes in its shadow root (the links of its
 * `.ref` citations, rule-ref/templates.ts) that are not Tab stops of their own, so that a list with a citation on every line costs one Tab stop per control, not two:
 *
 * - in a checklist, a step's citation follows its check box: → on the box moves to the citation's
 *   link, ← on the link moves back (mirrored in right-to-left text);
 * - a run of citations with no control of its own (a verdict's reasons) is one Tab stop: ↓ or →
 *   moves to the next citation, ↑ or ← to the previous one, Home and End to the first and last.
 *
 * The widgets render those citations' links with `tabindex="-1"` (the current one of a run without
 * it); screen readers still read every citation in place, and a pointer still follows it. A
 * citation without a rulebook address has no link, and nothing to reach.
 */

/** The arrow keys towards the end and the start of a line of `element`'s text. */
function lineKeys(element: Element): { toEnd: string; toStart: string } {
  const rtl = getComputedStyle(element).direction === 'rtl';
  return rtl
    ? { toEnd: 'ArrowLeft', toStart: 'ArrowRight' }
    : { toEnd: 'ArrowRight', toStart: 'ArrowLeft' };
}

/**
 * The tip shown under a checklist while the keyboard is in it (class `keys-hint`), naming the
 * arrow keys as they point on `element`'s lines, in `locale` (by default `element`'s language).
 */
export function stepKeysHint(element: Element, locale: string = resolveLang(element)): string {
  const { toEnd, toStart } = lineKeys(element);
  const arrow = (key: string) => (key === 'ArrowRight' ? '→' : '←');
  return translate(citationKeyMessages, locale, 'citation-keys.steps', {
    forward: arrow(toEnd),
    back: arrow(toStart),
  });
}

/**
 * The tip shown by a run of citations that takes one Tab stop, while the keyboard is in it, in
 * `locale` (by default the language of `element`, the widget showing it).
 */
export function groupKeysHint(element: Element, locale: string = resolveLang(element)): string {
  return translate(citationKeyMessages, locale, 'citation-keys.group');
}

/** The links of the citations a widget writes (a citation without a rulebook address has none). */
const CITATION_LINK = '.ref > a';

function isCitation(node: EventTarget | null): node is HTMLElement {
  return node instanceof HTMLElement && node.matches(CITATION_LINK);
}

const modified = (event: KeyboardEvent) =>
  event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/** The box each citation was reached from with the arrow key, to go back to. */
const reachedFrom = new WeakMap<Element, HTMLInputElement>();

/**
 * The keydown handler of a checklist whose steps (`<li>`) each hold a check box and a citation:
 * → on a box moves to the step's citation link, ← on that link moves back to the box. A run of
 * steps citing the same pages may show the citation once, on its last step: → on an earlier step
 * of the run moves to that one, and ← goes back to the box it came from.
 */
export function onStepCitationKey(event: KeyboardEvent): void {
  if (modified(event) || !(event.target instanceof Element)) return;
  const target = event.target;
  const step = target.closest('li');
  if (!step) return;
  const { toEnd, toStart } = lineKeys(step);
  if (event.key === toEnd && target instanceof HTMLInputElement) {
    let citation: HTMLElement | null = null;
    for (let at: Element | null = step; at && !citation; at = at.nextElementSibling)
      citation = at.querySelector<HTMLElement>(CITATION_LINK);
    if (citation) {
      citation.focus();
      reachedFrom.set(citation, target);
      event.preventDefault();
    }
  } else if (event.key === toStart && isCitation(target)) {
    const from = reachedFrom.get(target);
    const box = from?.isConnected ? from : step.querySelector('input');
    if (box) {
      box.focus();
      event.preventDefault();
    }
  }
}

/**
 * A run of citations that takes one Tab stop (a roving tabindex): render each citation with
 * `cite(pages, group.tabIndex(index, count))` inside an element listening with `group.onKeyDown`
 * and `group.onFocusIn`. The citation reached last keeps the stop.
 */
export class CitationGroup implements ReactiveController {
  private _current = 0;

  constructor(private readonly _host: ReactiveControllerHost) {
    this._host.addController(this);
  }

  /** Nothing to do on connecting: declared (no code) so that the class types as a controller. */
  declare hostConnected?: () => void;

  /** `-1` for every citation but the one holding the Tab stop (`undefined`: no attribute). */
  tabIndex(index: number, count: number): '-1' | undefined {
    return index === Math.min(this._current, count - 1) ? undefined : '-1';
  }

  readonly onFocusIn = (event: FocusEvent): void => {
    const citations = this._citations(event.currentTarget);
    const index = citations.findIndex((citation) => citation === event.target);
    if (index >= 0) this._moveTo(index);
  };

  readonly onKeyDown = (event: KeyboardEvent): void => {
    if (modified(event) || !isCitation(event.target)) return;
    const citations = this._citations(event.currentTarget);
    const at = citations.indexOf(event.target);
    if (at < 0) return;
    const { toEnd, toStart } = lineKeys(event.target);
    const last = citations.length - 1;
    const to =
      event.key === 'ArrowDown' || event.key === toEnd
        ? Math.min(at + 1, last)
        : event.key === 'ArrowUp' || event.key === toStart
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const citation = citations[to];
    if (to !== at && citation) {
      citation.focus();
      this._moveTo(to);
    }
  };

  private _citations(container: EventTarget | null): HTMLElement[] {
    return container instanceof Element
      ? [...container.querySelectorAll<HTMLElement>(CITATION_LINK)]
      : [];
  }

  private _moveTo(index: number): void {
    if (index === this._current) return;
    this._current = index;
    this._host.requestUpdate();
  }
}
