import { INPUT_LIMITS } from '@pipeproof/engine';

/** Field parsing rules of product.md §5, the same text giving the same number on every calculator. */

/**
 * The number a field's text means, or NaN for blank text and anything not written as digits with
 * at most one decimal point, a comma taken as the point (some phone keyboards offer only a comma
 * on the decimal pad): '2,5' → 2.5; '1e3', '0x10', '2.5m', '1 000' → NaN. The one grammar of every
 * number an engineer types in a calculator: its number fields are text on the decimal keyboard, so
 * what is read is what was typed (decisions 0896, 0897).
 */
export function readDecimal(text: string): number {
  const point = text.trim().replace(',', '.');
  // Number() reads the rest ('1.2.3' and '.' are NaN); the pattern keeps out what it reads besides.
  return /^[+-]?[\d.]+$/.test(point) ? Number(point) : Number.NaN;
}

/** Pipe (and hose or stack) length in metres: a number ≥ 0; anything else counts as 0. */
export function parseLengthM(text: string): number {
  const value = readDecimal(text);
  return !Number.isFinite(value) || value < 0 ? 0 : value;
}

/**
 * The field message for a pipe length that counts as something other than what was typed, or
 * null: text that is not a number or a negative one (both count as 0, decision 0896), and a length
 * past the engine's limit (100 km: a typing slip, not a pipe run). Shown at the field as it is
 * typed, and it keeps the section open (decision 0891), instead of a silent 0 or meeting the
 * engine's refusal only once Calculate is pressed.
 */
export function describeLengthProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const value = readDecimal(text);
  if (!Number.isFinite(value)) return 'Enter the length as a number, like 2.5.';
  if (value < 0) return 'Length must be 0 m or more.';
  return value > INPUT_LIMITS.maxLineLengthM
    ? `Length must be ${INPUT_LIMITS.maxLineLengthM} m or less.`
    : null;
}

/** An optional number field (MOP, MIP, room volume): blank or not a number → null. */
export function parseOptionalNumber(text: string): number | null {
  const value = readDecimal(text);
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
  const value = readDecimal(text);
  if (!Number.isFinite(value)) return 1;
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
  return String(parseMeterQuantity(text, rule) ?? Math.floor(readDecimal(text)));
}
