import { beforeEach, describe, expect, it } from 'vitest';
import { ownerPrefix, writeIdentity } from './device-storage';
import { claimReturningVisit, markReturningVisit } from './returning-visit';

const OWNER = 'user-1';

beforeEach(() => {
  localStorage.clear();
  writeIdentity(localStorage, {
    user: {
      id: OWNER,
      email: 'a@example.test',
      firstName: 'A',
      lastName: null,
      subscriptionTier: 'premium',
    },
    sessionExpiresAt: '2099-01-01T00:00:00.000Z',
    deviceKey: 'key',
    state: 'open',
  } as Parameters<typeof writeIdentity>[1]);
});

describe('a returning visit (decision 0449)', () => {
  it('is none until the account’s work is brought back', () => {
    expect(claimReturningVisit(OWNER, 'commercial')).toBe(false);
  });

  it('is claimed once by each calculator', () => {
    markReturningVisit(OWNER);
    expect(claimReturningVisit(OWNER, 'commercial')).toBe(true);
    expect(claimReturningVisit(OWNER, 'commercial')).toBe(false);
    expect(claimReturningVisit(OWNER, 'industrial')).toBe(true);
    expect(claimReturningVisit(OWNER, 'industrial')).toBe(false);
    // The next returning visit starts again.
    markReturningVisit(OWNER);
    expect(claimReturningVisit(OWNER, 'commercial')).toBe(true);
  });

  it('a damaged marker is dropped, never trusted', () => {
    localStorage.setItem(`${ownerPrefix(OWNER)}returning-visit.v1`, '{not json');
    expect(claimReturningVisit(OWNER, 'commercial')).toBe(false);
    expect(localStorage.getItem(`${ownerPrefix(OWNER)}returning-visit.v1`)).toBeNull();
  });

  it('is not written for an account whose work is not open here', () => {
    markReturningVisit('someone-else');
    expect(localStorage.getItem(`${ownerPrefix('someone-else')}returning-visit.v1`)).toBeNull();
  });
});
