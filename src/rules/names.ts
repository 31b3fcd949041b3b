import { SOURCE_LOCALE, translate } from '../i18n/translate.js';
import { nameMessages } from './names.messages.js';
import type { Action, House, Side, Zone } from './types.js';

/** A house's name in `locale` (English by default). */
export function houseName(house: House, locale: string = SOURCE_LOCALE): string {
  return translate(nameMessages, locale, `house.${house}`);
}

/** A path zone's name in `locale`, capitalised as a label ("White"). */
export function zoneLabel(zone: Zone, locale: string = SOURCE_LOCALE): string {
  return translate(nameMessages, locale, `zone.${zone}`);
}

/** A side's player name in `locale` ("House Player"). */
export function sideName(side: Side, locale: string = SOURCE_LOCALE): string {
  return translate(nameMessages, locale, `side.${side}`);
}

/** A main action's name in `locale` ("Explore"). */
export function actionName(action: Action, locale: string = SOURCE_LOCALE): string {
  return translate(nameMessages, locale, `action.${action}`);
}
