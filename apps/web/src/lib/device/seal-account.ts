import {
  IDENTITY_KEY,
  ownerPrefix,
  readIdentity,
  sealedKey,
  storageKeys,
  writeIdentity,
  type DeviceIdentity,
} from './device-storage';

/*
 * Loaded only when an account's work is sealed or opened (device-session.ts), so the first load
 * of every page stays small (decision 0641).
 */
import { readSealed, type SealedWork, type SealReason } from './sealed-notices';
import { readUnsentResults, recordUnsentResults } from './unsent-results';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function importDeviceKey(deviceKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(deviceKey), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
}

// The account's id is bound to the ciphertext, so one account's sealed work cannot pass as another's.
const additionalData = (userId: string) => new TextEncoder().encode(userId);

async function decryptSealed(
  sealed: SealedWork,
  userId: string,
  deviceKey: string,
): Promise<Record<string, string> | null> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(sealed.iv), additionalData: additionalData(userId) },
      await importDeviceKey(deviceKey),
      fromBase64Url(sealed.data),
    );
    const values = JSON.parse(new TextDecoder().decode(plain)) as unknown;
    if (typeof values !== 'object' || values === null) return null;
    const entries = Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return Object.fromEntries(entries);
  } catch {
    // Another key (the server's secret was changed) or damaged data.
    return null;
  }
}

/** What opening an account's sealed work found. */
export type OpenOutcome = 'opened' | 'nothing-sealed' | 'unreadable';

/**
 * Puts an account's sealed work back as plain data under its prefix. A value already there is
 * kept (it is the newer one: an earlier opening was cut short after writing it).
 */
export async function openSealedWork(
  storage: Storage,
  userId: string,
  deviceKey: string,
): Promise<OpenOutcome> {
  const raw = storage.getItem(sealedKey(userId));
  if (raw === null) return 'nothing-sealed';
  const sealed = readSealed(storage, userId);
  const values = sealed ? await decryptSealed(sealed, userId, deviceKey) : null;
  if (sealed && values) {
    const prefix = ownerPrefix(userId);
    for (const [name, value] of Object.entries(values)) {
      if (storage.getItem(prefix + name) === null) storage.setItem(prefix + name, value);
    }
    if (sealed.unsentResults > readUnsentResults(userId, storage)) {
      recordUnsentResults(userId, sealed.unsentResults, storage);
    }
  }
  storage.removeItem(sealedKey(userId));
  return values ? 'opened' : 'unreadable';
}

/**
 * Seals the open account's work away and forgets who was signed in. Safe to repeat: the identity
 * is marked 'sealing' first, so a seal cut short (a closed tab) is finished on the next start,
 * and no page can write the account's work in plain form meanwhile.
 */
export async function sealAccountWork(
  storage: Storage,
  identity: DeviceIdentity,
  reason: SealReason,
): Promise<void> {
  const userId = identity.user.id;
  writeIdentity(storage, { ...identity, state: 'sealing' });
  // A sealed copy left by an earlier cut-short seal joins what is open now.
  await openSealedWork(storage, userId, identity.deviceKey);
  const prefix = ownerPrefix(userId);
  const keys = storageKeys(storage).filter((key) => key.startsWith(prefix));
  const values = Object.fromEntries(
    keys.map((key) => [key.slice(prefix.length), storage.getItem(key) ?? '']),
  );
  if (keys.length > 0) {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(userId) },
      await importDeviceKey(identity.deviceKey),
      new TextEncoder().encode(JSON.stringify(values)),
    );
    const sealed: SealedWork = {
      version: 1,
      reason,
      unsentResults: readUnsentResults(userId, storage),
      sealedAt: new Date().toISOString(),
      iv: toBase64Url(iv),
      data: toBase64Url(new Uint8Array(data)),
    };
    storage.setItem(sealedKey(userId), JSON.stringify(sealed));
  }
  for (const key of keys) storage.removeItem(key);
  recordUnsentResults(userId, 0, storage);
  // Only now: a seal cut short above is resumed from this identity on the next start.
  if (readIdentity(storage)?.user.id === userId) storage.removeItem(IDENTITY_KEY);
}
