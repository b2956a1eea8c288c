import { createHmac } from 'node:crypto';

/**
 * An account's device key (docs/decisions/0440): the key a device seals that account's work
 * with when the session ends there, so the next person on the device cannot read it. Derived
 * from the server secret and the user id, so nothing is stored and every app process gives the
 * same key; only that account's session is ever sent it.
 */
export function deriveDeviceKey(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(`pipeproof device key v1\0${userId}`)
    .digest('base64url');
}
