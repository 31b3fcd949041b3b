import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface GameArgs {
  players: number;
  'rulebook-url': string;
  'page-offset': number | null;
  spreads: boolean;
  persist: string;
  share: boolean;
  layout: string;
}

const meta: Meta<GameArgs> = {
  title: 'Widgets/Game',
  component: 'defenders-game',
  args: {
    players: 4,
    'rulebook-url': '',
    'page-offset': null,
    spreads: false,
    persist: '',
    share: true,
    layout: '',
  },
  argTypes: {
    players: { control: { type: 'number', min: 2, max: 5, step: 1 } },
    'rulebook-url': { control: 'text' },
    'page-offset': {
      control: { type: 'number', step: 1 },
      description: 'Added to every cited printed page to give the PDF page its link opens.',
    },
    spreads: {
      control: 'boolean',
      description: 'The rulebook PDF shows two printed pages per page.',
    },
    persist: { control: 'text' },
    share: { control: 'boolean' },
    layout: { control: 'text' },
  },
  render: (args) => html`<defenders-game
    players=${args.players}
    rulebook-url=${args['rulebook-url'] || nothing}
    page-offset=${args['page-offset'] ?? nothing}
    ?spreads=${args.spreads}
    persist=${args.persist || nothing}
    layout=${args.layout || nothing}
    ?share=${args.share}
  >
    <p>Widgets placed inside share this table.</p>
    <defenders-setup-calculator></defenders-setup-calculator>
  </defenders-game>`,
};

export default meta;

type Story = StoryObj<GameArgs>;

export const Default: Story = {};

/** A whole guide page: every widget reads and changes the same game, kept across reloads. */
export const FullGuidePage: Story = {
  args: {
    players: 3,
    persist: 'storybook-guide',
    share: true,
    layout: 'wwWwW oOoOo rRrRrr',
    'rulebook-url': 'https://example.com/rulebook.pdf',
    spreads: true,
  },
  render: (args) => html`<defenders-game
    players=${args.players}
    rulebook-url=${args['rulebook-url'] || nothing}
    page-offset=${args['page-offset'] ?? nothing}
    ?spreads=${args.spreads}
    persist=${args.persist || nothing}
    layout=${args.layout || nothing}
    ?share=${args.share}
  >
    <h2>1. Set up the table</h2>
    <p>Pick how many people are playing; every widget below follows.</p>
    <defenders-setup-calculator></defenders-setup-calculator>
    <h2>2. Take turns</h2>
    <p>A House Player who Replenishes moves the Dark Arts Marker on the path below.</p>
    <defenders-turn-checklist></defenders-turn-checklist>
    <h2>3. Follow the Dark Arts path</h2>
    <defenders-path-tracker></defenders-path-tracker>
    <h2>4. Who won?</h2>
    <defenders-victory-checker></defenders-victory-checker>
    <h2>Questions</h2>
    <defenders-faq></defenders-faq>
    <p>Rules reference: <defenders-rule-ref pages="22,23"></defenders-rule-ref></p>
  </defenders-game>`,
};

/** Bad attribute values show a message and the game keeps its defaults. */
export const BadPlayers: Story = {
  args: { players: 7 },
};
