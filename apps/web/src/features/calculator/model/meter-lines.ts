import type { CalculatorDraft, MeterLine } from './calculator-draft';

/** product.md §4: meters start empty; each added meter has a blank type and quantity 1. */
export function addMeterLine(draft: CalculatorDraft, id: string): CalculatorDraft {
  return { ...draft, meters: [...draft.meters, { id, meterType: '', quantityText: '1' }] };
}

export function removeMeterLine(draft: CalculatorDraft, id: string): CalculatorDraft {
  return { ...draft, meters: draft.meters.filter((line) => line.id !== id) };
}

export function updateMeterLine(
  draft: CalculatorDraft,
  id: string,
  patch: Partial<Omit<MeterLine, 'id'>>,
): CalculatorDraft {
  return {
    ...draft,
    meters: draft.meters.map((line) => (line.id === id ? { ...line, ...patch } : line)),
  };
}
