// Web Test Runner command `press-together`: holds keys down together, then lets them go
// (Shift+Tab, say). The built-in sendKeys has no down/up over WebDriver, which drives WebKit.
export function pressTogetherPlugin() {
  return {
    name: 'press-together',
    async executeCommand({ command, payload, session }) {
      if (command !== 'press-together') return undefined;
      const keys = payload?.keys;
      if (
        !Array.isArray(keys) ||
        keys.length === 0 ||
        keys.some((key) => typeof key !== 'string')
      ) {
        throw new Error('press-together takes { keys: string[] }, e.g. { keys: ["Shift", "Tab"] }');
      }
      if (session.browser.type === 'puppeteer') {
        const { keyboard } = session.browser.getPage(session.id);
        for (const key of keys) await keyboard.down(key);
        for (const key of [...keys].reverse()) await keyboard.up(key);
        return true;
      }
      if (session.browser.type === 'webdriver') {
        // WebdriverIO's keys(): every key down in order, then every key up.
        await session.browser.sendKeys(session.id, keys);
        return true;
      }
      throw new Error(`press-together does not support ${session.browser.type} browsers`);
    },
  };
}
