// Whose turn it is inside a <defenders-game>: the Houses in play in their seating order from the
// Dark Arts Player's left, then the Dark Arts Player (rulebook p. 10), round after round; Next turn
// hands it on and switches side, the seating can be changed, and every change is undone and saved.
import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/index.js';
import { $, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import { clearSaved, freshKey } from '../helpers/game-table.js';

async function game3(persist = ''): Promise<{ game: DefendersGame; list: DefendersTurnChecklist }> {
  const game = await fixture<DefendersGame>(
    html`<defenders-game players="3" persist=${persist}><defenders-turn-checklist></defenders-turn-checklist></defenders-game>`,
  );
  await settle(game);
  return { game, list: game.querySelector('defenders-turn-checklist')! };
}

const whose = (list: DefendersTurnChecklist) => text($(list, '[part="whose"] .whose-line'));

async function nextTurn(game: DefendersGame, list: DefendersTurnChecklist): Promise<void> {
  $(list, '[part="next"]')?.click();
  await settle(game);
}

async function chooseAction(game: DefendersGame, list: DefendersTurnChecklist): Promise<void> {
  ($(list, 'input[name="action"]:not(:disabled)') as HTMLInputElement).click();
  await settle(game);
}

describe('the turn order inside <defenders-game>', () => {
  afterEach(clearSaved);

  it('names whose turn it is and hands it on: each House in seating order, then the Dark Arts Player, round after round', async () => {
    const { game, list } = await game3();
    const seen: string[] = [];
    for (let turn = 0; turn < 7; turn += 1) {
      seen.push(`${whose(list)} / ${list.side}`);
      await chooseAction(game, list);
      await nextTurn(game, list);
    }
    expect(seen).to.deep.equal([
      "Gryffindor's turn Round 1 / house",
      "Hufflepuff's turn Round 1 / house",
      "Dark Arts Player's turn Round 1 / dark-arts",
      "Gryffindor's turn Round 2 / house",
      "Hufflepuff's turn Round 2 / house",
      "Dark Arts Player's turn Round 2 / dark-arts",
      "Gryffindor's turn Round 3 / house",
    ]);
    expect(text($(list, '[part="status"]'))).to.contain("Hufflepuff's turn, round 3");
  });

  it('follows the seating the players set, and undoes it', async () => {
    const { game, list } = await game3();
    const select = $(list, '.seats select') as HTMLSelectElement;
    select.value = 'slytherin';
    select.dispatchEvent(new Event('change'));
    await settle(game);
    expect(game.state!.houses).to.deep.equal(['slytherin', 'hufflepuff']);
    expect(whose(list)).to.contain('Slytherin');
    const second = list.shadowRoot!.querySelectorAll<HTMLSelectElement>('.seats select')[1]!;
    second.value = 'slytherin';
    second.dispatchEvent(new Event('change'));
    await settle(game);
    expect(game.state!.houses, 'a House taken from another seat swaps').to.deep.equal([
      'hufflepuff',
      'slytherin',
    ]);
    ($(game, '[part="undo"]') as HTMLButtonElement).click();
    await settle(game);
    expect(game.state!.houses).to.deep.equal(['slytherin', 'hufflepuff']);
  });

  it("stops calling the victory checker's Houses a guess once the players seat theirs", async () => {
    const game = await fixture<DefendersGame>(
      html`<defenders-game players="3"><defenders-turn-checklist></defenders-turn-checklist><defenders-victory-checker></defenders-victory-checker></defenders-game>`,
    );
    await settle(game);
    const list = game.querySelector('defenders-turn-checklist')!;
    const checker = game.querySelector('defenders-victory-checker')!;
    const note = () => $(checker, '[part="houses-note"]');
    expect(text(note()), 'the game starts with its first Houses').to.contain(
      'Ticked as the game has them',
    );
    const select = $(list, '.seats select') as HTMLSelectElement;
    select.value = 'slytherin';
    select.dispatchEvent(new Event('change'));
    await settle(game);
    const ticked = [
      ...checker.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="house"]:checked'),
    ].map((box) => box.value);
    expect(ticked, 'the checker follows the seating').to.deep.equal(['hufflepuff', 'slytherin']);
    expect(note() !== null, 'a note still guesses once the Houses were seated').to.equal(false);
    ($(game, '[part="undo"]') as HTMLButtonElement).click();
    await settle(game);
    expect(text(note()), 'back to the first Houses after Undo').to.contain(
      'Ticked as the game has them',
    );
  });

  it('undoes "Next turn" back to the turn before, and keeps the turn in a saved game', async () => {
    const key = freshKey();
    const first = await game3(key);
    await chooseAction(first.game, first.list);
    await nextTurn(first.game, first.list);
    await chooseAction(first.game, first.list);
    await nextTurn(first.game, first.list);
    expect(whose(first.list)).to.contain('Dark Arts');
    ($(first.game, '[part="undo"]') as HTMLButtonElement).click();
    await settle(first.game);
    expect(whose(first.list)).to.contain('Hufflepuff');
    await nextTurn(first.game, first.list);
    first.game.remove();
    const again = await game3(key);
    expect(whose(again.list)).to.equal("Dark Arts Player's turn Round 1");
    expect(again.list.side).to.equal('dark-arts');
  });

  it('choosing a side moves the turn to that side, and outside a game nothing names a turn', async () => {
    const { game, list } = await game3();
    ($(list, 'input[name="side"][value="dark-arts"]') as HTMLInputElement).click();
    await settle(game);
    expect(whose(list)).to.contain('Dark Arts');
    await expect(list).to.be.accessible();
    const alone = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist></defenders-turn-checklist>`,
    );
    await settle(alone);
    expect($(alone, '[part="whose"]')).to.equal(null);
  });
});
