// A hand-driven clock for `setTimeout`, so a test of a delay (a debounced announcement, say)
// never depends on how fast the machine runs: nothing scheduled runs until the test says so.
// Mocha keeps its own timer references, so its time-outs are not affected.

export interface ManualTimeouts {
  /** Runs, in order, every callback that falls due within `ms` of the virtual clock. */
  advance(ms: number): void;
  /** How many callbacks wait. */
  pending(): number;
  /** Puts the browser's own `setTimeout` and `clearTimeout` back. */
  restore(): void;
}

/** Replaces `window.setTimeout` and `window.clearTimeout` until `restore()`. */
export function manualTimeouts(): ManualTimeouts {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const queue = new Map<number, { due: number; run: () => void }>();
  let now = 0;
  let nextId = 1;
  const fakeSet = (handler: TimerHandler, delay = 0, ...args: unknown[]): number => {
    const id = nextId++;
    const run =
      typeof handler === 'function'
        ? () => (handler as (...given: unknown[]) => void)(...args)
        : () => {
            throw new Error('manualTimeouts: string handlers are not supported');
          };
    queue.set(id, { due: now + Math.max(0, Number(delay) || 0), run });
    return id;
  };
  const fakeClear = (id?: number): void => {
    if (id !== undefined) queue.delete(id);
  };
  window.setTimeout = fakeSet as typeof window.setTimeout;
  window.clearTimeout = fakeClear as typeof window.clearTimeout;
  return {
    advance(ms: number): void {
      const until = now + ms;
      for (;;) {
        const due = [...queue.entries()]
          .filter(([, timer]) => timer.due <= until)
          .sort(([a, first], [b, second]) => first.due - second.due || a - b)[0];
        if (!due) break;
        const [id, timer] = due;
        queue.delete(id);
        now = timer.due;
        timer.run();
      }
      now = until;
    },
    pending: () => queue.size,
    restore(): void {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
