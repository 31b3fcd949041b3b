import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface RuleRefArgs {
  pages: string;
  'rulebook-url': string;
  'page-offset': number | null;
  spreads: boolean;
}

const meta: Meta<RuleRefArgs> = {
  title: 'Widgets/Rule reference',
  component: 'defenders-rule-ref',
  args: { pages: '22,23', 'rulebook-url': '', 'page-offset': null, spreads: false },
  argTypes: {
    pages: { control: 'text', description: 'Cited pages, comma-separated, e.g. `22,23` or `6`.' },
    'rulebook-url': {
      control: 'text',
      description: 'An http(s) address of the rulebook PDF; links open at the first page.',
    },
    'page-offset': {
      control: { type: 'number', step: 1 },
      description:
        'Added to the printed page to give the PDF page the link opens (after halving, with `spreads`). The text keeps the printed page.',
    },
    spreads: {
      control: 'boolean',
      description:
        'The PDF shows two printed pages per page: the link opens PDF page `floor(printed / 2) + 1 + page-offset`.',
    },
  },
  render: (args) => html`<p>
    Setup is explained on
    <defenders-rule-ref
      pages=${args.pages || nothing}
      rulebook-url=${args['rulebook-url'] || nothing}
      page-offset=${args['page-offset'] ?? nothing}
      ?spreads=${args.spreads}
    ></defenders-rule-ref>.
  </p>`,
};

export default meta;

type Story = StoryObj<RuleRefArgs>;

/** Plain text: no rulebook URL is known. */
export const Default: Story = {};

export const OnePage: Story = { args: { pages: '6' } };

/** With an http(s) rulebook URL the citation links to `…#page=N` in a new tab. */
export const Linked: Story = {
  args: { pages: '22,23', 'rulebook-url': 'https://example.com/rulebook.pdf' },
};

/** A range may be written with a dash: `22-23` shows as "pp. 22–23". */
export const Range: Story = {
  args: { pages: '22-23', 'rulebook-url': 'https://example.com/rulebook.pdf' },
};

/** Linked on a dark page that sets `color-scheme: dark`: the link switches to its light tint. */
export const DarkPage: Story = {
  args: { pages: '20,21', 'rulebook-url': 'https://example.com/rulebook.pdf' },
  render: (args) => html`<p style="background:#14171c;color:#eee;color-scheme:dark;padding:1em">
    Dark Arts moves:
    <defenders-rule-ref pages=${args.pages || nothing} rulebook-url=${args['rulebook-url'] || nothing}></defenders-rule-ref>.
  </p>`,
};

/**
 * The official PDF is laid out as two-page spreads: the text still says "pp. 22–23", the link
 * opens PDF page 12 (`floor(22 / 2) + 1`).
 */
export const Spreads: Story = {
  args: { pages: '22,23', 'rulebook-url': 'https://example.com/rulebook.pdf', spreads: true },
};

/** A PDF with two extra pages (a cover and a contents page) before printed page 1: the link opens PDF page 8. */
export const PageOffset: Story = {
  args: { pages: '6', 'rulebook-url': 'https://example.com/rulebook.pdf', 'page-offset': 2 },
};

/** A `page-offset` that is not a whole number shows a message; spreads and the link keep working. */
export const BadPageOffset: Story = {
  args: {
    pages: '22',
    'rulebook-url': 'https://example.com/rulebook.pdf',
    'page-offset': 1.5,
    spreads: true,
  },
};

/** Separate pages and runs: "pp. 2–3, 8–9". */
export const SeveralPages: Story = { args: { pages: '2,3,8,9' } };

/** A `javascript:` address is never linked; the element says so and stays plain text. */
export const UnsafeUrl: Story = { args: { pages: '10', 'rulebook-url': 'javascript:alert(1)' } };

/** A bad `pages` value shows a message and falls back to "Rulebook". */
export const BadPages: Story = { args: { pages: 'twenty' } };

/** Inside `<defenders-game>` the citation takes the game's rulebook URL and its `spreads`. */
export const FromGame: Story = {
  render: (args) => html`<defenders-game rulebook-url="https://example.com/rulebook.pdf" spreads>
    <p>The Dark Arts path: <defenders-rule-ref pages=${args.pages || nothing}></defenders-rule-ref>.</p>
  </defenders-game>`,
};
