import type { User } from '@pipeproof/contracts';

/**
 * Whose work a value kept on this device is (docs/decisions/0440): an account, by its user id, or
 * the device itself for work typed while nobody is signed in.
 */
export type Owner = string;
export const DEVICE_OWNER: Owner = 'device';

/**
 * Who is signed in on this device as far as it knows, kept while the session lasts so that an
 * offline reload still knows the engineer and their plan. While it names an account with state
 * 'open', that account's work is kept as plain data under its prefix; 'sealing' means a sign-out
 * or an ended session is sealing it away (resumed on the next start if it was cut short).
 */
export interface DeviceIdentity {
  readonly user: User;
  /** ISO 8601: after this the session is over even if the server cannot be asked. */
  readonly sessionExpiresAt: string;
  /** The account's device key (base64url, 32 bytes), to seal its work when the session ends. */
  readonly deviceKey: string;
  readonly state: 'open' | 'sealing';
}

export const IDENTITY_KEY = 'pipeproof.identity.v1';

/** localStorage, or null where the browser refuses it (some private modes). */
export function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// User ids are opaque text: encoded, so one id's prefix can never be the start of another's.
const encodeOwner = (owner: Owner) => encodeURIComponent(owner).replaceAll('.', '%2E');

/** Every key of an owner's work starts with this. */
export function ownerPrefix(owner: Owner): string {
  return owner === DEVICE_OWNER ? 'pipeproof.device.' : `pipeproof.account.${encodeOwner(owner)}.`;
}

/** Every account's sealed work is kept under a key with this prefix. */
export const SEALED_PREFIX = 'pipeproof.sealed.';

/** Where an account's work is kept, sealed, between sessions. */
export function sealedKey(userId: string): string {
  return SEALED_PREFIX + encodeOwner(userId);
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    user.id !== '' &&
    typeof user.email === 'string' &&
    (user.firstName === null || typeof user.firstName === 'string') &&
    (user.lastName === null || typeof user.lastName === 'string') &&
    typeof user.subscriptionTier === 'string' &&
    ['free', 'basic', 'premium', 'professional'].includes(user.subscriptionTier)
  );
}

/** The stored identity, checked by hand (no zod on the first load, decision 0641), or null. */
export function readIdentity(storage: Storage | null = deviceStorage()): DeviceIdentity | null {
  try {
    const raw = storage?.getItem(IDENTITY_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (
      !isUser(value.user) ||
      typeof value.sessionExpiresAt !== 'string' ||
      Number.isNaN(Date.parse(value.sessionExpiresAt)) ||
      typeof value.deviceKey !== 'string' ||
      (value.state !== 'open' && value.state !== 'sealing')
    ) {
      return null;
    }
    const { id, email, firstName, lastName, subscriptionTier } = value.user;
    // Kept before decision 0811 without it: verified until the server says otherwise (no banner
    // offline for an identity that cannot tell).
    const emailVerified = (value.user as { emailVerified?: unknown }).emailVerified !== false;
    return {
      user: { id, email, firstName, lastName, subscriptionTier, emailVerified },
      sessionExpiresAt: value.sessionExpiresAt,
      deviceKey: value.deviceKey,
      state: value.state,
    };
  } catch {
    return null;
  }
}

export function writeIdentity(storage: Storage, identity: DeviceIdentity): void {
  storage.setItem(IDENTITY_KEY, JSON.stringify(identity));
}

/**
 * Set when the server last said nobody is signed in on this device, removed when it names an
 * account or a sign-in leaves for another site (docs/decisions/0886). A later visit draws its
 * pages signed out at once from it, as it does from a signed-out first screen (0853), while the
 * server is asked: a visitor without an account does not wait for a slow answer on poor signal.
 */
const SIGNED_OUT_KEY = 'pipeproof.signed-out.v1';

export function rememberSignedOut(storage: Storage | null = deviceStorage()): void {
  try {
    storage?.setItem(SIGNED_OUT_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the next visit waits for the server's answer, as before.
  }
}

export function forgetSignedOut(storage: Storage | null = deviceStorage()): void {
  try {
    storage?.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** Whether the server's last answer on this device was that nobody is signed in. */
export function remembersSignedOut(storage: Storage | null = deviceStorage()): boolean {
  try {
    return storage?.getItem(SIGNED_OUT_KEY) != null;
  } catch {
    return false;
  }
}

/** The account whose work is open on this device, or the device itself. */
export function openOwner(storage: Storage | null = deviceStorage()): Owner {
  const identity = readIdentity(storage);
  return identity?.state === 'open' ? identity.user.id : DEVICE_OWNER;
}

/** An owner's value, or null (none, or storage refused). */
export function readOwnerItem(
  owner: Owner,
  name: string,
  storage: Storage | null = deviceStorage(),
): string | null {
  try {
    return storage?.getItem(ownerPrefix(owner) + name) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes an owner's value. Refused (false) for an account whose work is not open on this device
 * right now, so a page still showing a signed-out engineer's job can never write it back in
 * plain form after it was sealed; also false when the browser refuses storage.
 */
export function writeOwnerItem(
  owner: Owner,
  name: string,
  value: string,
  storage: Storage | null = deviceStorage(),
): boolean {
  if (!storage) return false;
  if (owner !== DEVICE_OWNER && openOwner(storage) !== owner) return false;
  try {
    storage.setItem(ownerPrefix(owner) + name, value);
    return true;
  } catch {
    return false;
  }
}

export function removeOwnerItem(
  owner: Owner,
  name: string,
  storage: Storage | null = deviceStorage(),
): void {
  try {
    storage?.removeItem(ownerPrefix(owner) + name);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** Every key of the storage (a snapshot: safe to remove keys while going through it). */
export function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Whether any account's work is sealed on this device (a quick look at the keys only). */
export function hasSealedWork(storage: Storage | null = deviceStorage()): boolean {
  return storage !== null && storageKeys(storage).some((key) => key.startsWith(SEALED_PREFIX));
}
