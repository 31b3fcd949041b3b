// A widget's link to the game around it (src/shared/game-consumer.ts) and the document's context
// root (src/shared/context-root.ts), through the context protocol as any game provides it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ContextProvider } from '@lit/context';
import type { PlayerCount } from '../../src/rules.js';
import { gameContext, type GameContextValue } from '../../src/model/context.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/setup-calculator/setup-calculator.js';

/** A stand-in for `<defenders-game>` that shares a player count. */
class ConsumerGameStub extends HTMLElement {
  readonly provider = new ContextProvider(this, { context: gameContext, initialValue: undefined });

  share(players: PlayerCount): void {
    const value = { state: { players, houses: [], rulebookUrl: '' }, setPlayers: () => {} };
    this.provider.setValue(value as unknown as GameContextValue);
  }
}
customElements.define('consumer-game-stub', ConsumerGameStub);

const shown = (el: DefendersSetupCalculator) => el.plan.players;

describe('a widget and the game around it', () => {
  it('follows the game it is moved into, and no longer the one it left', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <consumer-game-stub id="first"
        ><defenders-setup-calculator></defenders-setup-calculator
      ></consumer-game-stub>
      <consumer-game-stub id="second"></consumer-game-stub>
    </div>`);
    const first = page.querySelector<ConsumerGameStub>('#first')!;
    const second = page.querySelector<ConsumerGameStub>('#second')!;
    first.share(3);
    second.share(5);
    const el = page.querySelector<DefendersSetupCalculator>('defenders-setup-calculator')!;
    await waitUntil(() => shown(el) === 3, 'the first game was not followed');

    second.append(el);
    await waitUntil(() => shown(el) === 5, 'the second game was not followed');
    first.share(2);
    await el.updateComplete;
    expect(shown(el)).to.equal(5);
    second.share(4);
    await waitUntil(() => shown(el) === 4, 'a change of the second game was not followed');
  });

  it('hears no more from a game once taken out of it', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <consumer-game-stub><defenders-setup-calculator></defenders-setup-calculator></consumer-game-stub>
    </div>`);
    const game = page.querySelector<ConsumerGameStub>('consumer-game-stub')!;
    game.share(3);
    const el = page.querySelector<DefendersSetupCalculator>('defenders-setup-calculator')!;
    await waitUntil(() => shown(el) === 3, 'the game was not followed');

    page.append(el);
    await el.updateComplete;
    game.share(2);
    await el.updateComplete;
    expect(shown(el)).to.not.equal(2);
  });

  it('gets the game when the game is defined after the widget connected inside it', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <late-game-stub><defenders-setup-calculator></defenders-setup-calculator></late-game-stub>
    </div>`);
    const el = page.querySelector<DefendersSetupCalculator>('defenders-setup-calculator')!;
    await el.updateComplete;
    expect(shown(el)).to.equal(4);

    class LateGameStub extends ConsumerGameStub {
      constructor() {
        super();
        this.share(2);
      }

      // A plain element calls this itself (a Lit host would): it announces the provider.
      connectedCallback(): void {
        this.provider.hostConnected();
      }
    }
    customElements.define('late-game-stub', LateGameStub);
    await waitUntil(() => shown(el) === 2, 'the late game was not found');
  });
});
