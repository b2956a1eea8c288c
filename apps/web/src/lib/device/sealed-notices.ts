import { SEALED_PREFIX, sealedKey, storageKeys } from './device-storage';

/** Why an account's work was sealed: shown to whoever signs in next on the device. */
export type SealReason = 'signed-out' | 'session-ended';

/**
 * An account's work sealed on the device (docs/decisions/0440): every value under its prefix,
 * encrypted with AES-GCM under the account's device key, which only that account's session is
 * given. The header is plain: why it was sealed and how many results wait to be sent, so a
 * signed-out screen can say so without naming anyone.
 */
export interface SealedWork {
  readonly version: 1;
  readonly reason: SealReason;
  readonly unsentResults: number;
  readonly sealedAt: string;
  readonly iv: string;
  readonly data: string;
}

export interface SealedNotice {
  readonly reason: SealReason;
  readonly unsentResults: number;
}

export function readSealed(storage: Storage, userId: string): SealedWork | null {
  try {
    const raw = storage.getItem(sealedKey(userId));
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<SealedWork>;
    if (
      value.version !== 1 ||
      (value.reason !== 'signed-out' && value.reason !== 'session-ended') ||
      typeof value.unsentResults !== 'number' ||
      typeof value.iv !== 'string' ||
      typeof value.data !== 'string'
    ) {
      return null;
    }
    return value as SealedWork;
  } catch {
    return null;
  }
}

/** What the sealed work on this device says, without naming whose it is. */
export function listSealedNotices(storage: Storage): SealedNotice[] {
  return storageKeys(storage)
    .filter((key) => key.startsWith(SEALED_PREFIX))
    .map((key) => decodeURIComponent(key.slice(SEALED_PREFIX.length)))
    .map((userId) => readSealed(storage, userId))
    .filter((sealed): sealed is SealedWork => sealed !== null)
    .map(({ reason, unsentResults }) => ({ reason, unsentResults }));
}
