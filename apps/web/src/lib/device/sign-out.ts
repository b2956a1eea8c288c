import { ApiError, apiPost } from '../api-client';
import { deviceStorage } from './device-storage';
import { endDeviceSession } from './device-session';
import { markSessionConfirmed } from './session-confirmation';

/**
 * Set when Log out is pressed and cleared once the server has ended the session. Without signal
 * the device signs out at once and tells the server when it can (docs/decisions/0440); until
 * then the device never takes the old cookie's word that the engineer is still signed in.
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
  storage: Storage | null = deviceStorage(),
): Promise<boolean> {
  if (!isSignOutPending(storage)) return true;
  try {
    await apiPost('/api/auth/sign-out', {});
  } catch (error) {
    // Any answer from the server (even 'not signed in') means there is no session left to end.
    if (!(error instanceof ApiError)) return false;
  }
  storage?.removeItem(SIGN_OUT_PENDING_KEY);
  return true;
}

/**
 * Log out: the engineer's work on this device is sealed away at once (a page still open shows
 * nothing of it), then the server ends the session, now or when the signal returns.
 */
export async function signOutOfDevice(storage: Storage | null = deviceStorage()): Promise<void> {
  try {
    storage?.setItem(SIGN_OUT_PENDING_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the sign-out below still has to reach the server now.
  }
  markSessionConfirmed(null);
  await endDeviceSession('signed-out', storage);
  if (storage) await completePendingSignOut(storage);
  else await apiPost('/api/auth/sign-out', {}).catch(() => undefined);
}
