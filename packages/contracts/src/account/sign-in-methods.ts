/*
 * How a user signs in, without zod (decision 0878): the account page reads it on its first load.
 * The reply's schema is in linked-accounts.ts.
 */

/** better-auth's provider id for email + password sign-in. */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/** One way the user signs in: 'credential' for a password, 'google', or an OpenID provider's id. */
export interface LinkedAccount {
  providerId: string;
}

/** True when the user has a password, so deleting the account asks for it. */
export function hasPasswordSignIn(accounts: readonly LinkedAccount[]): boolean {
  return accounts.some((account) => account.providerId === CREDENTIAL_PROVIDER_ID);
}
