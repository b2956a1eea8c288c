import { INPUT_LIMITS, type ReadingsInput } from '@pipeproof/engine';
import { parseReading, type ReadingFieldSpec } from '../../calculator-core';
import type { DomesticDraft, DomesticReadingField } from './domestic-draft';

// Read with the engine's module (domestic-engine.ts), not on the page's first load: there are no
// readings to read before the test's figures, which need the engine (decision 0894).

function pressureReading(key: ReadingFieldSpec['key'], label: string): ReadingFieldSpec {
  return { key, label, unit: 'mbar', min: 0, ceiling: INPUT_LIMITS.maxPressureMbar, decimals: 2 };
}

/**
 * The three gauge readings with their limits (product.md §5 'Field limits'), read as the step
 * calculators read theirs: a comma is the decimal point, and a reading out of its limits is refused
 * at its field, never clamped (decision 0894).
 */
export const DOMESTIC_READING_FIELDS: Record<DomesticReadingField, ReadingFieldSpec> = {
  letBy: pressureReading('letByPressureReading', 'Pressure rise'),
  drop: pressureReading('actualPressureDrop', 'Pressure drop'),
  retest: pressureReading('retestPressureDrop', 'Retest pressure drop'),
};

/**
 * The readings as the engine takes them: blanks and refused readings left out (a refused one waits
 * at its field, the others are judged), the smell question as answered.
 */
export function buildDomesticReadings(draft: DomesticDraft): ReadingsInput {
  const fields = Object.entries(DOMESTIC_READING_FIELDS) as [
    DomesticReadingField,
    ReadingFieldSpec,
  ][];
  const entries = fields.flatMap(([field, spec]) => {
    const { value } = parseReading(draft.readings[field], spec);
    return value === undefined ? [] : [[spec.key, value] as const];
  });
  return {
    ...Object.fromEntries(entries),
    ...(draft.smellOfGas === null ? {} : { smellOfGas: draft.smellOfGas }),
  };
}

/** Why the reading typed in this field is refused, or undefined. */
export function describeDomesticReadingError(
  draft: DomesticDraft,
  field: DomesticReadingField,
): string | undefined {
  return parseReading(draft.readings[field], DOMESTIC_READING_FIELDS[field]).error;
}
