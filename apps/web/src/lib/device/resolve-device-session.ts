import type { CurrentUser, User } from '@pipeproof/contracts';
import { ApiError } from '../api-client';
import {
  adoptSession,
  endDeviceSession,
  hasLapsedIdentity,
  rememberedUser,
} from './device-session';
import { deviceStorage, rememberSignedOut } from './device-storage';
import type { OpenOutcome } from './seal-account';
import { markSessionConfirmed } from './session-confirmation';

/** The two session calls the device makes (the server's routes; a model in unit tests). */
export interface SessionServer {
  /**
   * GET /api/session: the current user, null when signed out (decision 0837); a 401 (ApiError)
   * means signed out too; throws TypeError without signal. `afterSignOut`: the server has just
   * ended a session, so an answer asked for before that (the page's early request, decision
   * 0850) must not be used.
   */
  readonly getCurrentUser: (options?: { afterSignOut?: boolean }) => Promise<unknown>;
  /** Ends the session on the server: throws TypeError without signal. */
  readonly signOut: () => Promise<unknown>;
}

/**
 * Set when Log out is pressed and cleared once the server has ended the session. Without signal
 * the device signs out at once and tells the server when it can; until then it never takes the
 * old cookie's word that the engineer is still signed in (decision 0440).
 */
const SIGN_OUT_PENDING_KEY = 'pipeproof.sign-out-pending';

function isSignOutPending(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Ends the server session of a sign-out made without signal. True when nothing is pending any
 * more; false when the server still cannot be reached (the device stays signed out meanwhile).
 */
export async function completePendingSignOut(
  server: SessionServer,
  storage: Storage | null = deviceStorage(),
): Promise<boolean> {
  if (!isSignOutPending(storage)) return true;
  try {
    await server.signOut();
  } catch (error) {
    // A refusal (even 'not signed in') means there is no session left to end; no signal, or a
    // server that could not end it (503 while its database is down, decision 0802), means the
    // session may still be alive: try again later.
    if (!(error instanceof ApiError) || error.status >= 500) return false;
  }
  storage?.removeItem(SIGN_OUT_PENDING_KEY);
  return true;
}

/**
 * Log out: the engineer's work on this device is sealed away at once (a page still open shows
 * nothing of it), then the server ends the session, now or when the signal returns.
 */
export async function signOutOfDevice(
  server: SessionServer,
  storage: Storage | null = deviceStorage(),
): Promise<void> {
  try {
    storage?.setItem(SIGN_OUT_PENDING_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the sign-out below still has to reach the server now.
  }
  markSessionConfirmed(null);
  await endDeviceSession('signed-out', storage);
  if (isSignOutPending(storage)) await completePendingSignOut(server, storage);
  else await server.signOut().catch(() => undefined);
}

// Checked by hand: zod stays off the first load (decision 0641).
function isCurrentUser(value: unknown): value is CurrentUser {
  const session = (value as { session?: Record<string, unknown> } | null)?.session;
  return (
    typeof (value as { id?: unknown } | null)?.id === 'string' &&
    typeof session?.expiresAt === 'string' &&
    typeof session.deviceKey === 'string'
  );
}

export interface ResolvedSession {
  readonly user: User | null;
  /** What opening the account's sealed work found, when the server confirmed an account. */
  readonly opened?: OpenOutcome;
}

/**
 * Who is signed in, and the device made to match (decision 0440): the server's answer wins (an
 * account's work opened, any other's sealed; signed out seals the work of the session that ended).
 * With no signal, or a server that is down, the engineer this device last confirmed is the
 * answer while their session lasts. Throws only when the server cannot be asked and nobody is
 * remembered.
 */
export async function resolveDeviceSession(
  server: SessionServer,
  storage: Storage | null = deviceStorage(),
  now: () => Date = () => new Date(),
): Promise<ResolvedSession> {
  const work = resolve(server, storage, now);
  underWay.add(work);
  try {
    return await work;
  } finally {
    underWay.delete(work);
  }
}

/** Session answers not yet applied to the device. */
const underWay = new Set<Promise<ResolvedSession>>();

/**
 * Resolves once no session answer is still on its way to the device: a test waits for this
 * before the next one starts on a fresh device, so an answer meant for the last test's page
 * cannot land in the next one's storage.
 */
export async function settleDeviceSessions(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}

/**
 * The server says nobody is signed in: the work of the session that ended is sealed, and the next
 * visit starts signed out (decision 0886).
 */
async function signedOut(storage: Storage | null): Promise<ResolvedSession> {
  await endDeviceSession('session-ended', storage);
  rememberSignedOut(storage);
  return { user: null };
}

async function resolve(
  server: SessionServer,
  storage: Storage | null,
  now: () => Date,
): Promise<ResolvedSession> {
  // Logged out without signal: signed out here until the server has been told.
  const afterSignOut = isSignOutPending(storage);
  if (!(await completePendingSignOut(server, storage))) {
    markSessionConfirmed(null);
    return { user: null };
  }
  let current: unknown;
  try {
    current = await server.getCurrentUser({ afterSignOut });
  } catch (error) {
    markSessionConfirmed(null);
    if (error instanceof ApiError && error.status === 401) return signedOut(storage);
    const remembered = rememberedUser(storage, now());
    if (remembered) return { user: remembered };
    if (hasLapsedIdentity(storage, now())) {
      await endDeviceSession('session-ended', storage);
      return { user: null };
    }
    throw error;
  }
  if (current === null) {
    markSessionConfirmed(null);
    return signedOut(storage);
  }
  if (!isCurrentUser(current)) throw new Error('The session answer had an unexpected shape.');
  const opened = await adoptSession(current, storage);
  markSessionConfirmed(current.id);
  const { id, email, firstName, lastName, subscriptionTier, emailVerified } = current;
  return { user: { id, email, firstName, lastName, subscriptionTier, emailVerified }, opened };
}
