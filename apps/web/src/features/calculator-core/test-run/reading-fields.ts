import { INPUT_LIMITS, type ReadingsInput } from '@pipeproof/engine';
import { readDecimal } from '../model/parse-fields';
import type { TestKind } from './types';

/** The readings typed as numbers (the smell-of-gas answer is a yes/no, decision 0820). */
export type NumericReadingKey = Exclude<keyof ReadingsInput, 'smellOfGas'>;

/** One reading input with its limits (product.md §5 'Field limits'). */
export interface ReadingFieldSpec {
  key: NumericReadingKey;
  label: string;
  /** Shown beside the value and in the messages. */
  unit: string;
  min: number;
  /** The top of the reading's range, said with the bottom ('between 0 % and 100 %'). */
  max?: number;
  /**
   * The engine's bound on a reading with no real top (INPUT_LIMITS): a typing slip is refused at
   * the field in its own words, not by the engine, which would leave every reading unjudged.
   */
  ceiling?: number;
  /** Decimal places allowed: the field's step (0.01 → 2, 0.1 → 1). */
  decimals: number;
  hint?: string;
}

const PRESSURE_DROP: ReadingFieldSpec = {
  key: 'actualPressureDrop',
  label: 'Actual pressure drop',
  unit: 'mbar',
  min: 0,
  ceiling: INPUT_LIMITS.maxPressureMbar,
  decimals: 2,
  hint: 'Gauge fall over the test period. Enter 0 if there was none.',
};

/** The readings each test records; an exhaustive record, so a new test kind must say its own. */
export const READING_FIELDS = {
  strength: [PRESSURE_DROP],
  tightness: [PRESSURE_DROP],
  'let-by': [
    {
      key: 'letByPressureReading',
      label: 'Pressure rise',
      unit: 'mbar',
      min: 0,
      ceiling: INPUT_LIMITS.maxPressureMbar,
      decimals: 2,
      hint: 'Rise over the let-by test period. Enter 0 if there was none.',
    },
  ],
  purge: [
    {
      key: 'actualFlowRate',
      label: 'Actual flow rate',
      unit: 'm³/h',
      min: 0,
      ceiling: INPUT_LIMITS.maxFlowRateM3h,
      decimals: 1,
      hint: 'Measured at the purge point.',
    },
    {
      key: 'actualGasContent',
      label: 'Gas content',
      unit: '%',
      min: 0,
      max: 100,
      decimals: 1,
      hint: 'Gas analyser reading at the purge point, 0 to 100 %.',
    },
  ],
} as const satisfies Record<TestKind, readonly ReadingFieldSpec[]>;

export interface ParsedReading {
  /** The number to pass on: undefined when empty or refused. */
  value: number | undefined;
  /** Why the text was refused, in words; absent when accepted. */
  error?: string;
}

/** Reads what the engineer typed; out-of-limit values are refused, never clamped. */
export function parseReading(text: string, field: ReadingFieldSpec): ParsedReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: undefined };
  const { label, unit, min, max, ceiling, decimals } = field;
  // + 0 turns '-0' into 0.
  const value = readDecimal(trimmed) + 0;
  if (Number.isNaN(value)) {
    return { value: undefined, error: `Enter the ${label.toLowerCase()} as a number, like 1.5` };
  }
  const range =
    max === undefined ? `${min} ${unit} or more` : `between ${min} ${unit} and ${max} ${unit}`;
  if (value < min || (max !== undefined && value > max)) {
    return { value: undefined, error: `${label} must be ${range}` };
  }
  if (ceiling !== undefined && value > ceiling) {
    return { value: undefined, error: `${label} must be ${ceiling} ${unit} or less` };
  }
  const decimalPart = (trimmed.split(/[.,]/)[1] ?? '').replace(/0+$/, '');
  if (decimalPart.length > decimals) {
    const places = decimals === 1 ? '1 decimal place' : `${decimals} decimal places`;
    return { value: undefined, error: `${label} can have at most ${places}` };
  }
  return { value };
}
