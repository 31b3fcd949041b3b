/**
 * JSX types for React 19 (and other React-typed JSX such as Preact's compat or Astro's React
 * islands): `import type {} from 'defenders-rules-widgets/react';` once in your project, and
 * `<defenders-setup-calculator players={3} ondefenders-change={…}>` type-checks.
 *
 * React 19 sets a prop as a property when the element has a property of that name (so register
 * the elements before rendering: `import 'defenders-rules-widgets';`), otherwise as an attribute;
 * and it listens to `defenders-change` through the prop `ondefenders-change`.
 * This module has no runtime code.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { FaqEntry, VictoryInput, Side, Action } from './rules/types.js';
import type { DefendersChangeEvent } from './shared/events.js';
import type { PdfPageFunction } from './model/pdf-pages.js';
import type { DefendersSetupCalculator } from './components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from './components/turn-checklist/turn-checklist.js';
import type { DefendersPathTracker } from './components/path-tracker/path-tracker.js';
import type { DefendersVictoryChecker } from './components/victory-checker/victory-checker.js';
import type { DefendersFaq } from './components/faq/faq.js';
import type { DefendersRuleRef } from './components/rule-ref/rule-ref.js';
import type { DefendersGame } from './components/game/game.js';

/** Props every element takes in JSX: the HTML ones, `class`, and the change event. */
export type DefendersElementProps<E extends HTMLElement> = DetailedHTMLProps<
  HTMLAttributes<E>,
  E
> & {
  class?: string;
  /** React 19 adds this as a `defenders-change` listener. */
  'ondefenders-change'?: (event: DefendersChangeEvent) => void;
};

type PlayerCountValue = number | `${number}`;

/** How cited printed pages map to PDF pages (`page-offset`, `spreads`, `pdfPage`). */
interface PageMappingProps {
  'page-offset'?: number | `${number}`;
  pageOffset?: number | null;
  spreads?: boolean;
  pdfPage?: PdfPageFunction | null;
}

/** One entry per tag of src/widgets.ts (test/react/widget-list-types.ts checks that it is exactly those). */
export interface DefendersJsxElements {
  'defenders-setup-calculator': DefendersElementProps<DefendersSetupCalculator> & {
    players?: PlayerCountValue;
  };
  'defenders-turn-checklist': DefendersElementProps<DefendersTurnChecklist> & {
    side?: Side;
    action?: Action | '';
    'final-hand'?: boolean;
    finalHand?: boolean;
  };
  'defenders-path-tracker': DefendersElementProps<DefendersPathTracker> & {
    layout?: string;
    position?: number | `${number}`;
  };
  'defenders-victory-checker': DefendersElementProps<DefendersVictoryChecker> & {
    input?: VictoryInput;
  };
  'defenders-faq': DefendersElementProps<DefendersFaq> & { query?: string; entries?: FaqEntry[] };
  'defenders-rule-ref': DefendersElementProps<DefendersRuleRef> &
    PageMappingProps & {
      pages?: string;
      'rulebook-url'?: string;
      rulebookUrl?: string;
    };
  'defenders-game': DefendersElementProps<DefendersGame> &
    PageMappingProps & {
      players?: PlayerCountValue;
      'rulebook-url'?: string;
      rulebookUrl?: string;
      persist?: string;
      layout?: string;
      share?: boolean;
      'keep-awake'?: boolean;
      keepAwake?: boolean;
    };
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements extends DefendersJsxElements {}
  }
}
