import type { CurrentUser, User } from '@pipeproof/contracts';
import { deviceStorage, readIdentity, writeIdentity } from './device-storage';
import { requestDraftFlush } from './draft-flush';
import { openSealedWork, sealAccountWork, type OpenOutcome, type SealReason } from './seal-account';

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
      if (identity.user.id !== current.id) requestDraftFlush();
      await sealAccountWork(storage, identity, 'session-ended');
    }
    const { session, ...user } = current;
    // The identity first: from here on this account's work may be written in plain form.
    writeIdentity(storage, {
      user,
      sessionExpiresAt: session.expiresAt,
      deviceKey: session.deviceKey,
      state: 'open',
    });
    return openSealedWork(storage, user.id, session.deviceKey);
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
    requestDraftFlush();
    await sealAccountWork(storage, identity, reason);
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
