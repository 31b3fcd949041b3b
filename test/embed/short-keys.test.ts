// The self-contained bundles name message keys by short ids (scripts/rollup-message-keys.mjs);
// a host still registers texts under the readable keys, through either module that exports
// registerTranslation. Needs `npm run build` first (npm test does it).
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

describe('message keys in the CDN bundles', () => {
  afterEach(removeFrames);

  it('the all-in-one bundle registers a translation given by readable keys, whole and completed ones', async () => {
    const frame = await loadFrame({
      srcdoc: page(
        'fr',
        '',
        `import { registerTranslation } from '/dist/cdn/defenders-widgets.js';
         registerTranslation('fr', {
           'setup-calculator.title': { one: 'Mise en place pour {count} joueur', other: 'Mise en place pour {count} joueurs' },
           'setup.step.roles': { one: 'Rôles : un joueur.', other: 'Rôles : {count} joueurs de maison.' },
         }, { partial: true });`,
      ),
    });
    const [calculator] = await settled(frame, 'defenders-setup-calculator');
    await calculator!.updateComplete;
    expect(heading(calculator!)).to.equal('Mise en place pour 3 joueurs');
    expect(firstStep(calculator!)).to.contain('Rôles : 2 joueurs de maison.');
    expect(frameWindow(frame).__errors).to.deep.equal([]);
  });

  it('the German module’s registerTranslation corrects a German text of a one-widget bundle by its readable key', async () => {
    const frame = await loadFrame({
      srcdoc: page(
        'de',
        `<script type="module" src="/dist/cdn/setup-calculator.js"></script>`,
        `import { registerTranslation } from '/dist/cdn/locales/de.js';
         registerTranslation('de', {
           'setup-calculator.title': { one: 'Tisch für {count}', other: 'Tisch für {count}' },
         }, { partial: true });`,
      ),
    });
    const [calculator] = await settled(frame, 'defenders-setup-calculator');
    await calculator!.updateComplete;
    expect(heading(calculator!)).to.equal('Tisch für 3');
    // The rest stays the shipped German.
    expect(firstStep(calculator!)).to.contain('Verteile die Rollen');
    expect(frameWindow(frame).__errors).to.deep.equal([]);
    expect(frameWindow(frame).__warnings).to.deep.equal([]);
  });
});
