/** Field parsing rules of product.md §5 for the step calculators. */

/** Pipe (and hose or stack) length in metres: a number ≥ 0; anything else counts as 0. */
export function parseLengthM(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? 0 : value;
}

/** Meter quantity: a whole number ≥ 1; anything else counts as 1. */
export function parseMeterQuantity(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}

/** An optional number field (MOP, MIP, room volume): blank or not a number → null. */
export function parseOptionalNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

/** The text a length field shows once the engineer leaves it (the rule made visible). */
export function normaliseLengthText(text: string): string {
  return String(parseLengthM(text));
}

export function normaliseQuantityText(text: string): string {
  return String(parseMeterQuantity(text));
}
