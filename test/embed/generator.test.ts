// The embed-code generator page (demo/generator.html): the form drives the snippet and the preview,
// and the copy button confirms in a polite status. Needs `npm run build` (the page loads dist/).
import { expect, waitUntil } from '@open-wc/testing';
import { fallbackText, scriptSnippet } from '../../src/embed/snippets.js';
import { loadFrame, removeFrames, settled } from './frames.js';

async function openGenerator(width = 1280): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = await loadFrame('/demo/generator.html', width);
  const doc = frame.contentDocument!;
  await waitUntil(() => doc.getElementById('snippet')!.textContent !== '', 'the generator never wrote a snippet');
  return { frame, doc };
}

function choose(doc: Document, id: string, value: string): void {
  const select = doc.getElementById(id) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('embed-code generator page', () => {
  afterEach(removeFrames);

  it('writes the script snippet of the chosen widget and options, fallback included, and previews it', async () => {
    const { frame, doc } = await openGenerator();
    choose(doc, 'players', '3');
    expect(doc.getElementById('snippet')!.textContent).to.equal(scriptSnippet('setup-calculator', { players: '3' }));
    const [preview] = await settled(frame, 'defenders-setup-calculator');
    expect(preview!.getAttribute('players')).to.equal('3');

    choose(doc, 'widget', 'faq');
    const snippet = doc.getElementById('snippet')!.textContent!;
    expect(snippet).to.contain('<defenders-faq>').and.contain('<details>');
    const pasted = new DOMParser().parseFromString(snippet, 'text/html').querySelector('defenders-faq')!;
    expect(pasted.textContent!.replace(/\s+/g, '')).to.equal(fallbackText('faq').replace(/\s+/g, ''));
    expect((doc.querySelector('[data-option="players"]') as HTMLElement).hidden, 'players field hidden for the FAQ').to.equal(true);
  });

  it('shows a bad option as an alert and leaves it out of the code', async () => {
    const { doc } = await openGenerator();
    choose(doc, 'widget', 'path-tracker');
    const layout = doc.getElementById('layout') as HTMLInputElement;
    layout.value = 'xyz';
    layout.dispatchEvent(new Event('input', { bubbles: true }));
    const problems = doc.getElementById('problems')!;
    expect(problems.hidden).to.equal(false);
    expect(problems.getAttribute('role')).to.equal('alert');
    expect(problems.textContent).to.match(/layout|letter|space/i);
    expect(doc.getElementById('snippet')!.textContent).to.not.contain('xyz');
  });

  it('confirms a copy in a polite status next to the button', async () => {
    const { doc } = await openGenerator();
    const status = doc.getElementById('copy-status')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(status.textContent).to.equal('');
    (doc.getElementById('copy') as HTMLButtonElement).click();
    // Copied, or (no clipboard permission in a test frame) the code is selected with a hint.
    await waitUntil(() => status.textContent !== '', 'no confirmation after Copy');
    expect(status.textContent).to.match(/^(Copied to the clipboard\.|Selected: press Ctrl\+C)/);
  });

  it('puts the code before the preview, in the reading order and on screen', async () => {
    const { doc } = await openGenerator();
    const code = doc.querySelector('.code')!;
    const preview = doc.querySelector('.preview')!;
    expect(code.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(code.getBoundingClientRect().top).to.be.below(preview.getBoundingClientRect().top);
  });

  it('fits a 360 px wide screen without sideways scrolling', async () => {
    const { doc } = await openGenerator(360);
    expect(doc.documentElement.scrollWidth).to.be.at.most(360);
  });
});
