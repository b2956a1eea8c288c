import type { CalculatorDraft } from './calculator-draft';

/** When the industrial calculator's extra fields apply (product.md §4, §5; standards.md §3). */

/** product.md §4: room classification only for a tightness test, and only for existing installations. */
export function needsRoomClassification(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'installationType' | 'testType'>,
): boolean {
  return (
    draft.calculatorType === 'industrial' &&
    draft.installationType === 'existing' &&
    draft.testType === 'Tightness Test'
  );
}

/** product.md §4: room volume only for a tightness test with Type B (industrial). */
export function needsTypeBRoomVolume(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'installationType' | 'testType' | 'setup'>,
): boolean {
  return needsRoomClassification(draft) && draft.setup.zoneType === 'Type B';
}
