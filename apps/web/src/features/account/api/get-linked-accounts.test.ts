import { LinkedAccountsSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { readLinkedAccounts } from './get-linked-accounts';

/** As better-auth answers GET /api/auth/list-accounts: more fields than the contract lists. */
const REPLY = [
  { id: 'a1', providerId: 'credential', accountId: 'u1', scopes: [] },
  { id: 'a2', providerId: 'google', accountId: '1093', scopes: ['email'] },
];

describe('readLinkedAccounts', () => {
  it('reads a reply as contracts’ schema does, keeping only the provider', () => {
    expect(readLinkedAccounts(REPLY)).toEqual(LinkedAccountsSchema.parse(REPLY));
    expect(readLinkedAccounts(REPLY)).toEqual([
      { providerId: 'credential' },
      { providerId: 'google' },
    ]);
    expect(readLinkedAccounts([])).toEqual([]);
  });

  it.each([
    ['a reply that is not a list', { accounts: REPLY }, 'accounts'],
    ['an entry that is not an object', ['credential'], 'accounts[0]'],
    ['an entry without its provider', [REPLY[0], { id: 'a3' }], 'accounts[1].providerId'],
  ])('refuses %s, naming where', (_name, reply, path) => {
    expect(() => readLinkedAccounts(reply)).toThrow(`not valid at ${path}.`);
    expect(LinkedAccountsSchema.safeParse(reply).success).toBe(false);
  });
});
