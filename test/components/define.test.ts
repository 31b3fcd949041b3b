import { expect } from '@open-wc/testing';
import { defineElement } from '../../src/shared/define.js';
import { VERSION } from '../../src/shared/version.js';
import '../../src/index.js';
import { TAGS } from '../helpers/elements.js';
import { captureWarnings } from '../helpers/events.js';

describe('element registration', () => {
  it('registers every element of the contract', () => {
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.be.a('function');
  });

  it('ignores a second registration of the same tag without throwing', () => {
    const first = customElements.get('defenders-faq')!;
    class Impostor extends HTMLElement {}
    expect(() => defineElement('defenders-faq', Impostor)).not.to.throw();
    expect(customElements.get('defenders-faq')).to.equal(first);
  });

  it('warns once when another version already registered the tag', () => {
    class Older extends HTMLElement {}
    (Older as unknown as Record<symbol, string>)[Symbol.for('defenders-rules-widgets.version')] =
      '0.0.1';
    customElements.define('defenders-version-probe', Older);
    const warnings = captureWarnings();
    try {
      defineElement('defenders-version-probe', class extends HTMLElement {});
    } finally {
      warnings.restore();
    }
    expect(warnings.calls).to.have.length(1);
    expect(String(warnings.calls[0]![0])).to.contain('0.0.1').and.contain(VERSION);
  });

  it('keeps VERSION equal to package.json', async () => {
    const pkg = await (await fetch('/package.json')).json();
    expect(VERSION).to.equal(pkg.version);
  });
});
