import { INPUT_LIMITS } from '@pipeproof/engine';

/** Field parsing rules of product.md §5, the same text giving the same number on every calculator. */

/** Pipe (and hose or stack) length in metres: a number ≥ 0; anything else counts as 0. */
export function parseLengthM(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? 0 : value;
}

/**
 * The field message for a length past the engine's limit (100 km: a typing slip, not a pipe run),
 * or null. Shown at the field as it is typed, and it keeps the section open (decision 0891), instead
 * of meeting the engine's refusal only once Calculate is pressed.
 */
export function describeLengthProblem(text: string): string | null {
  return parseLengthM(text) > INPUT_LIMITS.maxLineLengthM
    ? `Length must be ${INPUT_LIMITS.maxLineLengthM} m or less.`
    : null;
}

/** An optional number field (MOP, MIP, room volume): blank or not a number → null. */
export function parseOptionalNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

/**
 * What a meter quantity of 0 or less means, the one place the calculators' product.md §5 rules
 * differ: the step calculators count it as 1 ('at-least-one'); /calc, the earlier form, drops the
 * line ('drop-below-one', decision 0620 #12). Non-numeric text counts as 1 for both.
 */
export type MeterQuantityRule = 'at-least-one' | 'drop-below-one';

/** Meter quantity: the whole number typed (non-numeric → 1); below 1, the rule's answer (null: dropped). */
export function parseMeterQuantity(text: string, rule: MeterQuantityRule): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return 1;
  const whole = Math.floor(value);
  if (whole >= 1) return whole;
  return rule === 'at-least-one' ? 1 : null;
}

/** The text a length field shows once the engineer leaves it (the rule made visible). */
export function normaliseLengthText(text: string): string {
  return String(parseLengthM(text));
}

/**
 * The text a quantity field shows once left: the number it counts as; a dropped line keeps its
 * whole number (0, -2), so the line can say it is not counted.
 */
export function normaliseQuantityText(text: string, rule: MeterQuantityRule): string {
  return String(parseMeterQuantity(text, rule) ?? Math.floor(Number(text)));
}
