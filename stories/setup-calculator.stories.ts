import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface SetupArgs {
  players: string;
}

const meta: Meta<SetupArgs> = {
  title: 'Widgets/Setup calculator',
  component: 'defenders-setup-calculator',
  args: { players: '4' },
  argTypes: {
    players: {
      control: 'select',
      options: ['', '2', '3', '4', '5', '7', 'two'],
      description: 'Total players, 2 to 5.',
    },
  },
  render: (args) =>
    html`<defenders-setup-calculator players=${args.players || nothing}></defenders-setup-calculator>`,
};

export default meta;

type Story = StoryObj<SetupArgs>;

export const Default: Story = {};

/** The two-player game: one House against the Dark Arts, no pawns in reserve. */
export const TwoPlayers: Story = { args: { players: '2' } };

export const FivePlayers: Story = { args: { players: '5' } };

/** An out-of-range value shows a message and keeps the default of four. */
export const BadValue: Story = { args: { players: '7' } };

/** At the narrowest supported width. */
export const Narrow: Story = {
  render: (args) => html`<div style="max-width: 280px">
    <defenders-setup-calculator players=${args.players || nothing}></defenders-setup-calculator>
  </div>`,
};

/** Rebranded with one custom property, on a dark page. */
export const DarkAndBranded: Story = {
  render: (
    args,
  ) => html`<div style="background:#14171c;color:#eee;color-scheme:dark;padding:1em;--defenders-accent:#e3b341">
    <defenders-setup-calculator players=${args.players || nothing}></defenders-setup-calculator>
  </div>`,
};

/** Inside a game it shows and sets the game's player count. */
export const InGame: Story = {
  render: () => html`<defenders-game players="3" rulebook-url="https://example.com/rulebook.pdf">
    <defenders-setup-calculator></defenders-setup-calculator>
  </defenders-game>`,
};
