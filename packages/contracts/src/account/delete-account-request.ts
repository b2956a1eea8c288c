import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/password-rules';

/**
 * POST /api/auth/delete-user (better-auth's endpoint; our rules in apps/server
 * auth/confirm-account-deletion.ts, docs/decisions/0150-account-deletion.md). Deletes the
 * signed-in user, their sessions and sign-in accounts; feedback is kept without the link.
 *
 * - An account with a password sends `password` (re-authentication).
 * - An account that signs in only through Google or OpenID Connect sends `email`, its own address
 *   typed again, and must have signed in within the last 24 hours.
 *
 * On success: 200 and the session cookie is expired. Errors (ApiErrorBody): 400 field 'password'
 * ('Incorrect password.', 'Please enter your password.'), 400 field 'email', 403 FORBIDDEN when
 * the session is too old to delete without a password, 401 signed out, 429 RATE_LIMITED.
 */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'Incorrect password.' }).optional(),
  email: z
    .string()
    .max(320, { error: 'Type this account’s email address exactly as shown to confirm.' })
    .optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
