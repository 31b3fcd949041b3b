import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { VictoryInput } from '../src/rules.js';

// The element has no attributes: a worked example is handed over through the `input` property.
// Each story below is one situation from the rules, checked by the rules core. (A line comment, so
// the docs page shows the element's own description from the manifest.)
const meta: Meta<{ input?: VictoryInput }> = {
  title: 'Widgets/Victory checker',
  component: 'defenders-victory-checker',
  render: (args) =>
    args.input
      ? html`<defenders-victory-checker .input=${args.input}></defenders-victory-checker>`
      : html`<defenders-victory-checker></defenders-victory-checker>`,
};

export default meta;

type Story = StoryObj<{ input?: VictoryInput }>;

/** No attributes: three Houses, nothing collected yet. */
export const Default: Story = {};

/** Gryffindor reaches a second Defence Shield first; Ravenclaw's one shield does not share the win. */
export const HouseWins: Story = {
  args: {
    input: {
      houses: [
        { house: 'gryffindor', shields: 2 },
        { house: 'ravenclaw', shields: 1 },
      ],
      darkArts: { progressTokens: 2, locationRequirement: null, pawnsAtLocation: 1 },
    },
  },
};

/** The Location Card was taken at the second red Event Space (requirement 2) and two pawns stand there. */
export const DarkArtsWins: Story = {
  args: {
    input: {
      houses: [
        { house: 'hufflepuff', shields: 1 },
        { house: 'slytherin', shields: 1 },
      ],
      darkArts: { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 2 },
    },
  },
};

/** The marker is on the last space, every player has run out of cards and nobody has won. */
export const Draw: Story = {
  args: {
    input: {
      houses: [
        { house: 'gryffindor', shields: 1 },
        { house: 'hufflepuff', shields: 0 },
        { house: 'ravenclaw', shields: 1 },
      ],
      darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      finalHand: true,
      everyoneOutOfCards: true,
    },
  },
};

/** Nobody has won yet: the verdict lists what each House and the Dark Arts Player still need. */
export const NoWinnerYet: Story = {
  args: {
    input: {
      houses: [
        { house: 'ravenclaw', shields: 1 },
        { house: 'slytherin', shields: 0 },
      ],
      darkArts: { progressTokens: 3, locationRequirement: 3, pawnsAtLocation: 1 },
    },
  },
};

/**
 * A host hands over an impossible situation (a requirement without the third Progress Token): the
 * element shows the rules core's message and keeps its form as it was.
 */
export const RejectedInput: Story = {
  args: {
    input: {
      houses: [{ house: 'gryffindor', shields: 0 }],
      darkArts: { progressTokens: 1, locationRequirement: 3, pawnsAtLocation: 0 },
    },
  },
};

/** Inside `<defenders-game>` the Houses in play, the tokens, the requirement and the final hand follow the game. */
export const InAGame: Story = {
  render: () =>
    html`<defenders-game players="3"><defenders-victory-checker></defenders-victory-checker></defenders-game>`,
};

/** Restyled by the host through custom properties and parts. */
export const Themed: Story = {
  args: NoWinnerYet.args,
  render: (args) => html`<style>
      .themed {
        --defenders-accent: #1f5f3f;
        --defenders-radius: 0;
        --defenders-verdict-size: 2.25em;
      }
      .themed::part(outcome) {
        text-transform: uppercase;
      }
    </style>
    <defenders-victory-checker class="themed" .input=${args.input}></defenders-victory-checker>`,
};
