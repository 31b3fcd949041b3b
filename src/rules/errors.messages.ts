/**
 * English of the rules core's general input messages. `{name}` is the field's name in code
 * (`players`, `input.houses`), the same in every language; `{got}` is the value received.
 */
export const errorMessages = {
  'error.unreadable': '{name} could not be read',
  'error.object': '{name} must be an object; got {got}',
  'error.boolean': '{name} must be true or false; got {got}',
  'error.optional-boolean': '{name} must be true, false or left out; got {got}',
  'error.integer': '{name} must be a whole number from {min} to {max}; got {got}',
  'error.one-of': '{name} must be one of {allowed}; got {got}',
  'error.string': '{name} must be a string; got {got}',
  'error.list': '{name} must be a list; got {got}',
  'error.list-length': {
    one: '{name} may hold at most {count} item; got {length}',
    other: '{name} may hold at most {count} items; got {length}',
  },
  'error.list-item': '{name} item {position} could not be read',
  'error.translation-locale':
    'a translation needs a BCP 47 language tag such as "de" or "de-AT"; got {got}. Nothing was registered',
  'error.translation-strings':
    'a translation must be an object of message keys and their texts; got {got}. Nothing was registered',
  'error.translation-value':
    '"{key}" must be text, or plural forms (zero, one, two, few, many) each in text with "other" among them; got {got}. Nothing was registered',
  'value.list': 'a list',
  'value.object': 'an object',
  'value.undefined': 'undefined',
  'value.function': 'a function',
  'value.other': 'a {kind}',
} as const;
