import type { TranslationOf } from '../../../../i18n/messages.js';
import type { ruleRefMessages } from '../../../../components/rule-ref/rule-ref.messages.js';

// Page numbers stay those of the English rulebook, and every citation says so ("engl. Regelheft"):
// a German edition may number its pages differently.
export const ruleRef = {
  'rule-ref.rulebook': 'engl. Regelheft',
  'rule-ref.citation': 'engl. Regelheft S. {first}',
  'rule-ref.spoken': {
    one: 'englisches Regelheft, Seite {pages}',
    other: 'englisches Regelheft, Seiten {pages}',
  },
  'rule-ref.spoken-range': '{first} bis {last}',
  'rule-ref.opens-at': '(öffnet das englische Regelheft auf Seite {page} in einem neuen Tab)',
  'rule-ref.opens': '(öffnet das englische Regelheft in einem neuen Tab)',
  'rule-ref.error.pages':
    'pages muss aus ganzen Seitenzahlen von 1 bis {max} bestehen, durch Kommas getrennt, oder aus Bereichen, ' +
    'etwa "22,23" oder "22-23"; erhalten: {got}',
  'rule-ref.error.rulebook-url':
    'rulebook-url muss eine http:- oder https:-Adresse sein; erhalten: {got}, daher ist der Verweis nicht verlinkt',
} satisfies TranslationOf<typeof ruleRefMessages>;
