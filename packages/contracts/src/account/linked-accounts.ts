import { z } from 'zod';

/** better-auth's provider id for email + password sign-in. */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/**
 * GET /api/auth/list-accounts (better-auth): how the signed-in user can sign in, one entry per
 * method ('credential' for a password, 'google', or the OpenID Connect provider's id). Only the
 * fields we use are listed; better-auth sends more.
 */
export const LinkedAccountsSchema = z.array(z.object({ providerId: z.string() }));
export type LinkedAccounts = z.infer<typeof LinkedAccountsSchema>;

/** True when the user has a password, so deleting the account asks for it. */
export function hasPasswordSignIn(accounts: LinkedAccounts): boolean {
  return accounts.some((account) => account.providerId === CREDENTIAL_PROVIDER_ID);
}
