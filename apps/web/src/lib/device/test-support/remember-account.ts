import type { Tier } from '@pipeproof/contracts';
import { writeIdentity } from '../device-storage';

/** A device key (base64url of 32 bytes) for tests: any 32 bytes will do. */
export function testDeviceKey(seed: string): string {
  const bytes = new Uint8Array(32).map((_, index) => seed.charCodeAt(index % seed.length) + index);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The device remembers this account as signed in, with its work open (decision 0440). */
export function rememberAccount(userId: string, tier: Tier = 'premium'): void {
  writeIdentity(localStorage, {
    user: {
      id: userId,
      email: `${userId}@example.test`,
      firstName: 'Sam',
      lastName: null,
      subscriptionTier: tier,
      emailVerified: true,
    },
    sessionExpiresAt: '2099-01-01T00:00:00.000Z',
    deviceKey: testDeviceKey(userId),
    state: 'open',
  });
}
