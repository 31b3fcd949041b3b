import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface Args {
  side: string;
  action: string;
  'final-hand': boolean;
}

const meta: Meta<Args> = {
  title: 'Widgets/Turn checklist',
  component: 'defenders-turn-checklist',
  args: { side: 'house', action: '', 'final-hand': false },
  argTypes: {
    side: { control: 'inline-radio', options: ['house', 'dark-arts'] },
    action: { control: 'select', options: ['', 'explore', 'learn', 'replenish'] },
    'final-hand': { control: 'boolean' },
  },
  render: (args) =>
    html`<defenders-turn-checklist
      side=${args.side}
      action=${args.action || nothing}
      ?final-hand=${args['final-hand']}
    ></defenders-turn-checklist>`,
};

export default meta;

type Story = StoryObj<Args>;

export const Default: Story = {};

export const HouseReplenish: Story = { args: { action: 'replenish' } };

export const DarkArtsExplore: Story = { args: { side: 'dark-arts', action: 'explore' } };

export const FinalHand: Story = { args: { 'final-hand': true } };

export const BadAction: Story = { args: { side: 'dark-arts', action: 'learn' } };

/** Inside a game, finishing a House Replenish moves the shared path shown by the tracker. */
export const InAGame: Story = {
  args: { action: 'replenish' },
  render: (args) => html`<defenders-game>
    <defenders-turn-checklist side=${args.side} action=${args.action || nothing}></defenders-turn-checklist>
    <defenders-path-tracker></defenders-path-tracker>
  </defenders-game>`,
};
