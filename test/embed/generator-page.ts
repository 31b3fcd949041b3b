// The embed-code generator page (site/demo/generator.html) in a frame, and the form moves a
// person makes on it. Needs `npm run build:site` (the page loads the site's dist/).
import { waitUntil } from '@open-wc/testing';
import { loadFrame } from './frames.js';

/** Opens the generator at `width` × `height` and waits for its first snippet. */
export async function openGenerator(
  width = 1280,
  height?: number,
): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = await loadFrame('/site/demo/generator.html', width);
  if (height !== undefined) frame.style.height = `${height}px`;
  const doc = frame.contentDocument!;
  // The page loads the site's bundles first: at load 10 in CI that took over the 1 s default.
  await waitUntil(
    () => doc.getElementById('snippet')!.textContent !== '',
    'the generator never wrote a snippet',
    { timeout: 10000 },
  );
  return { frame, doc };
}

/** The code the generator shows. */
export const snippet = (doc: Document): string => doc.getElementById('snippet')!.textContent!;

function changed(control: HTMLElement, event = 'change'): void {
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

export function choose(doc: Document, id: string, value: string): void {
  const select = doc.getElementById(id) as HTMLSelectElement;
  select.value = value;
  changed(select);
}

export function tick(doc: Document, id: string, checked: boolean): void {
  const box = doc.getElementById(id) as HTMLInputElement;
  box.checked = checked;
  changed(box);
}

export function pick(doc: Document, name: string, value: string): void {
  const radio = doc.querySelector(`input[name="${name}"][value="${value}"]`) as HTMLInputElement;
  radio.checked = true;
  changed(radio);
}

export function type(doc: Document, id: string, text: string): void {
  const input = doc.getElementById(id) as HTMLInputElement;
  input.value = text;
  changed(input, 'input');
}
