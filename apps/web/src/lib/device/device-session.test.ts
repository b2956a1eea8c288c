import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@pipeproof/contracts';
import { adoptSession, endDeviceSession } from './device-session';
import { writeOwnerItem } from './device-storage';
import { claimReturningVisit } from './returning-visit';
import { testDeviceKey } from './test-support/remember-account';

const ADA: CurrentUser = {
  id: 'ada',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: null,
  subscriptionTier: 'premium',
  emailVerified: true,
  session: { expiresAt: '2099-01-01T00:00:00.000Z', deviceKey: testDeviceKey('ada') },
};

beforeEach(() => localStorage.clear());

describe('signing in again is a returning visit (decision 0449)', () => {
  it('a first sign-in on this device is not', async () => {
    expect(await adoptSession(ADA, localStorage)).toBe('nothing-sealed');
    expect(claimReturningVisit('ada', 'commercial', localStorage)).toBe(false);
  });

  it('work kept from an ended session and brought back is', async () => {
    await adoptSession(ADA, localStorage);
    expect(writeOwnerItem('ada', 'draft.commercial.v1', '{}', localStorage)).toBe(true);
    await endDeviceSession('signed-out', localStorage);

    expect(await adoptSession(ADA, localStorage)).toBe('opened');
    expect(claimReturningVisit('ada', 'commercial', localStorage)).toBe(true);
    // The same session checked again (a reload) brings nothing back: no new visit.
    expect(await adoptSession(ADA, localStorage)).toBe('nothing-sealed');
    expect(claimReturningVisit('ada', 'commercial', localStorage)).toBe(false);
  });
});
