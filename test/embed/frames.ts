// Helpers for tests that load whole pages in an iframe (same origin, so the test can look inside).

export { TAGS, WIDGET_NAMES } from '../helpers/elements.js';

export type FrameWindow = Window &
  typeof globalThis & { __errors?: string[]; __warnings?: string[] };

const frames: HTMLIFrameElement[] = [];

/** Loads `src` (a URL) or `{ srcdoc }` in an iframe of the given width and waits for its load event. */
export async function loadFrame(
  page: string | { srcdoc: string },
  width = 640,
): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = '600px';
  frame.style.border = '0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  if (typeof page === 'string') frame.src = page;
  else frame.srcdoc = page.srcdoc;
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame;
}

export function removeFrames(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

export function frameWindow(frame: HTMLIFrameElement): FrameWindow {
  return frame.contentWindow as FrameWindow;
}

/** Resolves once `tag` is defined in the frame, or rejects after `timeout` ms. */
export function whenDefined(
  frame: HTMLIFrameElement,
  tag: string,
  timeout = 5000,
): Promise<unknown> {
  return Promise.race([
    frameWindow(frame).customElements.whenDefined(tag),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`<${tag}> was never defined`)), timeout),
    ),
  ]);
}

type Tagged<K extends string> = K extends keyof HTMLElementTagNameMap
  ? HTMLElementTagNameMap[K]
  : HTMLElement;

/** Waits for every element matching `tag` in the frame to finish its first render. */
export async function settled<K extends string>(
  frame: HTMLIFrameElement,
  tag: K,
): Promise<Tagged<K>[]> {
  await whenDefined(frame, tag);
  const elements = [...frame.contentDocument!.querySelectorAll(tag)] as Tagged<K>[];
  await Promise.all(
    elements.map((element) => (element as { updateComplete?: Promise<unknown> }).updateComplete),
  );
  return elements;
}

/** The `base` part an upgraded element renders in its shadow root. */
export function basePart(element: Element): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>('[part~="base"]') ?? null;
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
