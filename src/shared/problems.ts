import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { LocalText } from '../i18n/messages.js';
import { SOURCE_LOCALE } from '../i18n/translate.js';
import type { LocaleController } from './locale.js';
import { ConsoleWarnings } from './warnings.js';

/**
 * The one way an element shows bad input: it keeps a message per attribute or field as a text in
 * any language, renders each in the host's language (again in a new one when the language
 * changes, with no call from the element), warns once per distinct message in English, and
 * renders them as an alert. The element keeps working with its default while a message shows.
 */
export class ProblemController implements ReactiveController {
  private readonly _messages = new Map<string, LocalText>();
  /** Each message's English, to tell a new message from the same one reported again. */
  private readonly _english = new Map<string, string>();
  private readonly _warnings = new ConsoleWarnings(this._host);

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _locale: LocaleController,
  ) {
    this._host.addController(this);
  }

  /** Nothing to do on connecting: declared (no code) so that the class types as a controller. */
  declare hostConnected?: () => void;

  /** Records (or replaces) the problem for `key`; its English goes to the console once. */
  report(key: string, message: LocalText): void {
    const english = message(SOURCE_LOCALE);
    this._warnings.warn(english);
    this._messages.set(key, message);
    if (this._english.get(key) === english) return;
    this._english.set(key, english);
    this._host.requestUpdate();
  }

  clear(key: string): void {
    this._english.delete(key);
    if (this._messages.delete(key)) this._host.requestUpdate();
  }

  /** Shows `problem` for `key`, or clears that key's message when it is `null`. */
  show(key: string, problem: LocalText | null): void {
    if (problem) this.report(key, problem);
    else this.clear(key);
  }

  has(key: string): boolean {
    return this._messages.has(key);
  }

  render(): TemplateResult | typeof nothing {
    if (this._messages.size === 0) return nothing;
    const locale = this._locale.locale;
    return html`<div class="alert" role="alert" part="alert">
      ${[...this._messages.values()].map((message) => html`<p>${message(locale)}</p>`)}
    </div>`;
  }
}

/**
 * The value of a `reading` of host input; its problem (if any) shown by `problems` under `key`, or
 * that key's message cleared. A function, not a method: only the game reads its input this way, and
 * a method would ride along in every bundle.
 */
export function useReading<T>(
  problems: ProblemController,
  key: string,
  { value, problem }: { value: T; problem: LocalText | null },
): T {
  problems.show(key, problem);
  return value;
}
