import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, html as litHtml } from 'lit';
import { disclosureStyles, hostStyles, widgetStyles } from '../../src/shared/styles.js';
import { noteStyles } from '../../src/shared/patterns.styles.js';

/** A bare element with the shared styles: a disclosure and a note, as the widgets draw them. */
class SharedStylesProbe extends LitElement {
  static override styles = [hostStyles, widgetStyles, disclosureStyles, noteStyles];
  override render() {
    return litHtml`<details><summary>Question</summary><p>Answer</p></details>
      <p class="note">Note</p>`;
  }
}
customElements.define('shared-styles-probe', SharedStylesProbe);

/** The horizontal direction the closed disclosure marker points to: its transform's x scale sign. */
function markerPoints(probe: SharedStylesProbe): 'right' | 'left' {
  const summary = probe.shadowRoot!.querySelector('summary')!;
  const matrix = new DOMMatrix(getComputedStyle(summary, '::before').transform);
  // rotate(-45deg) alone turns the bottom-right corner to the right: a = cos(-45deg) > 0.
  return matrix.a > 0 ? 'right' : 'left';
}

describe('shared styles right to left', () => {
  it('point the closed disclosure marker along the line and rule notes at the start', async () => {
    const ltr = await fixture<HTMLDivElement>(
      html`<div><shared-styles-probe></shared-styles-probe></div>`,
    );
    const rtl = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><shared-styles-probe></shared-styles-probe></div>`,
    );
    const [left, right] = [ltr, rtl].map(
      (wrapper) => wrapper.querySelector('shared-styles-probe') as SharedStylesProbe,
    );
    await left.updateComplete;
    await right.updateComplete;
    expect(markerPoints(left)).to.equal('right');
    expect(markerPoints(right)).to.equal('left');
    const note = (probe: SharedStylesProbe) =>
      getComputedStyle(probe.shadowRoot!.querySelector('.note')!);
    expect([note(left).borderLeftWidth, note(left).borderRightWidth]).to.deep.equal(['4px', '0px']);
    expect([note(right).borderLeftWidth, note(right).borderRightWidth]).to.deep.equal([
      '0px',
      '4px',
    ]);
  });
});
