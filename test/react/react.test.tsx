/* @jsxRuntime automatic */
// React 19 renders the elements: props become properties when the element has one, and
// `ondefenders-change` listens to `defenders-change` (React 19 strips `on` and keeps the name).
import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../../src/index.js';
import type {} from '../../src/react.js';
import type { DefendersChangeEvent, DefendersRuleRef } from '../../src/index.js';
import type { SetupPlan } from '../../src/rules.js';
import { TAGS } from '../helpers/elements.js';

declare global {
  // Tells React 19 that act() is in use here.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe('React 19', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  async function render(node: React.ReactNode): Promise<void> {
    await act(async () => root.render(node));
  }

  it('renders every element, each upgraded with its base part', async () => {
    await render(
      <>
        <defenders-setup-calculator players={3} />
        <defenders-turn-checklist side="dark-arts" />
        <defenders-path-tracker position={2} />
        <defenders-victory-checker />
        <defenders-faq query="draw" />
        <defenders-rule-ref pages="22,23" />
        <defenders-game players={2} />
      </>,
    );
    for (const tag of TAGS) {
      const element = container.querySelector(tag)!;
      expect(element, tag).to.be.instanceOf(customElements.get(tag)!);
      await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(element.shadowRoot?.querySelector('[part~="base"]'), `${tag} base part`).to.exist;
    }
  });

  it('sets props as properties (numbers stay numbers) and updates them on re-render', async () => {
    await render(<defenders-setup-calculator players={3} />);
    const calculator = container.querySelector('defenders-setup-calculator')!;
    expect(calculator.players).to.equal(3);
    await calculator.updateComplete;
    expect(calculator.plan.pawns).to.equal(5);
    expect(calculator.getAttribute('players')).to.equal('3');

    await render(<defenders-setup-calculator players={5} />);
    expect(calculator.players).to.equal(5);
    await calculator.updateComplete;
    expect(calculator.plan.pawns).to.equal(7);
  });

  it('passes pdfPage as a function property and page-offset as a number, down to the citations', async () => {
    const pdfPage = (printed: number) => printed + 2;
    await render(
      <defenders-game rulebook-url="https://example.com/rules.pdf" pdfPage={pdfPage}>
        <defenders-rule-ref id="follows" pages="22" />
        <defenders-rule-ref id="own" pages="22" page-offset={-1} spreads />
      </defenders-game>,
    );
    const game = container.querySelector('defenders-game')!;
    expect(game.pdfPage).to.equal(pdfPage);
    const follows = container.querySelector<DefendersRuleRef>('#follows')!;
    const own = container.querySelector<DefendersRuleRef>('#own')!;
    await Promise.all([game.updateComplete, follows.updateComplete, own.updateComplete]);
    expect(own.pageOffset).to.equal(-1);
    expect(follows.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal(
      'https://example.com/rules.pdf#page=24',
    );
    expect(own.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal(
      'https://example.com/rules.pdf#page=11',
    );
  });

  it('passes objects as properties, never as attribute strings', async () => {
    const entries = [
      { id: 'house-rule', question: 'Our <b>house</b> rule?', answer: 'Text only.', pages: [] },
    ];
    await render(<defenders-faq entries={entries} query="house rule" />);
    const faq = container.querySelector('defenders-faq')!;
    expect(faq.entries).to.equal(entries);
    expect(faq.hasAttribute('entries')).to.equal(false);
    await faq.updateComplete;
    expect(faq.shadowRoot!.querySelector('b')).to.equal(null);
  });

  it('receives defenders-change through ondefenders-change on a user action, not on a prop change', async () => {
    const details: SetupPlan[] = [];
    const onChange = (event: DefendersChangeEvent) =>
      details.push(event.detail as unknown as SetupPlan);
    await render(<defenders-setup-calculator players={4} ondefenders-change={onChange} />);
    const calculator = container.querySelector('defenders-setup-calculator')!;
    await calculator.updateComplete;

    await render(<defenders-setup-calculator players={2} ondefenders-change={onChange} />);
    await calculator.updateComplete;
    expect(details, 'no event for a prop change').to.have.length(0);

    const three = calculator.shadowRoot!.querySelector<HTMLInputElement>(
      'input[type="radio"][aria-label="3 players"]',
    );
    expect(three, 'the 3-players choice').to.exist;
    await act(async () => three!.click());
    await waitUntil(() => details.length > 0, 'no defenders-change reached React');
    expect(details).to.have.length(1);
    expect(details[0]!.players).to.equal(3);
  });

  it('hands an element to a ref', async () => {
    let received: HTMLElement | null = null;
    await render(<defenders-faq ref={(element) => void (received = element)} query="players" />);
    expect(received).to.equal(container.querySelector('defenders-faq'));
  });
});
