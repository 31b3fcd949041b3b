// Imports one module in plain Node with watched DOM globals, then prints what touched them.
// Usage: node test/node/probe.mjs <module path>. Prints one JSON line: { ok, error?, touches[] }.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const WATCHED = [
  'window',
  'document',
  'customElements',
  'HTMLElement',
  'self',
  'location',
  'localStorage',
  'sessionStorage',
  'navigator',
];
const touches = [];

function caller() {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames.find(
    (line) => /\((file:|\/)|at (file:|\/)/.test(line) && !line.includes('probe.mjs'),
  );
  const match = frame?.match(/(file:\/\/)?(\/[^:)]+):\d+:\d+/);
  return match ? match[2] : 'unknown';
}

for (const name of WATCHED) {
  let value = globalThis[name];
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touches.push({ name, how: 'read', by: caller() });
      return value;
    },
    set(next) {
      touches.push({ name, how: 'write', by: caller() });
      value = next;
    },
  });
}

let result;
try {
  await import(pathToFileURL(resolve(process.argv[2])).href);
  result = { ok: true, touches };
} catch (error) {
  result = { ok: false, error: String(error?.stack ?? error), touches };
}
process.stdout.write(`${JSON.stringify(result)}\n`);
