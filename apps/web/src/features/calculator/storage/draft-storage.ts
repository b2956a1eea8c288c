import type { CalculatorType } from '@pipeproof/engine';
import {
  DEVICE_OWNER,
  ownerPrefix,
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
  type Owner,
} from '../../../lib/device/device-storage';
import type { CalculatorDraft } from '../model/calculator-draft';

/**
 * The stored entry's version, so a later shape can be migrated or refused on purpose. Here, not in
 * draft-schema.ts: saving needs only the version, and reading a stored draft (load-draft.ts) comes
 * with the calculator engine, off the first load (decision 0236).
 */
export const DRAFT_STORAGE_VERSION = 1;

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

/**
 * An owner's stored draft as written, or null when there is none; a device's draft of the time
 * before owners becomes the device's on the way.
 */
export function readStoredDraft(owner: Owner, calculatorType: CalculatorType): string | null {
  return (
    readDraftAsWritten(owner, calculatorType) ??
    (owner === DEVICE_OWNER ? takeUnownedDraft(calculatorType) : null)
  );
}

/** An owner's stored draft exactly as written, or null: a quick look, nothing moved or checked. */
export function readDraftAsWritten(owner: Owner, calculatorType: CalculatorType): string | null {
  return readOwnerItem(owner, draftName(calculatorType));
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

/** Whether the owner keeps a job for this calculator on the device (a quick look, not read). */
export function hasStoredDraft(owner: Owner, calculatorType: CalculatorType): boolean {
  const name = draftName(calculatorType);
  try {
    return (
      readOwnerItem(owner, name) !== null ||
      (owner === DEVICE_OWNER && localStorage.getItem(`pipeproof.${name}`) !== null)
    );
  } catch {
    return false;
  }
}

/** Whether the device keeps a job of its own for this calculator (a quick look, not read). */
export function hasDeviceDraft(calculatorType: CalculatorType): boolean {
  return hasStoredDraft(DEVICE_OWNER, calculatorType);
}
