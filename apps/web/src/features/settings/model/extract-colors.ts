/**
 * Colour extraction from a logo (product.md §9 Company branding), on pixels already drawn to a canvas
 * scaled to fit 150 px: every 4th pixel is sampled; pixels with alpha under 128 and near-white
 * ones (every channel above 240) are skipped; each channel is rounded to a step of 20; colours
 * whose brightness is not strictly between 30 and 220 are dropped; the 6 most frequent remain.
 * Pure, so it is tested with generated pixel data (decision 0703 for the rounding and brightness
 * formulas product.md leaves open).
 */

export interface ExtractedColor {
  hex: string;
  rgb: { r: number; g: number; b: number };
  /** How many sampled pixels fell in this colour's bucket. */
  count: number;
}

export const EXTRACTION_RULES = {
  sampleEveryNthPixel: 4,
  minAlpha: 128,
  nearWhiteAbove: 240,
  bucketStep: 20,
  minBrightnessExclusive: 30,
  maxBrightnessExclusive: 220,
  maxColors: 6,
} as const;

/** Nearest step of 20, at most 255 (so 250–255 round to 255, not 260). */
export function bucketChannel(value: number): number {
  return Math.min(
    255,
    Math.round(value / EXTRACTION_RULES.bucketStep) * EXTRACTION_RULES.bucketStep,
  );
}

/** Perceived brightness 0–255 (ITU-R BT.601 weights, as in W3C's colour-visibility formula). */
export function perceivedBrightness(r: number, g: number, b: number): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `rgba`: 4 bytes per pixel, row by row, as ImageData.data. */
export function extractColors(rgba: ArrayLike<number>): ExtractedColor[] {
  const rules = EXTRACTION_RULES;
  const buckets = new Map<string, ExtractedColor>();
  const step = 4 * rules.sampleEveryNthPixel;
  for (let offset = 0; offset + 3 < rgba.length; offset += step) {
    const r = rgba[offset] ?? 0;
    const g = rgba[offset + 1] ?? 0;
    const b = rgba[offset + 2] ?? 0;
    const alpha = rgba[offset + 3] ?? 0;
    if (alpha < rules.minAlpha) continue;
    if (r > rules.nearWhiteAbove && g > rules.nearWhiteAbove && b > rules.nearWhiteAbove) continue;
    const rgb = { r: bucketChannel(r), g: bucketChannel(g), b: bucketChannel(b) };
    const brightness = perceivedBrightness(rgb.r, rgb.g, rgb.b);
    if (brightness <= rules.minBrightnessExclusive || brightness >= rules.maxBrightnessExclusive) {
      continue;
    }
    const hex = toHex(rgb.r, rgb.g, rgb.b);
    const bucket = buckets.get(hex);
    if (bucket) bucket.count += 1;
    else buckets.set(hex, { hex, rgb, count: 1 });
  }
  // Stable sort: equal counts keep the order they were first seen in.
  return [...buckets.values()].sort((a, b) => b.count - a.count).slice(0, rules.maxColors);
}
