/**
 * An element's console warnings: each names the element's tag and is printed once per `key` (by
 * default the message itself), however often the same trouble comes back.
 */
export class ConsoleWarnings {
  private readonly said = new Set<string>();

  constructor(private readonly host: HTMLElement) {}

  warn(message: string, key = message): void {
    if (this.said.has(key)) return;
    this.said.add(key);
    console.warn(`<${this.host.localName}>: ${message}`);
  }
}
