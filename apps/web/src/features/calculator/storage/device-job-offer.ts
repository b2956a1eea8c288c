import type { CalculatorType } from '@pipeproof/engine';
import {
  DEVICE_OWNER,
  readOwnerItem,
  writeOwnerItem,
  type Owner,
} from '../../../lib/device/device-storage';
import type { CalculatorDraft } from '../model/calculator-draft';
import { isBlankDraft } from '../model/is-blank-draft';
import { removeDraft } from './draft-storage';
import { loadDraft } from './load-draft';

/** Device jobs an account chose to leave on the device: not offered to it again. */
const DECLINED_NAME = 'declined-device-jobs.v1';

function readDeclined(owner: Owner): string[] {
  try {
    const value: unknown = JSON.parse(readOwnerItem(owner, DECLINED_NAME) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A job typed on this device while nobody was signed in belongs to the device (decision 0440).
 * Once an account signs in, its calculator offers the job to it: null when there is none, it is
 * blank, or this account already chose to leave it.
 */
export function findDeviceJobToOffer(
  owner: Owner,
  calculatorType: CalculatorType,
): CalculatorDraft | null {
  if (owner === DEVICE_OWNER) return null;
  const loaded = loadDraft(DEVICE_OWNER, calculatorType);
  if (loaded.status !== 'restored' || isBlankDraft(loaded.draft)) return null;
  return readDeclined(owner).includes(loaded.draft.jobClientId) ? null : loaded.draft;
}

export function declineDeviceJob(owner: Owner, jobClientId: string): void {
  const declined = [...readDeclined(owner), jobClientId].slice(-50);
  writeOwnerItem(owner, DECLINED_NAME, JSON.stringify(declined));
}

/** The device's job has joined an account: the device no longer keeps its own copy. */
export function releaseDeviceJob(calculatorType: CalculatorType): void {
  removeDraft(DEVICE_OWNER, calculatorType);
}
