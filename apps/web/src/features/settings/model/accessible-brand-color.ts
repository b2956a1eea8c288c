/**
 * The app shows white text on the brand colour (buttons) and the brand colour on white (links),
 * so the theme uses a colour with at least 4.5:1 contrast against white (WCAG 2.2 AA): a company
 * colour that is too light is darkened, keeping its hue, for the app only. Certificates print the
 * exact colour (decision 0704). No zod here: this runs in the first bundle.
 */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function formatHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** `hex` ('#rrggbb') itself when it reads well with white, else the lightest darker shade that does. */
export function toAccessibleBrandColor(hex: string): string {
  if (contrastWithWhite(hex) >= MIN_CONTRAST_WITH_WHITE) return hex.toLowerCase();
  const rgb = parseHex(hex);
  for (let factor = 0.98; factor > 0; factor -= 0.02) {
    const shade = formatHex(rgb.map((c) => c * factor) as [number, number, number]);
    if (contrastWithWhite(shade) >= MIN_CONTRAST_WITH_WHITE) return shade;
  }
  return '#000000';
}
