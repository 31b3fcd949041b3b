// Where keyboard focus goes when the control that had it disappears or becomes disabled (WCAG 2.4.3):
// to the next control the player needs, never back to the top of the page.

/** After a move: the event's first open choice, else Advance, else Undo (the last space). */
export const AFTER_MOVE = ['button.effect', 'button.token', 'button.advance', 'button.undo'];

/** After an undo: Undo again while there is more to undo, else the next move. */
export const AFTER_UNDO = ['button.undo', ...AFTER_MOVE];

/** The restart confirmation opens on its first button, the one that changes nothing. */
export const RESTART_QUESTION = ['.confirm button'];

/** The restart confirmation, closed either way, gives focus back to its trigger. */
export const RESTART_TRIGGER = ['button.restart'];

/** The cause options, closed, give focus back to "Advance the marker…". */
export const ADVANCE_TRIGGER = ['button.advance'];

/**
 * Focuses the first control in `root` matching one of `selectors`, in their order, that is there and
 * enabled. Returns whether one was found.
 */
export function focusFirst(root: ParentNode, selectors: readonly string[]): boolean {
  for (const selector of selectors) {
    const control = root.querySelector<HTMLElement>(selector);
    if (control && !(control as HTMLButtonElement).disabled) {
      control.focus();
      return true;
    }
  }
  return false;
}
