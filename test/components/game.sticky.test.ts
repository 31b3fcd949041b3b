// The game's toolbar within reach on a 390 × 844 phone, by touch: it stays at the top of the screen
// while the player scrolls through a long page, Undo names what it will undo, a page author can
// turn the stickiness off, the keyboard focus never hides under it, and its "Jump to" links move
// the screen to the widgets of the game.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import type { DefendersGame } from '../../src/components/game/game.js';
import '../../src/index.js';
import '../../src/locales/de.js';
import { $, $$, text } from '../helpers/dom.js';
import { deepActive, isWithin, press } from '../helpers/keys.js';
import { describeNode, settle } from '../helpers/play.js';
import { inViewport, phoneViewport, restoreViewport, tapOnce } from '../helpers/tap.js';
import { CLEARANCE_GAP } from '../../src/components/game/internal/toolbar-clearance.js';

const FONT = "16px 'Times New Roman', 'Liberation Serif', serif";

/** A fan guide: a game around every widget, with long text between them. */
async function longPage({
  stickiness = '',
  lang = 'en',
}: { stickiness?: string; lang?: string } = {}): Promise<DefendersGame> {
  const page = await fixture<HTMLElement>(
    html`<main lang=${lang}><defenders-game class=${stickiness}>
      <p class="text">Setting up.</p>
      <defenders-setup-calculator></defenders-setup-calculator>
      <p class="text">Taking turns.</p>
      <section><defenders-turn-checklist></defenders-turn-checklist></section>
      <p class="text">The Dark Arts path.</p>
      <defenders-path-tracker></defenders-path-tracker>
      <p class="text">How the game ends.</p>
      <defenders-victory-checker></defenders-victory-checker>
      <p class="text">Questions.</p>
      <defenders-faq></defenders-faq>
      <p class="text">The end.</p>
    </defenders-game></main>`,
  );
  page.style.font = FONT;
  for (const paragraph of page.querySelectorAll<HTMLElement>('.text')) {
    paragraph.style.minHeight = '1200px';
  }
  if (stickiness) page.style.setProperty('--defenders-toolbar-position', stickiness);
  const game = page.querySelector('defenders-game')!;
  await settle(game, ...game.querySelectorAll<HTMLElement>('*'));
  return game;
}

const toolbar = (game: DefendersGame) => $(game, '[part="toolbar"]')!;
const undo = (game: DefendersGame) => $(game, '[part="undo"]') as HTMLButtonElement;
const victory = (game: DefendersGame) => game.querySelector('defenders-victory-checker')!;
const jumpLinks = (game: DefendersGame) => $$(game, '[part="jump"] a') as HTMLAnchorElement[];
const more = (el: HTMLElement, label: string) => $(el, `button[aria-label="${label}"]`)!;
/** The label of the player count `count` (its radio is drawn by the label). */
const playerCount = (calculator: HTMLElement, count: number) =>
  $$(calculator, '.counts label')[count - 2]!;

const frames = (count = 2) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

async function scrollTo(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'start' });
  await frames();
}

describe('<defenders-game> toolbar on a 390 × 844 phone', () => {
  before(() => phoneViewport(390, 844));
  after(async () => {
    scrollTo(document.body);
    await restoreViewport();
  });
  afterEach(() => resetMouse());

  it('keeps Undo in view at the victory checker, and one tap there undoes', async () => {
    const game = await longPage();
    const checker = victory(game);
    await scrollTo(checker);
    const height = game.getBoundingClientRect().height;
    console.log(`page of the sticky test at 390 px: ${Math.round(height)} px`);
    expect(height, 'a long page').to.be.above(844 * 5);
    await tapOnce(more(checker, 'One more Progress Token'), 'touch');
    await settle(game, checker);
    expect(checker.input.darkArts.progressTokens).to.equal(1);
    expect(inViewport(undo(game)), 'Undo is on screen at the victory checker').to.equal(true);
    const stuck = toolbar(game).getBoundingClientRect();
    expect(stuck.top, 'the toolbar sits at the top of the screen').to.be.closeTo(0, 1);
    console.log(`toolbar height at 390 px: ${Math.round(stuck.height)} px`);
    expect(stuck.height, 'the stuck toolbar is compact').to.be.at.most(844 * 0.2);
    await tapOnce(undo(game), 'touch');
    await settle(game, checker);
    expect(checker.input.darkArts.progressTokens, 'one tap undid the token').to.equal(0);
    expect(game.canUndo).to.equal(false);
    expect(inViewport(checker.shadowRoot!.querySelector('[part="outcome"]')!)).to.equal(true);
  });

  it('draws the stuck toolbar on a solid background, over the game scrolling under it', async () => {
    const game = await longPage();
    await scrollTo(victory(game));
    const style = getComputedStyle(toolbar(game));
    expect(style.position).to.equal('sticky');
    expect(style.backgroundColor).to.not.match(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    expect(style.backgroundColor).to.not.match(/rgba\(.*, 0(\.\d+)?\)$/);
  });

  it('names the change Undo will undo, and updates it after each change', async () => {
    const game = await longPage();
    const label = () => text(undo(game));
    expect(label()).to.equal('Undo');
    const calculator = game.querySelector('defenders-setup-calculator')!;
    await tapOnce(playerCount(calculator, 3), 'touch');
    await settle(game, calculator);
    expect(label()).to.equal('Undo: players set to 3');
    const tracker = game.querySelector('defenders-path-tracker')!;
    await tapOnce($(tracker, '[part="advance"]')!, 'touch');
    await settle(game, tracker);
    await tapOnce($$(tracker, '.cause')[0]!, 'touch');
    await settle(game, tracker);
    expect(label()).to.equal('Undo: marker moved to space 2');
    expect(undo(game).title, 'the whole change in the title too').to.equal(label());
    await tapOnce(undo(game), 'touch');
    await settle(game, tracker);
    expect(label(), 'back to the change before').to.equal('Undo: players set to 3');
    await tapOnce(undo(game), 'touch');
    await settle(game);
    expect(label()).to.equal('Undo');
    expect(undo(game).getAttribute('aria-disabled')).to.equal('true');
  });

  it('names the change in German, and keeps a long change on one line', async () => {
    const game = await longPage({ lang: 'de' });
    const calculator = game.querySelector('defenders-setup-calculator')!;
    await tapOnce(playerCount(calculator, 5), 'touch');
    await settle(game, calculator);
    expect(text(undo(game))).to.equal('Rückgängig: Spielerzahl auf 5 gesetzt');
    const checker = victory(game);
    await tapOnce(more(checker, 'Ein Fortschrittsmarker mehr'), 'touch');
    await settle(game, checker);
    expect(text(undo(game))).to.match(/^Rückgängig: /);
    const box = undo(game).getBoundingClientRect();
    expect(box.height, 'Undo is one line high').to.be.below(60);
    expect(box.right).to.be.at.most(innerWidth);
  });

  it('stays in the page with --defenders-toolbar-position: static', async () => {
    const game = await longPage({ stickiness: 'static' });
    expect(getComputedStyle(toolbar(game)).position).to.equal('static');
    await scrollTo(victory(game));
    expect(inViewport(undo(game)), 'Undo scrolled away with the top of the game').to.equal(false);
    expect(toolbar(game).getBoundingClientRect().bottom).to.be.below(0);
  });

  it('scrolls a control focused under the stuck toolbar to just below it', async () => {
    const game = await longPage();
    const checker = victory(game);
    await scrollTo(checker);
    const bar = toolbar(game).getBoundingClientRect();
    const control = more(checker, 'One more Progress Token');
    // Scroll so that the control sits under the toolbar, then focus it as Shift+Tab would.
    scrollBy(0, control.getBoundingClientRect().top - bar.top - 4);
    await frames();
    expect(control.getBoundingClientRect().top, 'under the toolbar').to.be.below(bar.bottom);
    control.focus();
    await frames(3);
    const now = control.getBoundingClientRect();
    expect(now.top, 'the focused control below the toolbar').to.be.at.least(
      toolbar(game).getBoundingClientRect().bottom + CLEARANCE_GAP - 1,
    );
    expect(now.bottom).to.be.at.most(innerHeight);
  });

  it('offers a jump link to each widget inside the game, in playing order', async () => {
    const game = await longPage();
    expect(text($(game, '[part="jump"]'))).to.match(/^Jump to/);
    expect(jumpLinks(game).map((link) => text(link))).to.deep.equal([
      'Setup',
      'Turn',
      'Path',
      'Victory',
      'FAQ',
    ]);
    for (const link of jumpLinks(game)) {
      expect(link.getAttribute('href')).to.match(/^#defenders-[a-z]+$/);
      expect(document.getElementById(link.hash.slice(1))).to.exist;
      expect(link.getBoundingClientRect().height, 'a tap target of 24 px or more').to.be.at.least(
        24,
      );
    }
    await expect(game).to.be.accessible();
  });

  it('moves the screen to the widget a jump link names, by touch and by keyboard', async () => {
    const game = await longPage();
    const before = location.href;
    const victoryLink = jumpLinks(game).find((link) => text(link) === 'Victory')!;
    await tapOnce(victoryLink, 'touch');
    await frames();
    const checker = victory(game);
    const top = checker.getBoundingClientRect().top;
    const bar = toolbar(game).getBoundingClientRect();
    expect(top, 'the victory checker starts just below the toolbar').to.be.closeTo(
      bar.bottom + CLEARANCE_GAP,
      2,
    );
    expect(deepActive(), 'the keyboard moved there too').to.equal(checker);
    expect(location.href, 'the page address is left as it was').to.equal(before);
    // From there, the keyboard: Shift+Tab back to the links, then the path tracker's.
    const pathLink = jumpLinks(game).find((link) => text(link) === 'Path')!;
    pathLink.focus();
    expect(inViewport(pathLink), 'the link is on screen, in the stuck toolbar').to.equal(true);
    await press('Enter');
    await frames();
    const tracker = game.querySelector('defenders-path-tracker')!;
    expect(tracker.getBoundingClientRect().top).to.be.closeTo(
      toolbar(game).getBoundingClientRect().bottom + CLEARANCE_GAP,
      2,
    );
    expect(deepActive()).to.equal(tracker);
    // Tab goes on inside the widget in Chromium and Firefox. WebKit's sequential navigation from a
    // shadow host focused this way goes past the host's own controls, to the next widget's.
    if (/Chrome\/|Firefox\//.test(navigator.userAgent)) {
      await press('Tab');
      expect(
        isWithin(deepActive(), tracker),
        `Tab goes on inside the tracker, to ${describeNode(deepActive())}`,
      ).to.equal(true);
    }
    pathLink.focus();
    expect(tracker.hasAttribute('tabindex'), 'the widget is given back as it was').to.equal(false);
  });

  it('shows jump links only for the widgets it holds, and none for a single widget', async () => {
    const two = await fixture<DefendersGame>(
      html`<defenders-game><defenders-setup-calculator id="mine"></defenders-setup-calculator><defenders-faq></defenders-faq></defenders-game>`,
    );
    await settle(two);
    expect(jumpLinks(two).map((link) => link.getAttribute('href'))).to.deep.equal([
      '#mine',
      '#defenders-faq',
    ]);
    const one = await fixture<DefendersGame>(
      html`<defenders-game><defenders-faq></defenders-faq></defenders-game>`,
    );
    await settle(one);
    expect($(one, '[part="jump"]')).to.equal(null);
    one.append(document.createElement('defenders-victory-checker'));
    await frames();
    await settle(one);
    expect(jumpLinks(one).map((link) => text(link))).to.deep.equal(['Victory', 'FAQ']);
    expect(jumpLinks(one)[1]!.getAttribute('href'), 'a free id').to.equal('#defenders-faq-2');
  });
  it("shows what the tracker's event choice did below the stuck toolbar, not under it", async () => {
    const game = await longPage();
    const tracker = game.querySelector('defenders-path-tracker')!;
    for (let move = 0; move < 2; move += 1) {
      ($(tracker, 'button.advance') as HTMLButtonElement).click();
      await settle(game, tracker);
      ($(tracker, 'button.cause[data-cause="event"]') as HTMLButtonElement).click();
      await settle(game, tracker);
    }
    expect(tracker.state.pending, 'the white event waits').to.deep.equal({ zone: 'white' });
    const status = $(tracker, '[part="status"]')!;
    // The player scrolled down to the choice: the tracker's status above it is under the toolbar.
    await scrollTo(status);
    window.scrollBy(0, -toolbar(game).getBoundingClientRect().bottom + 20);
    await frames();
    expect(status.getBoundingClientRect().top).to.be.below(
      toolbar(game).getBoundingClientRect().bottom,
    );
    await tapOnce($(tracker, '[part="event"] button.effect')!, 'touch');
    await settle(game, tracker);
    expect(text(status)).to.equal('The Dark Arts Player used the white event effect.');
    expect(inViewport(status), 'the result on screen').to.be.true;
    expect(status.getBoundingClientRect().top, 'and not under the toolbar').to.be.at.least(
      toolbar(game).getBoundingClientRect().bottom,
    );
  });

  it("opens the tracker's causes whole on the screen, even from a button at its bottom edge", async () => {
    const game = await longPage();
    const tracker = game.querySelector('defenders-path-tracker')!;
    const advance = $(tracker, 'button.advance')!;
    await scrollTo(advance);
    window.scrollBy(0, advance.getBoundingClientRect().bottom - innerHeight + 4);
    await frames();
    await tapOnce(advance, 'touch');
    await settle(game, tracker);
    const causes = $(tracker, '#causes')!;
    expect(inViewport(causes), 'every cause on screen').to.be.true;
  });
});
