import type { CalculatorType } from '@pipeproof/engine';
import {
  DEVICE_OWNER,
  ownerPrefix,
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
  type Owner,
} from '../../../lib/device/device-storage';
import type { LoadedDraft } from '../../../lib/use-persisted-draft';
import type { CalculatorDraft } from '../model/calculator-draft';
import { DRAFT_STORAGE_VERSION, parseStoredDraft } from './draft-schema';

/** The draft's name within its owner's work on the device (docs/decisions/0440). */
function draftName(calculatorType: CalculatorType): string {
  return `calculator.${calculatorType}.draft.v${DRAFT_STORAGE_VERSION}`;
}

/** The localStorage key of an owner's draft for one calculator. */
export function draftStorageKey(owner: Owner, calculatorType: CalculatorType): string {
  return ownerPrefix(owner) + draftName(calculatorType);
}

/**
 * Before drafts had owners, each calculator had one draft for the whole device. Whose it was is
 * unknown, so it becomes the device's: whoever signs in is asked before it joins an account.
 */
function takeUnownedDraft(calculatorType: CalculatorType): string | null {
  const legacyKey = `pipeproof.${draftName(calculatorType)}`;
  try {
    const raw = localStorage.getItem(legacyKey);
    if (raw === null) return null;
    localStorage.removeItem(legacyKey);
    writeOwnerItem(DEVICE_OWNER, draftName(calculatorType), raw);
    return raw;
  } catch {
    return null;
  }
}

export type { LoadedDraft };

/** An owner's job in progress, validated; a corrupt entry is removed, never thrown. */
export function loadDraft(
  owner: Owner,
  calculatorType: CalculatorType,
): LoadedDraft<CalculatorDraft> {
  const name = draftName(calculatorType);
  const raw =
    readOwnerItem(owner, name) ??
    (owner === DEVICE_OWNER ? takeUnownedDraft(calculatorType) : null);
  if (raw === null) return { status: 'none' };
  try {
    const parsed = parseStoredDraft(JSON.parse(raw));
    if (parsed !== null && parsed.draft.calculatorType === calculatorType) {
      return { status: 'restored', draft: parsed.draft };
    }
  } catch {
    // Not JSON: discarded below.
  }
  removeOwnerItem(owner, name);
  return { status: 'discarded' };
}

/**
 * False when the browser refused (private mode, quota), or when the owner's work is no longer
 * open on this device (signed out meanwhile): the page says it is not saved.
 */
export function saveDraft(owner: Owner, draft: CalculatorDraft, now: Date = new Date()): boolean {
  const entry = { version: DRAFT_STORAGE_VERSION, savedAt: now.toISOString(), draft };
  return writeOwnerItem(owner, draftName(draft.calculatorType), JSON.stringify(entry));
}

/** Removes an owner's draft (the device's job, once kept in an account). */
export function removeDraft(owner: Owner, calculatorType: CalculatorType): void {
  removeOwnerItem(owner, draftName(calculatorType));
}

/** Whether the device keeps a job of its own for this calculator (a quick look, not read). */
export function hasDeviceDraft(calculatorType: CalculatorType): boolean {
  const name = draftName(calculatorType);
  try {
    return (
      readOwnerItem(DEVICE_OWNER, name) !== null ||
      localStorage.getItem(`pipeproof.${name}`) !== null
    );
  } catch {
    return false;
  }
}
