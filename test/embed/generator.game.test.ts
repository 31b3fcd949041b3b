// The generator's whole-game helper writes a table-ready game: persist on by default with a key
// made from the post's name (and editable), share, keep-awake, the rulebook address and a FAQ
// inside the game; its preview can sit on a dark page; at 1280 × 900 no step of the form hides in
// a panel of its own to scroll. Needs `npm run build:site` (the page loads the site's dist/).
import { expect, waitUntil } from '@open-wc/testing';
import { scriptSnippet } from '../../src/embed/snippets.js';
import { loadFrame, removeFrames } from './frames.js';
import { choose, openGenerator, snippet, tick, type } from './generator-page.js';
import { contrast } from '../helpers/colour.js';

async function openGame(width = 1280, height = 900): Promise<Document> {
  const { doc } = await openGenerator(width, height);
  choose(doc, 'widget', 'game');
  return doc;
}

function gameOf(doc: Document): Element {
  return new DOMParser()
    .parseFromString(snippet(doc), 'text/html')
    .querySelector('defenders-game')!;
}

describe('the generator’s whole-game helper', () => {
  afterEach(removeFrames);

  it('keeps the game across reloads by default, under a key made from the post’s name', async () => {
    const doc = await openGame();
    expect((doc.getElementById('use-persist') as HTMLInputElement).checked).to.equal(true);
    expect(snippet(doc)).to.equal(
      scriptSnippet('game', { players: '4', persist: 'defenders-game' }),
    );
    type(doc, 'post-name', 'Our first game night!');
    expect((doc.getElementById('persist') as HTMLInputElement).value).to.equal(
      'our-first-game-night',
    );
    expect(gameOf(doc).getAttribute('persist')).to.equal('our-first-game-night');
    type(doc, 'persist', 'night-2');
    type(doc, 'post-name', 'Something else');
    expect(gameOf(doc).getAttribute('persist'), 'a key edited by hand stays').to.equal('night-2');
    tick(doc, 'use-persist', false);
    expect(gameOf(doc).hasAttribute('persist')).to.equal(false);
    expect((doc.getElementById('persist') as HTMLInputElement).disabled).to.equal(true);
  });

  it('offers share, keep-awake, the rulebook address and the FAQ, in the code and the preview', async () => {
    const doc = await openGame();
    tick(doc, 'share', true);
    tick(doc, 'keep-awake', true);
    tick(doc, 'faq', true);
    type(doc, 'rulebook-url', 'https://rulebook.test/defenders.pdf');
    const game = gameOf(doc);
    expect(game.hasAttribute('share')).to.equal(true);
    expect(game.hasAttribute('keep-awake')).to.equal(true);
    expect(game.getAttribute('rulebook-url')).to.equal('https://rulebook.test/defenders.pdf');
    expect(game.lastElementChild!.localName, 'the FAQ last in the game').to.equal('defenders-faq');
    expect(snippet(doc)).to.equal(
      scriptSnippet('game', {
        players: '4',
        persist: 'defenders-game',
        share: true,
        'keep-awake': true,
        'rulebook-url': 'https://rulebook.test/defenders.pdf',
        faq: true,
      }),
    );
    const preview = doc.querySelector('#stage defenders-game')!;
    expect(preview.hasAttribute('share')).to.equal(true);
    expect(preview.querySelector('defenders-faq'), 'the preview holds the FAQ').to.exist;
    type(doc, 'rulebook-url', 'javascript:alert(1)');
    expect(doc.getElementById('problems')!.textContent).to.contain('rulebook-url must be');
    expect(snippet(doc)).to.not.contain('javascript:');
  });

  it('gets the same game from the embed page the iframe code points at', async () => {
    const frame = await loadFrame(
      '/site/dist/embed/?widget=game&persist=night-2&share=true&keep-awake=true&faq=true',
      640,
    );
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.querySelector('defenders-game'), 'the embed page shows no game');
    const game = doc.querySelector('defenders-game')!;
    expect(game.getAttribute('persist')).to.equal('night-2');
    expect(game.hasAttribute('share') && game.hasAttribute('keep-awake')).to.equal(true);
    expect(game.hasAttribute('faq')).to.equal(false);
    expect(game.lastElementChild!.localName).to.equal('defenders-faq');
    expect(doc.querySelector('[role="alert"]')).to.equal(null);
  });

  it('shows the preview on a dark page when asked', async () => {
    const doc = await openGame();
    const stage = doc.getElementById('stage')!;
    const background = () => getComputedStyle(stage).backgroundColor;
    const BLACK = 'rgb(0, 0, 0)';
    const WHITE = 'rgb(255, 255, 255)';
    expect(contrast(background(), BLACK), 'a light page first').to.be.above(15);
    const dark = doc.querySelector('input[name="page"][value="dark"]') as HTMLInputElement;
    dark.click();
    expect(stage.dataset.page).to.equal('dark');
    expect(contrast(background(), WHITE), 'a dark page').to.be.above(15);
    const game = stage.querySelector('defenders-game')!;
    expect(contrast(getComputedStyle(game).color, background()), 'light text on it').to.be.above(7);
    (doc.querySelector('input[name="page"][value="light"]') as HTMLInputElement).click();
    expect(contrast(background(), BLACK)).to.be.above(15);
  });

  it('leaves no step in a scrolling panel of its own at 1280 × 900: each shows whole as the page scrolls', async () => {
    const doc = await openGame(1280, 900);
    const view = doc.defaultView!;
    const steps = [...doc.querySelectorAll<HTMLElement>('#settings > fieldset')];
    expect(steps).to.have.length(4);
    for (const step of steps) {
      for (let at: Element | null = step; at && at !== doc.documentElement; at = at.parentElement) {
        const { overflowY } = view.getComputedStyle(at);
        expect(overflowY, `<${at.localName} ${at.id || at.className}>`).to.not.match(/auto|scroll/);
      }
      step.scrollIntoView({ block: 'nearest' });
      const box = step.getBoundingClientRect();
      const legend = step.querySelector('legend')!.textContent;
      expect(box.top, legend).to.be.at.least(0);
      expect(box.bottom, legend).to.be.at.most(view.innerHeight + 1);
    }
  });
});
