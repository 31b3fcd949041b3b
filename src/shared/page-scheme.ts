import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Below this relative luminance a background is dark: white text stands out from it more than
 * black text does (the two contrasts meet at about 0.179).
 */
const DARK_LUMINANCE = 0.179;

/** [r, g, b, alpha] of a computed colour (`rgb()`, `rgba()`, `color(srgb …)`), channels 0–1; `null` if unreadable. */
function channels(color: string): number[] | null {
  const srgb = color.startsWith('color(srgb ');
  if (!srgb && !color.startsWith('rgb')) return null;
  const [r = 0, g = 0, b = 0, alpha = 1] = (color.match(/[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
  const scale = srgb ? 1 : 255;
  return [r / scale, g / scale, b / scale, alpha];
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
 * backgrounds painted behind it (its own, then its ancestors', laid over one another down to the
 * first opaque one, else over a white canvas) come out dark. A page that sets `color-scheme` is
 * taken at its word; an unreadable colour counts as not dark.
 */
export function onUndeclaredDarkPage(host: Element): boolean {
  if (getComputedStyle(host).colorScheme !== 'normal') return false;
  // Laid over one another from the top in the one walk: what each layer shows of its colour, and
  // how much of what lies below still shows through (a white canvas under the last).
  let seen = [0, 0, 0];
  let through = 1;
  for (let node: Element | null = host; node && through > 0; node = parentOf(node)) {
    const color = channels(getComputedStyle(node).backgroundColor);
    if (!color) return false;
    const shown = through * color[3]!;
    seen = seen.map((sum, index) => sum + shown * color[index]!);
    through -= shown;
  }
  return luminance(seen.map((sum) => sum + through)) < DARK_LUMINANCE;
}

/**
 * Gives a widget on a dark page without `color-scheme` the dark scheme: it reads the page's
 * background behind the host after each connection, before the host renders again, and while that
 * is dark the widget's `base` part takes the class `dark-page` (the base styles give it
 * `color-scheme: dark`, so every `light-dark()` colour and the engine's own controls turn dark).
 * Widgets that connect together (a page's, as their elements are defined) are read together, at
 * the first update among them. (A widget's citations are markup of its own shadow root, in its
 * scheme.)
 */
export class PageSchemeController implements ReactiveController {
  /** The controllers whose host connected since the page was last read. */
  private static _waiting: PageSchemeController[] = [];

  /**
   * Reads the page behind every waiting host in one pass. Nothing changes the page between the
   * reads, so the engine works out its styles once for all of them: read at each connection, as a
   * page's widgets upgrade one after another, each newly attached shadow root had the engine work
   * them out again, once per widget.
   */
  private static _readWaiting(): void {
    for (const controller of PageSchemeController._waiting.splice(0)) controller._read();
  }

  private _dark = false;

  constructor(
    private readonly _host: ReactiveControllerHost &
      HTMLElement & { renderRoot: ParentNode; isUpdatePending: boolean },
  ) {
    this._host.addController(this);
  }

  hostConnected(): void {
    PageSchemeController._waiting.push(this);
    // A host with no update to come (moved, or put back) is read at once.
    if (!this._host.isUpdatePending) PageSchemeController._readWaiting();
  }

  hostUpdate(): void {
    PageSchemeController._readWaiting();
  }

  hostUpdated(): void {
    this._host.renderRoot
      .querySelector('[part~="base"]')
      ?.classList.toggle('dark-page', this._dark);
  }

  /**
   * Reads the page behind the host; renders it again when its darkness changed. A host taken out
   * before its turn reads as not dark, and is read again when it connects again.
   */
  private _read(): void {
    const dark = onUndeclaredDarkPage(this._host);
    if (dark === this._dark) return;
    this._dark = dark;
    this._host.requestUpdate();
  }
}
