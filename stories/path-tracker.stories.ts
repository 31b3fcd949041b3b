import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface Args {
  layout: string;
  position: number | undefined;
}

const meta: Meta<Args> = {
  title: 'Widgets/Dark Arts path tracker',
  component: 'defenders-path-tracker',
  args: { layout: '', position: undefined },
  argTypes: {
    layout: { control: 'text', description: 'Layout notation, e.g. "wwWwW oOoOo rRrRrr"' },
    position: { control: { type: 'number', min: 0, step: 1 } },
  },
  render: (args) =>
    html`<defenders-path-tracker
      layout=${args.layout || nothing}
      position=${args.position ?? nothing}
    ></defenders-path-tracker>`,
};

export default meta;

type Story = StoryObj<Args>;

export const Default: Story = {};

/** One space before the last white Event Space: advance, and the white token is forced. */
export const BeforeForcedToken: Story = { args: { position: 3 } };

/** One space before the first red Event Space: taking the red token there sets a requirement of 3. */
export const BeforeFirstRedEvent: Story = { args: { position: 10 } };

/** One space before the end: advancing starts the final hand. */
export const BeforeFinalHand: Story = { args: { position: 14 } };

export const CustomLayout: Story = { args: { layout: 'wwwW wwW oooOooO rrRrrRrrRr' } };

export const BadLayout: Story = { args: { layout: 'wwxoor' } };

export const Narrow: Story = {
  render: () =>
    html`<div style="max-width: 320px"><defenders-path-tracker position="6"></defenders-path-tracker></div>`,
};
