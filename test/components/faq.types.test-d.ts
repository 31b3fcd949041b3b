// Checked by `npm run typecheck` (tsc), never run: the FAQ's `defenders-change` is typed.
import type { DefendersFaq, FaqChange } from '../../src/components/faq/faq.js';
import type { FaqChange as PublicFaqChange } from '../../src/index.js';

declare const faq: DefendersFaq;

faq.addEventListener('defenders-change', (event) => {
  const ids: string[] = event.detail.map((entry) => entry.id);
  const pages: readonly number[] | undefined = event.detail[0]?.pages;
  // @ts-expect-error the FAQ's detail is the list of entries shown, not a game.
  void event.detail.players;
  void [ids, pages];
});

faq.removeEventListener('defenders-change', (event) => void event.detail.length);

const same: PublicFaqChange = [] as FaqChange;
void same;
