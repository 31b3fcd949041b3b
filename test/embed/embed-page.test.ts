// The iframe embed page (dist/embed/index.html) for hosts that strip scripts. Needs `npm run build`.
import { expect, waitUntil } from '@open-wc/testing';
import { basePart, frameWindow, loadFrame, nextFrame, removeFrames, settled } from './frames.js';
import { EMBED_WIDGETS, TYPICAL_HEIGHTS, tagFor } from '../../src/embed/snippets.js';

const PAGE = '/dist/embed/index.html';

type HeightMessage = { type: string; height: number };

/** Collects the height messages one frame posts to this (parent) window. */
function heightMessages(): {
  messages: HeightMessage[];
  from: (frame: HTMLIFrameElement) => HeightMessage[];
  stop: () => void;
} {
  const messages: (HeightMessage & { source: MessageEventSource | null })[] = [];
  const listener = (event: MessageEvent) => {
    if (event.data?.type === 'defenders-embed-height')
      messages.push({ ...event.data, source: event.source });
  };
  window.addEventListener('message', listener);
  return {
    messages,
    from: (frame) => messages.filter((message) => message.source === frame.contentWindow),
    stop: () => window.removeEventListener('message', listener),
  };
}

function alertText(frame: HTMLIFrameElement): string {
  return frame.contentDocument!.querySelector('[role="alert"]')?.textContent ?? '';
}

describe('embed page (dist/embed/index.html)', () => {
  let listener: ReturnType<typeof heightMessages>;
  beforeEach(() => (listener = heightMessages()));
  afterEach(() => {
    listener.stop();
    removeFrames();
  });

  it('renders the widget the query string asks for, with its options, theme and accent, and posts its height', async () => {
    const frame = await loadFrame(
      `${PAGE}?widget=setup-calculator&players=3&theme=dark&accent=%23225588`,
    );
    const [calculator] = await settled(frame, 'defenders-setup-calculator');
    const doc = frame.contentDocument!;
    expect(calculator!.getAttribute('players')).to.equal('3');
    expect(calculator!.plan.pawns).to.equal(5);
    expect(doc.querySelector('[role="alert"]')).to.equal(null);
    const headings = doc.querySelectorAll('h1');
    expect(headings.length, 'one top-level heading names the page').to.equal(1);
    expect(headings[0]!.textContent).to.equal(doc.title);
    expect(doc.title).to.contain('Setup');
    expect(doc.documentElement.dataset.theme).to.equal('dark');
    expect(frameWindow(frame).getComputedStyle(doc.documentElement).colorScheme).to.equal('dark');

    // The accent came in through CSSOM and tints the widget's top rule; the widget's own
    // (adopted) styles apply under the page's strict Content-Security-Policy.
    expect(doc.documentElement.style.getPropertyValue('--defenders-accent')).to.equal('#225588');
    const base = basePart(calculator!)!;
    const style = frameWindow(frame).getComputedStyle(base);
    expect(style.borderTopWidth).to.equal('3px');
    expect(style.borderTopColor).to.equal('rgb(34, 85, 136)');

    await waitUntil(() => listener.from(frame).length > 0, 'no height message');
    const [first] = listener.from(frame);
    expect(first!.type).to.equal('defenders-embed-height');
    expect(first!.height).to.be.a('number');
    await waitUntil(
      () =>
        Math.abs(
          listener.from(frame).at(-1)!.height -
            Math.ceil(doc.documentElement.getBoundingClientRect().height),
        ) <= 1,
      'the last height message matches the page',
    );
    expect(listener.from(frame).at(-1)!.height).to.be.greaterThan(200);
  });

  it('posts a new height when the content grows (a narrower frame)', async () => {
    const frame = await loadFrame(`${PAGE}?widget=faq`, 640);
    await settled(frame, 'defenders-faq');
    await waitUntil(() => listener.from(frame).length > 0, 'no height message');
    const wide = listener.from(frame).at(-1)!.height;
    frame.style.width = '280px';
    await waitUntil(
      () => listener.from(frame).at(-1)!.height > wide,
      'no taller height after narrowing the frame',
    );
  });

  it('gives each widget an iframe height in its snippet close to the page it shows (600 px wide)', async () => {
    const report: string[] = [];
    for (const widget of EMBED_WIDGETS) {
      const frame = await loadFrame(`${PAGE}?widget=${widget}`, 600);
      await settled(frame, tagFor(widget));
      await nextFrame();
      const height = Math.ceil(
        frame.contentDocument!.documentElement.getBoundingClientRect().height,
      );
      report.push(`${widget}: page ${height}, snippet ${TYPICAL_HEIGHTS[widget]}`);
      expect(Math.abs(height - TYPICAL_HEIGHTS[widget]) / height, report.at(-1)).to.be.below(0.15);
      removeFrames();
    }
  });

  it('shows a clear message for an unknown widget, listing the ones it has', async () => {
    const frame = await loadFrame(`${PAGE}?widget=sorting-hat`);
    await waitUntil(() => alertText(frame) !== '', 'no message');
    const text = alertText(frame);
    expect(text).to.contain('sorting-hat');
    for (const widget of [
      'setup-calculator',
      'turn-checklist',
      'path-tracker',
      'victory-checker',
      'faq',
      'game',
    ]) {
      expect(text).to.contain(widget);
    }
    expect(
      frame.contentDocument!.querySelector('main')!.querySelector('*:not(h1, div, p, ul, li)'),
    ).to.equal(null);
    await waitUntil(() => listener.from(frame).length > 0, 'the message page posts its height too');
  });

  it('shows the page and the widget in German with lang=de, loading the German module beside it', async () => {
    const frame = await loadFrame(`${PAGE}?widget=game&lang=de`);
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.querySelector('defenders-game'), 'the game is on the page');
    const [game] = await settled(frame, 'defenders-game');
    expect(doc.documentElement.lang).to.equal('de');
    expect(doc.title).to.equal('Helfer fürs ganze Spiel · Regeln für Defenders of Hogwarts');
    expect(doc.querySelector('h1')!.textContent).to.equal(doc.title);
    await waitUntil(
      () => game!.shadowRoot!.querySelector('[part="undo"]')?.textContent?.trim() === 'Rückgängig',
      'the game speaks German',
    );
    expect(doc.querySelector('[role="alert"]')).to.equal(null);
  });

  it('tells a German reader what is wrong in German, and the console in English', async () => {
    const frame = await loadFrame(`${PAGE}?widget=setup-calculator&lang=de&players=9&colour=red`);
    await waitUntil(() => alertText(frame) !== '', 'no message');
    const text = alertText(frame);
    expect(text).to.contain('Diese Einbettung hat einige Probleme:');
    expect(text).to.contain('players muss eine ganze Zahl von 2 bis 5 sein; erhalten: "9"');
    expect(text).to.contain('defenders-setup-calculator hat keine Option "colour"');
    expect(text).to.not.contain('must be');
  });

  it('names a language it has no module for, and shows English', async () => {
    const frame = await loadFrame(`${PAGE}?widget=faq&lang=xx`);
    await waitUntil(() => alertText(frame) !== '', 'no message');
    expect(alertText(frame)).to.contain('lang must be "en" or "de"; got "xx"');
    expect(frame.contentDocument!.documentElement.lang).to.equal('en');
  });

  it('asks for a widget when none is given', async () => {
    const frame = await loadFrame(PAGE);
    await waitUntil(() => alertText(frame) !== '', 'no message');
    expect(alertText(frame)).to.contain('?widget=');
  });

  it('names unknown options and bad values, and still renders the widget with its defaults', async () => {
    const frame = await loadFrame(
      `${PAGE}?widget=setup-calculator&players=9&colour=red&theme=neon`,
    );
    const [calculator] = await settled(frame, 'defenders-setup-calculator');
    const text = alertText(frame);
    expect(text).to.contain('players must be a whole number from 2 to 5').and.contain('"9"');
    expect(text).to.contain('"colour"').and.contain('"players"');
    expect(text).to.contain('theme must be');
    expect(calculator!.hasAttribute('players')).to.equal(false);
    expect(calculator!.plan.players).to.equal(4);
  });

  it('refuses an accent that is not a plain colour and never writes it anywhere', async () => {
    for (const accent of [
      'red;background:url(https://example.com/x)',
      'url(x)',
      'expression(alert(1))',
      '#12345g',
      'notacolour',
    ]) {
      const frame = await loadFrame(`${PAGE}?widget=faq&accent=${encodeURIComponent(accent)}`);
      await settled(frame, 'defenders-faq');
      const root = frame.contentDocument!.documentElement;
      expect(root.style.getPropertyValue('--defenders-accent'), accent).to.equal('');
      expect(root.getAttribute('style') ?? '', accent).not.to.contain('url');
      expect(alertText(frame), accent).to.contain('accent');
      removeFrames();
    }
  });

  it('checks an action against its side', async () => {
    const frame = await loadFrame(`${PAGE}?widget=turn-checklist&side=dark-arts&action=learn`);
    const [checklist] = await settled(frame, 'defenders-turn-checklist');
    expect(alertText(frame)).to.contain(
      'action for the Dark Arts Player must be "explore" or "replenish"',
    );
    expect(checklist!.getAttribute('side')).to.equal('dark-arts');
    expect(checklist!.hasAttribute('action')).to.equal(false);
  });

  it('passes hostile text only as an attribute value, shown as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">"><script>window.__pwned=2</script>';
    const frame = await loadFrame(`${PAGE}?widget=faq&query=${encodeURIComponent(hostile)}`);
    const [faq] = await settled(frame, 'defenders-faq');
    expect(faq!.getAttribute('query')).to.equal(hostile);
    expect(frame.contentDocument!.querySelector('img, script:not([src])')).to.equal(null);
    expect(faq!.shadowRoot!.querySelector('img, script')).to.equal(null);
    expect((frameWindow(frame) as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('renders a whole game with its widgets inside', async () => {
    const frame = await loadFrame(`${PAGE}?widget=game&players=2`);
    const [game] = await settled(frame, 'defenders-game');
    expect(game!.getAttribute('players')).to.equal('2');
    const calculator = game!.querySelector('defenders-setup-calculator')!;
    await calculator.updateComplete;
    expect(calculator.plan.players).to.equal(2);
  });
});
