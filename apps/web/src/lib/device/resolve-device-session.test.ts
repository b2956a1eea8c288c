import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { rememberedUser } from './device-session';
import { remembersSignedOut, rememberSignedOut } from './device-storage';
import {
  completePendingSignOut,
  resolveDeviceSession,
  signOutOfDevice,
  type SessionServer,
} from './resolve-device-session';
import { rememberAccount, testDeviceKey } from './test-support/remember-account';

/** A server whose sign-out answers with each outcome in turn (then succeeds). */
function serverAnswering(...outcomes: Array<Error | 'ok'>): SessionServer & { calls: number } {
  const server = {
    calls: 0,
    getCurrentUser: () => Promise.reject(new ApiError(401, 'signed out', null)),
    signOut: async () => {
      const outcome = outcomes[server.calls] ?? 'ok';
      server.calls += 1;
      if (outcome !== 'ok') throw outcome;
    },
  };
  return server;
}

describe('a sign-out the server has not yet done is tried again (decision 0440)', () => {
  it.each([
    ['no signal', new TypeError('Failed to fetch')],
    ['the database is down (503)', new ApiError(503, 'Service Unavailable', null)],
    ['a server error (500)', new ApiError(500, 'Internal Server Error', null)],
  ])('%s: still pending, and sent again next time', async (_case, failure) => {
    const server = serverAnswering(failure);
    await signOutOfDevice(server, localStorage);
    expect(server.calls).toBe(1);

    expect(await completePendingSignOut(server, localStorage)).toBe(true);
    expect(server.calls).toBe(2);
    // Done: nothing left to send.
    expect(await completePendingSignOut(server, localStorage)).toBe(true);
    expect(server.calls).toBe(2);
  });

  it('the session is asked about afresh after the sign-out is sent, never from before it (0850)', async () => {
    const asked: Array<{ afterSignOut?: boolean } | undefined> = [];
    const server: SessionServer = {
      getCurrentUser: async (options) => {
        asked.push(options);
        return null;
      },
      signOut: async () => undefined,
    };
    await signOutOfDevice(
      { ...server, signOut: () => Promise.reject(new TypeError('Failed to fetch')) },
      localStorage,
    );
    // The next page load: the sign-out goes first, then the check must not use an early answer.
    await resolveDeviceSession(server, localStorage);
    // Nothing pending the time after: an ordinary check.
    await resolveDeviceSession(server, localStorage);
    expect(asked).toEqual([{ afterSignOut: true }, { afterSignOut: false }]);
  });

  it('a refusal (401: no session left) counts as done', async () => {
    const server = serverAnswering(new ApiError(401, 'Unauthorized', null));
    await signOutOfDevice(server, localStorage);
    expect(await completePendingSignOut(server, localStorage)).toBe(true);
    expect(server.calls).toBe(1);
  });
});

describe('who is signed in (GET /api/session, decision 0837)', () => {
  const answering = (answer: () => Promise<unknown>): SessionServer => ({
    getCurrentUser: answer,
    signOut: async () => undefined,
  });

  it.each([
    ['null (the 200 answer when nobody is signed in)', () => Promise.resolve(null)],
    ['a 401 (as GET /api/auth/user answers)', () => Promise.reject(new ApiError(401, 'x', null))],
  ])('%s: signed out, and the work of the session that ended sealed', async (_case, answer) => {
    rememberAccount('engineer-1');
    expect(rememberedUser(localStorage)).not.toBeNull();
    const resolved = await resolveDeviceSession(answering(answer), localStorage);
    expect(resolved).toEqual({ user: null });
    expect(rememberedUser(localStorage)).toBeNull();
    // The next visit draws its pages signed out while it asks (decision 0886).
    expect(remembersSignedOut(localStorage)).toBe(true);
  });

  it('a user: signed in, remembered for offline use', async () => {
    const current = {
      id: 'engineer-2',
      email: 'engineer-2@example.test',
      firstName: 'Sam',
      lastName: null,
      subscriptionTier: 'professional',
      emailVerified: true,
      session: { expiresAt: '2099-01-01T00:00:00.000Z', deviceKey: testDeviceKey('engineer-2') },
    };
    rememberSignedOut(localStorage);
    const resolved = await resolveDeviceSession(
      answering(async () => current),
      localStorage,
    );
    expect(resolved.user).toMatchObject({ id: 'engineer-2', subscriptionTier: 'professional' });
    expect(rememberedUser(localStorage)?.id).toBe('engineer-2');
    // Signed in now: no later visit starts signed out from an older answer (decision 0886).
    expect(remembersSignedOut(localStorage)).toBe(false);
  });

  it('no signal and nobody remembered: no answer, and nothing remembered of one (0886)', async () => {
    await expect(
      resolveDeviceSession(
        answering(() => Promise.reject(new TypeError('Failed to fetch'))),
        localStorage,
      ),
    ).rejects.toThrow(TypeError);
    expect(remembersSignedOut(localStorage)).toBe(false);
  });
});
