/**
 * Field rules of the earlier form (product.md §5). Length and the optional numbers read as in the step
 * calculators (shared, so the same text gives the same number on /calc and /commercial); the
 * meter quantity differs: a row with 0 or less is dropped rather than counted as 1.
 */
export { parseLengthM, parseOptionalNumber } from '../../calculator/model/parse-fields';

/** Meter quantity: non-numeric → 1, else the whole number; null (row dropped) when 0 or less. */
export function parseMeterQuantityOrDrop(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return 1;
  const whole = Math.floor(value);
  return whole <= 0 ? null : whole;
}
