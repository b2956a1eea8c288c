import { describe, expect, it } from 'vitest';
import { readEmailTokenPurpose } from './read-email-token-purpose';

const token = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('readEmailTokenPurpose (decision 0811)', () => {
  it.each([
    [token({ email: 'a@b.co', userId: 'u1' }), 'verify'],
    [
      token({ email: 'a@b.co', updateTo: 'c@d.co', requestType: 'change-email-verification' }),
      'new-address',
    ],
    ['not a token', 'verify'],
  ])('%s → %s', (value, purpose) => {
    expect(readEmailTokenPurpose(value)).toBe(purpose);
  });
});
