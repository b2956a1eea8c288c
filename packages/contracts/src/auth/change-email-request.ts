import { z } from 'zod';
import { EmailSchema } from './password';

/**
 * POST /api/auth/change-email (better-auth's flow, decision 0811). The address changes only when
 * the link mailed to the NEW address is opened. An account whose address is verified is first
 * asked to confirm at its current address (a stolen session alone cannot move the account).
 * 200 `{ status: true }`: a mail is queued. Errors (ApiErrorBody): 400 field 'newEmail' (not an
 * address, the account's own, or used by another account: CHANGE_EMAIL_MESSAGES), 401 signed
 * out, 429 RATE_LIMITED.
 */
export const ChangeEmailRequestSchema = z.object({
  newEmail: EmailSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const CHANGE_EMAIL_MESSAGES = {
  same: 'This is already your email address.',
  taken: 'Another account already uses this email address.',
} as const;
