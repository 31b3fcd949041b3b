// Colour checks for tests: WCAG contrast of computed colours, including translucent ones
// (the widgets derive many colours from the text colour with color-mix()).

/** [r, g, b, alpha] from a computed colour (`rgb()`, `rgba()` or `color(srgb …)`). */
export function rgba(color: string): [number, number, number, number] {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(color);
  if (srgb)
    return [
      Number(srgb[1]) * 255,
      Number(srgb[2]) * 255,
      Number(srgb[3]) * 255,
      Number(srgb[4] ?? 1),
    ];
  const rgb = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(color);
  if (!rgb) throw new Error(`unreadable colour ${color}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
}

/** `color` laid over the opaque `background`, as `rgb(…)`. */
export function composite(color: string, background: string): string {
  const [r, g, b, a] = rgba(color);
  const [br, bg, bb] = rgba(background);
  return `rgb(${Math.round(r * a + br * (1 - a))}, ${Math.round(g * a + bg * (1 - a))}, ${Math.round(b * a + bb * (1 - a))})`;
}

function luminance(color: string): number {
  return rgba(color)
    .slice(0, 3)
    .map((channel) => channel / 255)
    .map((channel) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4))
    .reduce((sum, channel, index) => sum + channel * [0.2126, 0.7152, 0.0722][index], 0);
}

/** WCAG contrast of `fg` (laid over `bg`) against the opaque `bg`. */
export function contrast(fg: string, bg: string): number {
  const [lighter, darker] = [luminance(composite(fg, bg)), luminance(bg)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}
