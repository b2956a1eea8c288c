import type { CalculatorType } from '@pipeproof/engine';
import type { Owner } from '../../../lib/device/device-storage';
import type { LoadedDraft } from '../../../lib/use-persisted-draft';
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
  const raw = readStoredDraft(owner, calculatorType);
  if (raw === null) return { status: 'none' };
  try {
    const parsed = parseStoredDraft(JSON.parse(raw));
    if (parsed !== null && parsed.draft.calculatorType === calculatorType) {
      return { status: 'restored', draft: parsed.draft };
    }
  } catch {
    // Not JSON: discarded below.
  }
  removeDraft(owner, calculatorType);
  return { status: 'discarded' };
}
