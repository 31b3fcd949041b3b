import type { TranslationOf } from '../../../i18n/messages.js';
import type { nameMessages } from '../../../rules/names.messages.js';

export const names = {
  'house.gryffindor': 'Gryffindor',
  'house.hufflepuff': 'Hufflepuff',
  'house.ravenclaw': 'Ravenclaw',
  'house.slytherin': 'Slytherin',
  'zone.white': 'Weiß',
  'zone.orange': 'Orange',
  'zone.red': 'Rot',
  'side.house': 'Hausspieler',
  'side.dark-arts': 'Spieler der Dunklen Künste',
  'action.explore': 'Erkunden',
  'action.learn': 'Lernen',
  'action.replenish': 'Auffüllen',
} satisfies TranslationOf<typeof nameMessages>;
