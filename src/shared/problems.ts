import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { ConsoleWarnings } from './warnings.js';

/**
 * Keeps the messages about bad input an element received (one per attribute or field),
 * warns in the console once per distinct message, and renders them as an alert.
 * The element keeps working with its default while a message shows.
 */
export class ProblemController implements ReactiveController {
  private readonly messages = new Map<string, string>();
  private readonly warnings = new ConsoleWarnings(this.host);

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * Records (or replaces) the problem for `key`: `message` is shown in the reader's language,
   * `warning` (the same problem in English, for the page's developer) goes to the console once.
   */
  report(key: string, message: string, warning: string = message): void {
    this.warnings.warn(warning);
    if (this.messages.get(key) === message) return;
    this.messages.set(key, message);
    this.host.requestUpdate();
  }

  clear(key: string): void {
    if (this.messages.delete(key)) this.host.requestUpdate();
  }

  has(key?: string): boolean {
    return key === undefined ? this.messages.size > 0 : this.messages.has(key);
  }

  get list(): string[] {
    return [...this.messages.values()];
  }

  render(): TemplateResult | typeof nothing {
    if (this.messages.size === 0) return nothing;
    return html`<div class="alert" role="alert" part="alert">
      ${this.list.map((message) => html`<p>${message}</p>`)}
    </div>`;
  }
}
