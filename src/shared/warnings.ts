/**
 * An element's console warnings: each names the element's tag and is printed once per `key` (by
 * default the message itself), however often the same trouble comes back.
 */
export class ConsoleWarnings {
  private readonly _said = new Set<string>();

  constructor(private readonly _host: HTMLElement) {}

  warn(message: string, key = message): void {
    if (this._said.has(key)) return;
    this._said.add(key);
    console.warn(`<${this._host.localName}>: ${message}`);
  }
}
