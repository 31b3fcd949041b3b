// Web Test Runner command `screenshot`: saves what the page shows as `<name>.png` in the folder
// named by the environment variable WTR_SCREENSHOTS, for a person to look at after a run (the
// whole-game test takes one at each key moment). Without that variable, or in an engine whose
// driver is not puppeteer's, it saves nothing and answers false: no test depends on the picture.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function screenshotPlugin() {
  return {
    name: 'screenshot',
    async executeCommand({ command, payload, session }) {
      if (command !== 'screenshot') return undefined;
      const name = payload?.name;
      if (typeof name !== 'string' || !/^[\w-]+$/.test(name)) {
        throw new Error('screenshot takes { name: string } of letters, digits, "-" and "_"');
      }
      const folder = process.env.WTR_SCREENSHOTS;
      if (!folder || session.browser.type !== 'puppeteer') return false;
      mkdirSync(folder, { recursive: true });
      const engine = session.browser.name.toLowerCase();
      await session.browser
        .getPage(session.id)
        .screenshot({ path: join(folder, `${engine}-${name}.png`) });
      return true;
    },
  };
}
