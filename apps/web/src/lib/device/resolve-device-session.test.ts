import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import {
  completePendingSignOut,
  signOutOfDevice,
  type SessionServer,
} from './resolve-device-session';

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

  it('a refusal (401: no session left) counts as done', async () => {
    const server = serverAnswering(new ApiError(401, 'Unauthorized', null));
    await signOutOfDevice(server, localStorage);
    expect(await completePendingSignOut(server, localStorage)).toBe(true);
    expect(server.calls).toBe(1);
  });
});
