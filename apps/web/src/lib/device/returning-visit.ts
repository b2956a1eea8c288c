import {
  deviceStorage,
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
  type Owner,
} from './device-storage';

/**
 * An account's work was brought back at sign-in (its session on this device had ended: signed
 * out, expired): a returning visit. Each calculator looks once per such visit at the job it
 * kept, and puts a finished one away (decision 0449). The marker lists the calculators that have
 * looked; it is the account's, so it is sealed and opened with the rest of its work.
 */
const RETURNING_VISIT_NAME = 'returning-visit.v1';

export function markReturningVisit(owner: Owner, storage: Storage | null = deviceStorage()): void {
  writeOwnerItem(owner, RETURNING_VISIT_NAME, '[]', storage);
}

function readLooked(raw: string): string[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * True once per returning visit for each `calculator`: the first look of that calculator since
 * the account's work was brought back. False when this is no returning visit, or it has looked.
 */
export function claimReturningVisit(
  owner: Owner,
  calculator: string,
  storage: Storage | null = deviceStorage(),
): boolean {
  const raw = readOwnerItem(owner, RETURNING_VISIT_NAME, storage);
  if (raw === null) return false;
  const looked = readLooked(raw);
  if (looked === null) {
    removeOwnerItem(owner, RETURNING_VISIT_NAME, storage);
    return false;
  }
  if (looked.includes(calculator)) return false;
  return writeOwnerItem(
    owner,
    RETURNING_VISIT_NAME,
    JSON.stringify([...looked, calculator]),
    storage,
  );
}
