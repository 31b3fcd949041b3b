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
