// Keyboard helpers that work in every engine the suite runs in.
import { executeServerCommand } from '@web/test-runner-commands';

/** The space bar by its key value: Firefox, driven over WebDriver BiDi, knows no key named "Space". */
export const SPACE = ' ';

/** Presses keys together, e.g. `pressTogether('Shift', 'Tab')` (WebDriver has no separate down and up). */
export async function pressTogether(...keys: string[]): Promise<void> {
  await executeServerCommand('press-together', { keys });
}
