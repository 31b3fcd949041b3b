/**
 * Bringing what a tap changed into view, where the player looks. A widget scrolls the result to
 * the nearest edge of the screen and sends `defenders-reveal` (bubbles, composed) from it; an
 * enclosing `<defenders-game>` answers by moving it out from under its stuck toolbar, which the
 * browser counts as in view.
 */
export const REVEAL_EVENT = 'defenders-reveal';

/** Scrolls `element` into view, then lets an enclosing game uncover it from under its toolbar. */
export function reveal(element: Element | null | undefined): void {
  if (!element) return;
  element.scrollIntoView({ block: 'nearest' });
  element.dispatchEvent(new Event(REVEAL_EVENT, { bubbles: true, composed: true }));
}
