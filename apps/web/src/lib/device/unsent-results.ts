import { deviceStorage, DEVICE_OWNER, type Owner } from './device-storage';

/**
 * How many of an account's results wait on this device to be saved to it. Kept beside the
 * account's (sealable) work as a bare number, so the sign-out warning and the signed-out screen
 * can count them without reading that work (docs/decisions/0440).
 */
const unsentKey = (userId: string) => `pipeproof.unsent.${encodeURIComponent(userId)}`;

export function readUnsentResults(owner: Owner, storage: Storage | null = deviceStorage()): number {
  if (owner === DEVICE_OWNER) return 0;
  try {
    const count = Number(storage?.getItem(unsentKey(owner)) ?? 0);
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function recordUnsentResults(
  owner: Owner,
  count: number,
  storage: Storage | null = deviceStorage(),
): void {
  if (owner === DEVICE_OWNER) return;
  try {
    if (count > 0) storage?.setItem(unsentKey(owner), String(count));
    else storage?.removeItem(unsentKey(owner));
  } catch {
    // Storage refused: the count is only a reminder.
  }
}
