// Keyboard helpers that work in every engine the suite runs in.
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';

/** The space bar by its key value: Firefox, driven over WebDriver BiDi, knows no key named "Space". */
export const SPACE = ' ';

/** Presses keys together, e.g. `pressTogether('Shift', 'Tab')` (WebDriver has no separate down and up). */
export async function pressTogether(...keys: string[]): Promise<void> {
  await executeServerCommand('press-together', { keys });
}

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `node` is `host` or inside it, through shadow roots. */
export function isWithin(node: Node | null, host: Element): boolean {
  for (let current = node; current;) {
    if (current === host) return true;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/** Presses one key (Tab, Enter, Escape, ArrowDown, SPACE...) the way a user does, through the browser. */
export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/**
 * Types `text` into the focused control the way a user does, key by key through the browser.
 * WebKit's WebDriver drops the second of two equal keys typed in one go ("stunnedxx" arrives as
 * "stuned x"), and every space after the first ("what if i run" arrives as "what ifirun"), so a
 * doubled character and every space are typed in calls of their own.
 */
export async function typeText(text: string): Promise<void> {
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    const cut =
      index === text.length ||
      text[index] === text[index - 1] ||
      text[index] === ' ' ||
      text[index - 1] === ' ';
    if (cut) {
      await sendKeys({ type: text.slice(start, index) });
      start = index;
    }
  }
}
