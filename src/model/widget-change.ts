import type { Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, translate } from '../i18n/translate.js';
import { isAction, isHouse, isSide } from '../rules/constants.js';
import { actionName, houseName, sideName } from '../rules/names.js';
import { widgetChangeMessages } from './widget-change.messages.js';

/** A message key naming a widget's change. */
export type WidgetChangeKey = keyof typeof widgetChangeMessages;

/**
 * A change a widget made to its state in the game, as the game's Undo names it: a message key and
 * plain values (ids and numbers), so it can be saved and said in any language later.
 */
export interface WidgetChange {
  readonly key: WidgetChangeKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** `change` in words, in `locale` (English by default): ids become the language's names. */
export function widgetChangeText(change: WidgetChange, locale: string = SOURCE_LOCALE): string {
  const params: Record<string, Params[string]> = { ...change.params };
  const { house, side, action } = change.params ?? {};
  if (isHouse(house)) params.house = (tag) => houseName(house, tag);
  if (isSide(side)) params.side = (tag) => sideName(side, tag);
  if (isAction(action)) params.action = (tag) => actionName(action, tag);
  return translate(widgetChangeMessages, locale, change.key, params);
}

/** A widget change read back from storage, or `undefined` when `value` is none. */
export function readWidgetChange(value: unknown): WidgetChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(widgetChangeMessages, key)) return undefined;
  if (params === undefined) return { key: key as WidgetChangeKey };
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const entries = Object.entries(params);
  const plain = entries.every(
    ([, item]) => (typeof item === 'string' && item.length <= 40) || Number.isFinite(item),
  );
  return plain && entries.length <= 4
    ? { key: key as WidgetChangeKey, params: Object.fromEntries(entries) }
    : undefined;
}
