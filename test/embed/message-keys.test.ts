// Every bundle and module names a message by its readable key and reads one registry: a host
// registers texts under those keys through any module that exports registerTranslation, a warning
// names the key, and a key no catalogue has shows nowhere. Needs `npm run build` first (npm test
// does it).
import { expect } from '@open-wc/testing';
import { frameWindow, loadFrame, removeFrames, settled } from './frames.js';

const FIXTURES = '/test/embed/fixtures';

const heading = (element: Element): string =>
  element.shadowRoot!.querySelector('h2')?.textContent?.trim() ?? '';

const firstStep = (element: Element): string =>
  element.shadowRoot!.querySelector('ol.steps li')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** A page that runs `register` (a module script) and shows a setup calculator in `lang`. */
function page(lang: string, scripts: string, register: string): string {
  return (
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Keys</title>` +
    `<script src="${FIXTURES}/capture.js"></script>${scripts}` +
    `<script type="module">${register}</script>` +
    `<defenders-setup-calculator players="3"></defenders-setup-calculator>`
  );
}

/** Loads `page(…)` and waits for its setup calculator's first render. */
async function calculatorOn(
  ...args: Parameters<typeof page>
): Promise<{ frame: HTMLIFrameElement; calculator: HTMLElement }> {
  const frame = await loadFrame({ srcdoc: page(...args) });
  const [calculator] = await settled(frame, 'defenders-setup-calculator');
  await calculator!.updateComplete;
  return { frame, calculator: calculator! };
}

const FRENCH_TITLE = `'setup-calculator.title': { one: 'Mise en place pour {count} joueur', other: 'Mise en place pour {count} joueurs' }`;

describe('message keys in the CDN bundles', () => {
  afterEach(removeFrames);

  it('the all-in-one bundle registers a translation given by readable keys, whole and completed ones', async () => {
    const { frame, calculator } = await calculatorOn(
      'fr',
      '',
      `import { registerTranslation } from '/dist/cdn/defenders-widgets.js';
         registerTranslation('fr', {
           ${FRENCH_TITLE},
           'setup.step.roles': { one: 'Rôles : un joueur.', other: 'Rôles : {count} joueurs de maison.' },
         }, { partial: true });`,
    );
    expect(heading(calculator)).to.equal('Mise en place pour 3 joueurs');
    expect(firstStep(calculator)).to.contain('Rôles : 2 joueurs de maison.');
    expect(frameWindow(frame).__errors).to.deep.equal([]);
  });

  it('the German module’s registerTranslation corrects a German text of a one-widget bundle by its readable key', async () => {
    const { frame, calculator } = await calculatorOn(
      'de',
      `<script type="module" src="/dist/cdn/setup-calculator.js"></script>`,
      `import { registerTranslation } from '/dist/cdn/locales/de.js';
         registerTranslation('de', {
           'setup-calculator.title': { one: 'Tisch für {count}', other: 'Tisch für {count}' },
         }, { partial: true });`,
    );
    expect(heading(calculator)).to.equal('Tisch für 3');
    // The rest stays the shipped German.
    expect(firstStep(calculator)).to.contain('Verteile die Rollen');
    expect(frameWindow(frame).__errors).to.deep.equal([]);
    expect(frameWindow(frame).__warnings).to.deep.equal([]);
  });

  it('a CDN bundle’s warning about a missing text names the readable key', async () => {
    const { frame, calculator } = await calculatorOn(
      'fr',
      '',
      `import { registerTranslation } from '/dist/cdn/defenders-widgets.js';
         registerTranslation('fr', {
           'setup.step.roles': { one: 'Rôles : un joueur.', other: 'Rôles : {count} joueurs de maison.' },
         }, { partial: true });`,
    );
    expect(heading(calculator)).to.equal('Setup for 3 players');
    expect(frameWindow(frame).__warnings).to.include(
      'defenders-rules-widgets: the "fr" translation has no "setup-calculator.title"; showing the English text.',
    );
  });

  it('a made-up key never shows in place of another key’s text', async () => {
    // Under a three-character hash of the keys, this key would share the title's id.
    const { calculator } = await calculatorOn(
      'fr',
      '',
      `import { registerTranslation } from '/dist/cdn/defenders-widgets.js';
         registerTranslation('fr', {
           ${FRENCH_TITLE},
           'my-site.note-46908': 'Not the title',
         }, { partial: true });`,
    );
    expect(heading(calculator)).to.equal('Mise en place pour 3 joueurs');
    expect(calculator.shadowRoot!.textContent).not.to.contain('Not the title');
  });

  it('German from the npm module, loaded on its own, shows in a one-widget CDN bundle', async () => {
    const { frame, calculator } = await calculatorOn(
      'de',
      `<script type="module" src="/dist/cdn/setup-calculator.js"></script>`,
      `import '/dist/locales/de.js';`,
    );
    expect(heading(calculator)).to.equal('Aufbau für 3 Spieler');
    expect(firstStep(calculator)).to.contain('Verteile die Rollen');
    expect(frameWindow(frame).__errors).to.deep.equal([]);
    expect(frameWindow(frame).__warnings).to.deep.equal([]);
  });
});
