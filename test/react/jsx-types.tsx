// Type test (checked by `tsc -p tsconfig.test.json`, never run): the JSX types of
// src/react.ts accept the elements' real props and refuse wrong ones.
import type {} from '../../src/react.js';
import type { DefendersChangeEvent } from '../../src/index.js';

export const accepted = (
  <>
    <defenders-setup-calculator
      players={3}
      ondefenders-change={(event: DefendersChangeEvent) => event.detail}
    />
    <defenders-setup-calculator players="3" className="wide" />
    <defenders-turn-checklist side="dark-arts" action="explore" final-hand />
    <defenders-path-tracker layout="wWoOrRr" position={2} />
    <defenders-victory-checker
      input={{
        houses: [{ house: 'gryffindor', shields: 1 }],
        darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
      }}
    />
    <defenders-faq query="draw" entries={[{ id: 'x', question: 'Q?', answer: 'A.', pages: [] }]} />
    <defenders-rule-ref pages="22,23" rulebook-url="https://example.com/rules.pdf" />
    <defenders-rule-ref pages="22" page-offset={-1} spreads />
    <defenders-rule-ref pages="22" page-offset="2" pdfPage={(printed: number) => printed + 2} />
    <defenders-game
      players={4}
      persist="my-game"
      layout="wWoOrRr"
      share
      keep-awake
      spreads
      page-offset={1}
      pdfPage={null}
    >
      <defenders-setup-calculator />
    </defenders-game>
  </>
);

export const refused = (
  <>
    {/* @ts-expect-error players is a number */}
    <defenders-setup-calculator players={{ count: 3 }} />
    {/* @ts-expect-error side is "house" or "dark-arts" */}
    <defenders-turn-checklist side="wizard" />
    {/* @ts-expect-error the handler gets an event, not a number */}
    <defenders-faq ondefenders-change={(count: number) => count} />
    {/* @ts-expect-error a misspelt attribute is not a prop of the element */}
    <defenders-setup-calculator playerz={3} />
    {/* @ts-expect-error players is a number, not a boolean */}
    <defenders-game players={true} />
    {/* @ts-expect-error the elements have no such tag */}
    <defenders-setup-calculater players={3} />
    {/* @ts-expect-error spreads is a boolean */}
    <defenders-game spreads="yes" />
    {/* @ts-expect-error keep-awake is a boolean */}
    <defenders-game keep-awake="yes" />
    {/* @ts-expect-error pdfPage is a function from a printed page to a PDF page */}
    <defenders-rule-ref pdfPage="page + 2" />
    {/* @ts-expect-error page-offset is a number */}
    <defenders-rule-ref page-offset="two" />
    {/* @ts-expect-error input is a VictoryInput */}
    <defenders-victory-checker input="nobody" />
  </>
);
