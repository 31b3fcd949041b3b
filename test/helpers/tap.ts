// One tap on a control as a player's finger or mouse makes it: the point is taken from where the
// control is before the press, the engine runs its own pointer, focus and click sequence, and the
// control must not move between pointer-down and pointer-up (a layout shift there sends the click
// elsewhere, and the tap is lost).
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import { isWithin } from './keys.js';

export type Pointer = 'touch' | 'mouse';
const EVENTS = ['pointerdown', 'pointerup', 'click'];
export const POINTERS: readonly Pointer[] = ['touch', 'mouse'];

/** Sizes the viewport in every engine, WebKit's WebDriver included (scripts/wtr-touch.mjs). */
export async function phoneViewport(width = 390, height = 844): Promise<void> {
  await executeServerCommand('inner-viewport', { width, height });
}

/**
 * Gives WebKit's window back its size from before `phoneViewport` (Chromium and Firefox size each
 * test file's page afresh); a test file that sized it calls this when done.
 */
export async function restoreViewport(): Promise<void> {
  await executeServerCommand('inner-viewport', { width: 0, height: 0, restore: true });
}

/** A finger down and up at a point of the viewport (scripts/wtr-touch.mjs). */
export async function touchAt(x: number, y: number): Promise<void> {
  await executeServerCommand('touch-tap', { x, y });
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

/**
 * Taps the middle of `target` once with `pointer`, after bringing it into view as a player
 * scrolls to it, and checks that `target` stayed where it was from pointer-down to the click.
 */
export async function tapOnce(target: Element, pointer: Pointer): Promise<void> {
  const box = target.getBoundingClientRect();
  // A player scrolls until the control shows: not off screen, and not under the game's stuck
  // toolbar either.
  if (box.top < 0 || box.bottom > innerHeight || !hits(target, centre(box))) {
    target.scrollIntoView({ block: 'center' });
    await frames(2);
  }
  const before = target.getBoundingClientRect();
  expect(hits(target, centre(before)), `${named(target)} is what lies under the finger`).to.be.true;
  const seen: Record<string, DOMRect> = {};
  const record = (event: Event) => {
    seen[event.type] ??= target.getBoundingClientRect();
  };
  for (const type of EVENTS) addEventListener(type, record, { capture: true });
  const x = Math.round(before.left + before.width / 2);
  const y = Math.round(before.top + before.height / 2);
  try {
    if (pointer === 'touch') await touchAt(x, y);
    else await sendMouse({ type: 'click', position: [x, y] });
    await frames(2);
  } finally {
    for (const type of EVENTS) removeEventListener(type, record, { capture: true });
  }
  const at = (rect: DOMRect | undefined) =>
    rect ? [Math.round(rect.x), Math.round(rect.y)] : null;
  expect(at(seen.pointerdown), `${named(target)} pressed at ${x},${y}`).to.deep.equal(at(before));
  // Where the finger lifts decides where the click goes; a checked box or radio may restyle itself
  // as the click runs, which is no longer in the way.
  expect(
    at(seen.pointerup),
    `${named(target)} moved between pointer-down and pointer-up`,
  ).to.deep.equal(at(before));
  expect(seen.click, `${named(target)}: the tap made a click`).to.not.equal(undefined);
}

const centre = (box: DOMRect): [number, number] => [
  Math.round(box.left + box.width / 2),
  Math.round(box.top + box.height / 2),
];

/** Whether the topmost element at `point`, looked for through shadow roots, is `target` or in it. */
function hits(target: Element, [x, y]: [number, number]): boolean {
  let found = document.elementFromPoint(x, y);
  while (found?.shadowRoot) {
    const inner = found.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === found) break;
    found = inner;
  }
  return isWithin(found, target);
}

function named(target: Element): string {
  const name = target.getAttribute('aria-label') ?? target.textContent ?? '';
  return `<${target.localName}> "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
}

/** Whether `target` lies inside the viewport, wholly. */
export function inViewport(target: Element): boolean {
  const box = target.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
}

/**
 * Clicks the middle of `target` with the engine's real mouse, after scrolling it to the middle of
 * the view, and gives the page a moment to react (a plain click: `tapOnce` also checks that
 * nothing moves under the pointer).
 */
export async function mouseClick(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
}
