import { INPUT_LIMITS } from '@pipeproof/engine';
import { parseOptionalNumber, readDecimal } from './parse-fields';

/*
 * The number fields after Job Details (MOP, MIP, room volume, meter quantity, hose and stack
 * lengths), the same on /calc and the step calculators: how they are typed, what a left field
 * shows, and the pressure fields' messages (product.md §5 field limits). Not in parse-fields:
 * only /calc's form and the step calculators' sections after Job Details, which load with the
 * engine, use them, so they stay off the step calculators' first load.
 */

/**
 * A number field's input attributes: text on the phone's number keyboard. Not `type="number"`,
 * which drops a typed comma, so '2,5' became 25 without a word (decisions 0896, 0897); the page
 * reads the text with readDecimal. (The pipe length, on /domestic's first screen, writes them
 * out: this module loads with the sections after Job Details.)
 */
export const DECIMAL_INPUT = {
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
  spellCheck: false,
} as const;

/**
 * The text a number field shows once the engineer leaves it: the number it is read as ('21,5' →
 * '21.5', '021' → '21'); text that is not a number is left as typed, for its field's message.
 */
export function normaliseDecimalText(text: string): string {
  const value = readDecimal(text);
  return Number.isFinite(value) ? String(value) : text;
}

/** On leaving a number field: shows the number it is read as, where that differs from the text. */
export function leaveNumberField(text: string, apply: (shown: string) => void): void {
  const shown = normaliseDecimalText(text);
  if (shown !== text) apply(shown);
}

const MAX_MOP_MBAR = INPUT_LIMITS.maxOperatingPressureMbar;
const MAX_PRESSURE_MBAR = INPUT_LIMITS.maxPressureMbar;

/** The MOP's field message, or null (blank is the page's own question): above 0, at most 16000 mbar. */
export function describeMopProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const value = parseOptionalNumber(text);
  if (value === null || value <= 0) return 'Enter a pressure above 0 mbar.';
  return value > MAX_MOP_MBAR
    ? `Maximum Operating Pressure must be ${MAX_MOP_MBAR} mbar or less.`
    : null;
}

/**
 * The MIP's field message, or null: 0 or more and, like any pressure the engine takes, at most
 * 100000 mbar (a typing slip, refused at the field instead of at Calculate).
 */
export function describeMipProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const value = parseOptionalNumber(text);
  if (value === null || value < 0) return 'Enter a pressure of 0 mbar or more.';
  return value > MAX_PRESSURE_MBAR
    ? `Maximum Incidental Pressure must be ${MAX_PRESSURE_MBAR} mbar or less.`
    : null;
}
