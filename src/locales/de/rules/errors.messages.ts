import type { TranslationOf } from '../../../i18n/messages.js';
import type { errorMessages } from '../../../rules/errors.messages.js';

export const errors = {
  'error.unreadable': '{name} ließ sich nicht lesen',
  'error.object': '{name} muss ein Objekt sein; erhalten: {got}',
  'error.boolean': '{name} muss true oder false sein; erhalten: {got}',
  'error.optional-boolean': '{name} muss true, false oder weggelassen sein; erhalten: {got}',
  'error.integer': '{name} muss eine ganze Zahl von {min} bis {max} sein; erhalten: {got}',
  'error.one-of': '{name} muss einer dieser Werte sein: {allowed}; erhalten: {got}',
  'error.string': '{name} muss ein Text sein; erhalten: {got}',
  'error.list': '{name} muss eine Liste sein; erhalten: {got}',
  'error.list-length': {
    one: '{name} darf höchstens {count} Eintrag haben; erhalten: {length}',
    other: '{name} darf höchstens {count} Einträge haben; erhalten: {length}',
  },
  'error.list-item': 'Eintrag {position} von {name} ließ sich nicht lesen',
  'value.list': 'eine Liste',
  'value.object': 'ein Objekt',
  'value.undefined': 'nichts (undefined)',
  'value.function': 'eine Funktion',
  'value.other': 'ein Wert vom Typ {kind}',
} satisfies TranslationOf<typeof errorMessages>;
