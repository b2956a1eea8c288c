import { z } from 'zod';
import { newPasswordSchema } from './password';
import { PASSWORD_MAX_LENGTH } from './password-rules';

/**
 * POST /api/auth/change-password (better-auth). The new password follows the rules of
 * docs/decisions/0108 and is not the account's email; every other session of the account ends
 * (whatever `revokeOtherSessions` says) and this browser gets a new session cookie.
 * Errors (ApiErrorBody): 400 field 'currentPassword' ('Incorrect password.'), 400 field
 * 'newPassword' (why it was refused), 401 signed out, 429 RATE_LIMITED.
 */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, { error: 'Please enter your current password.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Incorrect current password.' }),
  newPassword: newPasswordSchema('New password'),
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
