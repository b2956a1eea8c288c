import type { EngineerProfile } from '@pipeproof/contracts';
import {
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
  type Owner,
} from '../../../lib/device/device-storage';

/**
 * The device copy of the engineer profile (decision 0406), kept under the account's own prefix
 * (decision 0440): sealed with the rest of the account's work when the session ends, never read
 * by another account, and outside the calculator's draft, so 'Clear All Data' leaves it alone.
 */
const PROFILE_ITEM = 'engineer-profile.v1';

const GAUGE_TYPES = ['water', 'electronic05', 'electronic01'] as const;
const TEST_MEDIA = ['Air', 'Gas'] as const;

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/**
 * A profile from the server or the device, checked by hand: the calculators read it on their
 * first load, which must not carry the schema library (decision 0641). Anything missing or of the
 * wrong type is blank.
 */
export function toEngineerProfile(value: unknown): EngineerProfile {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  return {
    engineerName: text('engineerName'),
    gasSafeNumber: text('gasSafeNumber'),
    defaultGaugeType: oneOf(GAUGE_TYPES, record.defaultGaugeType),
    defaultTestMedium: oneOf(TEST_MEDIA, record.defaultTestMedium),
  };
}

/** The account's profile as this device last had it, or undefined when it has none. */
export function readStoredEngineerProfile(owner: Owner): EngineerProfile | undefined {
  const raw = readOwnerItem(owner, PROFILE_ITEM);
  if (raw === null) return undefined;
  try {
    return toEngineerProfile(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeStoredEngineerProfile(owner: Owner, profile: EngineerProfile): void {
  writeOwnerItem(owner, PROFILE_ITEM, JSON.stringify(profile));
}

/** Account deletion (decision 0406): the device copy goes with the account. */
export function removeStoredEngineerProfile(owner: Owner): void {
  removeOwnerItem(owner, PROFILE_ITEM);
}
