import type { CalculatorType } from '@pipeproof/engine';
import type { CalculatorDraft } from '../model/calculator-draft';
import { DRAFT_STORAGE_VERSION, parseStoredDraft } from './draft-schema';

export function draftStorageKey(calculatorType: CalculatorType): string {
  return `pipeproof.calculator.${calculatorType}.draft.v${DRAFT_STORAGE_VERSION}`;
}

export type LoadedDraft =
  | { readonly status: 'none' }
  | { readonly status: 'restored'; readonly draft: CalculatorDraft }
  /** Something was stored but could not be trusted: it has been removed. */
  | { readonly status: 'discarded' };

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The job in progress saved on this device, validated; a corrupt entry is removed, never thrown. */
export function loadDraft(calculatorType: CalculatorType): LoadedDraft {
  const key = draftStorageKey(calculatorType);
  const raw = readStorage(key);
  if (raw === null) return { status: 'none' };
  try {
    const parsed = parseStoredDraft(JSON.parse(raw));
    if (parsed !== null && parsed.draft.calculatorType === calculatorType) {
      return { status: 'restored', draft: parsed.draft };
    }
  } catch {
    // Not JSON: discarded below.
  }
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
  return { status: 'discarded' };
}

/** False when the browser refused (private mode, quota): the page says it is not saved. */
export function saveDraft(draft: CalculatorDraft, now: Date = new Date()): boolean {
  const entry = { version: DRAFT_STORAGE_VERSION, savedAt: now.toISOString(), draft };
  try {
    localStorage.setItem(draftStorageKey(draft.calculatorType), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}
