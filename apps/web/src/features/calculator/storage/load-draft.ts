import type { CalculatorType } from '@pipeproof/engine';
import type { Owner } from '../../../lib/device/device-storage';
import { openStoredCopy, type LoadedDraft } from '../../../lib/use-persisted-draft';
import type { CalculatorDraft } from '../model/calculator-draft';
import { parseStoredDraft } from './draft-schema';
import { readStoredDraft, removeDraft } from './draft-storage';

/**
 * An owner's job in progress, validated; a corrupt entry is removed, never thrown. Apart from
 * draft-storage.ts: the schema checks a stored run with the engine, so only a page that has a
 * stored draft loads it, with the calculator engine (decision 0236).
 */
export function loadDraft(
  owner: Owner,
  calculatorType: CalculatorType,
): LoadedDraft<CalculatorDraft> {
  return openStoredCopy(
    readStoredDraft(owner, calculatorType),
    (text) => readDraftText(text, calculatorType),
    () => removeDraft(owner, calculatorType),
  );
}

/** A stored draft's text, checked, or null when it is not a draft of this calculator. */
export function readDraftText(
  text: string,
  calculatorType: CalculatorType,
): CalculatorDraft | null {
  try {
    const parsed = parseStoredDraft(JSON.parse(text));
    return parsed?.draft.calculatorType === calculatorType ? parsed.draft : null;
  } catch {
    // Not JSON.
    return null;
  }
}
