// Event and console helpers for element tests.

/** Collects the `detail` of every `defenders-change` that `el` fires from now on. */
export function changes<T>(el: HTMLElement): T[] {
  const seen: T[] = [];
  el.addEventListener('defenders-change', (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

/**
 * Collects the `detail` of every `defenders-change` that `el` itself dispatches from now on, leaving
 * out those that bubble up from widgets inside it.
 */
export function ownChanges<T>(el: HTMLElement): T[] {
  const seen: T[] = [];
  el.addEventListener('defenders-change', (event) => {
    if (event.target === el) seen.push((event as CustomEvent<T>).detail);
  });
  return seen;
}

/** Runs `run` with console warnings silenced (for bad values a test sets on purpose). */
export function quietly<T>(run: () => Promise<T>): Promise<T> {
  const original = console.warn;
  console.warn = () => {};
  return run().finally(() => {
    console.warn = original;
  });
}

/** Records `console.warn` calls (instead of printing them) until `restore()`. */
export function captureWarnings(): { calls: unknown[][]; restore: () => void } {
  const original = console.warn;
  const calls: unknown[][] = [];
  console.warn = (...args: unknown[]) => {
    calls.push(args);
  };
  return { calls, restore: () => (console.warn = original) };
}
