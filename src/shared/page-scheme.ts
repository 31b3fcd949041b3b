import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Below this relative luminance a background is dark: white text stands out from it more than
 * black text does (the two contrasts meet at about 0.179).
 */
const DARK_LUMINANCE = 0.179;

/** [r, g, b, alpha] of a computed colour (`rgb()`, `rgba()`, `color(srgb …)`), channels 0–1; `null` if unreadable. */
function channels(color: string): [number, number, number, number] | null {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(color);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3]), Number(srgb[4] ?? 1)];
  const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(color);
  if (!rgb) return null;
  return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255, Number(rgb[4] ?? 1)];
}

function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The element's parent, out of a shadow root to its host. */
function parentOf(element: Element): Element | null {
  return element.parentElement ?? (element.parentNode as ShadowRoot | null)?.host ?? null;
}

/**
 * Whether `host` sits on a dark page that does not say so: no `color-scheme` reaches it, and the
 * nearest background painted behind it (its own, else an ancestor's) is dark. A page that sets
 * `color-scheme` is taken at its word; an unreadable colour counts as not dark.
 */
export function onUndeclaredDarkPage(host: Element): boolean {
  if (getComputedStyle(host).colorScheme !== 'normal') return false;
  for (let node: Element | null = host; node; node = parentOf(node)) {
    const color = channels(getComputedStyle(node).backgroundColor);
    if (!color) return false;
    if (color[3] > 0) return luminance(color) < DARK_LUMINANCE;
  }
  return false;
}

/**
 * Gives a widget on a dark page without `color-scheme` the dark scheme: once on connect it reads
 * the page's background behind the host, and while that is dark the widget's `.base` box takes
 * the class `dark-page` (the base styles give it `color-scheme: dark`, so every `light-dark()`
 * colour and the engine's own controls turn dark).
 */
export class PageSchemeController implements ReactiveController {
  private _dark = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    const dark = onUndeclaredDarkPage(this.host);
    if (dark === this._dark) return;
    this._dark = dark;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    this.host.renderRoot.querySelector('.base')?.classList.toggle('dark-page', this._dark);
  }
}
