import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { nothing } from 'lit';
import { SOURCE_LOCALE } from '../../i18n/translate.js';
import type { LocaleController } from '../../shared/locale.js';
import { ProblemController } from '../../shared/problems.js';
import type { LocalText } from '../../i18n/messages.js';
import type { HostReading } from './internal/host.js';

/**
 * The game's messages about a bad attribute or link, kept as texts in any language: each shows in
 * the game's language (and again in a new one when the language changes) and warns in English.
 */
export class GameProblemController {
  private readonly problems: ProblemController;
  private readonly texts = new Map<string, LocalText>();
  private shownIn = SOURCE_LOCALE;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly locale: LocaleController,
  ) {
    this.problems = new ProblemController(host);
  }

  /** Shows `problem` under `key`. */
  report(key: string, problem: LocalText): void {
    this.texts.set(key, problem);
    this.problems.report(key, problem(this.locale.locale), problem(SOURCE_LOCALE));
  }

  clear(key: string): void {
    this.texts.delete(key);
    this.problems.clear(key);
  }

  has(key?: string): boolean {
    return this.problems.has(key);
  }

  /** The reading's value; its problem (if any) shown under `key`, or that key's message cleared. */
  use<T>(key: string, { value, problem }: HostReading<T>): T {
    if (problem) this.report(key, problem);
    else this.clear(key);
    return value;
  }

  /** After a change of language, every shown problem in the new one (call before rendering). */
  follow(): void {
    if (this.shownIn === this.locale.locale) return;
    this.shownIn = this.locale.locale;
    for (const [key, problem] of this.texts) this.report(key, problem);
  }

  render(): TemplateResult | typeof nothing {
    return this.problems.render();
  }
}
