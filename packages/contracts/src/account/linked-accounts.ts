import { z } from 'zod';
import type { LinkedAccount } from './sign-in-methods';

// The rules without zod live in sign-in-methods.ts; re-exported for existing imports.
export { CREDENTIAL_PROVIDER_ID, hasPasswordSignIn, type LinkedAccount } from './sign-in-methods';

/**
 * GET /api/auth/list-accounts (better-auth): how the signed-in user can sign in, one entry per
 * method ('credential' for a password, 'google', or the OpenID Connect provider's id). Only the
 * fields we use are listed; better-auth sends more.
 */
export const LinkedAccountsSchema: z.ZodType<LinkedAccount[]> = z.array(
  z.object({ providerId: z.string() }),
);
export type LinkedAccounts = z.infer<typeof LinkedAccountsSchema>;
