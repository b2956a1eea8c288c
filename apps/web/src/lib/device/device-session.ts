import type { CurrentUser, User } from '@pipeproof/contracts';
import {
  deviceStorage,
  forgetSignedOut,
  readIdentity,
  sealedKey,
  writeIdentity,
  type DeviceIdentity,
} from './device-storage';
import { requestDraftFlush } from './draft-flush';
import { markReturningVisit } from './returning-visit';
import type { OpenOutcome } from './seal-account';
import type { SealReason } from './sealed-notices';

/**
 * Who is signed in on this device and whose work is open (docs/decisions/0440). Every change goes
 * through here, one at a time: the server's answer about the session (adoptSession), and the end
 * of a session (endDeviceSession).
 */

let queue: Promise<unknown> = Promise.resolve();
/** One change at a time: a sign-out and a session check never interleave their steps. */
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

// The sealing code (WebCrypto) loads only when a session ends or an account's sealed work is
// opened; the service worker has it precached for doing so offline (decision 0420).
const loadSealing = () => import('./seal-account');

/**
 * Seals an account's work. The identity is marked 'sealing' at once, before anything is loaded
 * or encrypted: from then on no page shows or writes the account's work, and a seal that is cut
 * short (a closed tab, no signal to load the code) is finished on the next start.
 */
async function seal(storage: Storage, identity: DeviceIdentity, reason: SealReason) {
  requestDraftFlush();
  writeIdentity(storage, { ...identity, state: 'sealing' });
  const { sealAccountWork } = await loadSealing();
  await sealAccountWork(storage, identity, reason);
}

/**
 * The server says `current` is signed in: any other account's work is sealed first, then this
 * account's sealed work (if any) is opened and its identity kept for offline use.
 */
export function adoptSession(
  current: CurrentUser,
  storage: Storage | null = deviceStorage(),
): Promise<OpenOutcome> {
  return serialized(async () => {
    if (!storage) return 'nothing-sealed';
    const identity = readIdentity(storage);
    if (identity && (identity.user.id !== current.id || identity.state === 'sealing')) {
      await seal(storage, identity, 'session-ended');
    }
    const { session, ...user } = current;
    // The identity first: from here on this account's work may be written in plain form.
    writeIdentity(storage, {
      user,
      sessionExpiresAt: session.expiresAt,
      deviceKey: session.deviceKey,
      state: 'open',
    });
    forgetSignedOut(storage);
    if (storage.getItem(sealedKey(user.id)) === null) return 'nothing-sealed';
    const { openSealedWork } = await loadSealing();
    const opened = await openSealedWork(storage, user.id, session.deviceKey);
    // Work kept from an earlier session: this is a returning visit (decision 0449).
    if (opened === 'opened') markReturningVisit(user.id, storage);
    return opened;
  });
}

/** The session on this device is over (signed out, expired, or refused): seal its work. */
export function endDeviceSession(
  reason: SealReason,
  storage: Storage | null = deviceStorage(),
): Promise<void> {
  return serialized(async () => {
    const identity = storage ? readIdentity(storage) : null;
    if (!storage || !identity) return;
    await seal(storage, identity, reason);
  });
}

/**
 * The engineer this device last confirmed, while their session lasts: an offline reload still
 * shows them and their plan. Null once the session has run out or a seal is under way.
 */
export function rememberedUser(
  storage: Storage | null = deviceStorage(),
  now: Date = new Date(),
): User | null {
  const identity = readIdentity(storage);
  if (!identity || identity.state !== 'open') return null;
  return Date.parse(identity.sessionExpiresAt) > now.getTime() ? identity.user : null;
}

/** The identity kept on the device has run out (or is half-sealed): it must be sealed now. */
export function hasLapsedIdentity(
  storage: Storage | null = deviceStorage(),
  now: Date = new Date(),
): boolean {
  return readIdentity(storage) !== null && rememberedUser(storage, now) === null;
}
