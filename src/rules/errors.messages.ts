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
  'value.list': 'a list',
  'value.object': 'an object',
  'value.undefined': 'undefined',
  'value.function': 'a function',
  'value.other': 'a {kind}',
} as const;
