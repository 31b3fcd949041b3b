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

/** Sizes the viewport in every engine, WebKit's WebDriver included (scripts/test/wtr-touch.mjs). */
export async function phoneViewport(width = 390, height = 844): Promise<void> {
  await executeServerCommand('inner-viewport', { width, height });
}

/**
 * Gives WebKit's window back its size from before `phoneViewport` (Chromium and Firefox size each
 * test file's page afresh); a test file that sized it calls this when done. A page waits 20 s for
 * a command's answer, and under CI's load this one once came later, after every test of the page
 * had passed: that delay is no failure, as the WebKit launcher also gives the window its size back
 * before the next test file (scripts/test/wtr-touch.mjs).
 */
export async function restoreViewport(): Promise<void> {
  try {
    await executeServerCommand('inner-viewport', { width: 0, height: 0, restore: true });
  } catch (error) {
    if (!String(error).includes('Did not receive a server response')) throw error;
    console.warn(
      `restoreViewport: ${String(error)}; the window gets its size back before the next file.`,
    );
  }
}

/** A finger down and up at a point of the viewport (scripts/test/wtr-touch.mjs). */
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
 * Where `target`'s viewport sits in the test page's: nothing for the page itself, the frame's
 * content box for a page in a same-origin frame (the whole-game test plays a page it can reload).
 */
function viewOf(target: Element): { view: Window; dx: number; dy: number } {
  const view = target.ownerDocument.defaultView ?? window;
  const frame = view === window ? null : view.frameElement;
  if (!frame) return { view, dx: 0, dy: 0 };
  const box = frame.getBoundingClientRect();
  return { view, dx: box.left + frame.clientLeft, dy: box.top + frame.clientTop };
}

/**
 * Taps the middle of `target` once with `pointer`, after bringing it into view as a player
 * scrolls to it, and checks that `target` stayed where it was from pointer-down to the click.
 * `target` may be in a same-origin frame: the finger lands at its place in the test page.
 */
export async function tapOnce(target: Element, pointer: Pointer): Promise<void> {
  const { view, dx, dy } = viewOf(target);
  const box = target.getBoundingClientRect();
  // A player scrolls until the control shows: not off screen, and not under the game's stuck
  // toolbar either.
  if (box.top < 0 || box.bottom > view.innerHeight || !hits(target, centre(box))) {
    target.scrollIntoView({ block: 'center' });
    await frames(2);
  }
  const before = target.getBoundingClientRect();
  expect(hits(target, centre(before)), `${named(target)} is what lies under the finger`).to.be.true;
  const seen: Record<string, DOMRect> = {};
  const record = (event: Event) => {
    seen[event.type] ??= target.getBoundingClientRect();
  };
  for (const type of EVENTS) view.addEventListener(type, record, { capture: true });
  const x = Math.round(before.left + before.width / 2);
  const y = Math.round(before.top + before.height / 2);
  try {
    if (pointer === 'touch') await touchAt(x + dx, y + dy);
    else await sendMouse({ type: 'click', position: [x + dx, y + dy] });
    // The engine may send the click a while after the finger lifts (Firefox did at load 10): wait
    // for it up to 5 s, then for the frames that render its effect. A swallowed tap never clicks,
    // and fails below. (Firefox sent none at all when the driver's finger-up came more than 300 ms
    // after its finger-down, as it can on a loaded machine: web-test-runner.config.mjs lifts that
    // limit, which a finger's tap never reaches.)
    await clickOrTimeout(() => seen.click !== undefined, 5000);
    await frames(2);
  } finally {
    for (const type of EVENTS) view.removeEventListener(type, record, { capture: true });
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

async function clickOrTimeout(clicked: () => boolean, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!clicked() && performance.now() < end) await frames(1);
}

const centre = (box: DOMRect): [number, number] => [
  Math.round(box.left + box.width / 2),
  Math.round(box.top + box.height / 2),
];

/** Whether the topmost element at `point`, looked for through shadow roots, is `target` or in it. */
function hits(target: Element, [x, y]: [number, number]): boolean {
  let found = target.ownerDocument.elementFromPoint(x, y);
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

/**
 * Whether `target` lies inside the viewport, wholly (its frame's, and the test page's), give or
 * take the fraction of a pixel by which scrolling to whole pixels may leave an edge outside.
 */
export function inViewport(target: Element): boolean {
  const { view, dx, dy } = viewOf(target);
  const box = target.getBoundingClientRect();
  const inside = (top: number, left: number, width: number, height: number) =>
    top > -1 && left > -1 && top + box.height < height + 1 && left + box.width < width + 1;
  return (
    inside(box.top, box.left, view.innerWidth, view.innerHeight) &&
    inside(box.top + dy, box.left + dx, innerWidth, innerHeight)
  );
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
