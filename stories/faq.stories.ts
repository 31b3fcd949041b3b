import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface FaqArgs {
  query: string;
}

const meta: Meta<FaqArgs> = {
  title: 'Widgets/FAQ',
  component: 'defenders-faq',
  args: { query: '' },
  argTypes: {
    query: { control: 'text', description: 'The search text; mirrors the search box.' },
  },
  render: (args) => html`<defenders-faq query=${args.query || nothing}></defenders-faq>`,
};

export default meta;

type Story = StoryObj<FaqArgs>;

export const Default: Story = {};

/** Filtered, with the matched words highlighted. */
export const Searching: Story = { args: { query: 'marker' } };

/** Nothing matches: a clear empty state with a way back. */
export const NoMatch: Story = { args: { query: 'quidditch' } };

/** Host entries are added after the built-in ones, always as text (the tags below show literally). */
export const WithHostEntries: Story = {
  render: (args) => html`<defenders-faq
    query=${args.query || nothing}
    .entries=${[
      {
        id: 'house-rule-snacks',
        question: 'Can we eat at the table? <b>not bold</b>',
        answer: 'Our house rule: only if the crumbs stay off the Main Board.',
        pages: [6],
      },
    ]}
  ></defenders-faq>`,
};

/** On a dark page at the narrowest supported width. */
export const DarkNarrow: Story = {
  render: (
    args,
  ) => html`<div style="background:#14171c;color:#eee;color-scheme:dark;padding:0.5em;max-width:280px">
    <defenders-faq query=${args.query || nothing}></defenders-faq>
  </div>`,
};
