import { z } from 'zod';
import { EmailSchema } from './password';

/**
 * POST /api/auth/send-verification-email (better-auth's own flow, decision 0811): the signed-in
 * engineer asks for a new link to verify their address; `email` is the account's own address.
 * 200 `{ status: true }`: the mail is queued. Errors (ApiErrorBody): 400 field 'email' (not this
 * account's address, or already verified), 401 signed out, 429 RATE_LIMITED (per address and
 * per account: EMAIL_VERIFICATION_MAILS_PER_HOUR).
 */
export const SendVerificationEmailRequestSchema = z.object({
  email: EmailSchema,
});
export type SendVerificationEmailRequest = z.infer<typeof SendVerificationEmailRequestSchema>;

/** A verification link lasts this long (seconds): a day, long enough to reach the mail at home. */
export const EMAIL_VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;

/** At most this many verification mails per account in an hour (sign-up's own included). */
export const EMAIL_VERIFICATION_MAILS_PER_HOUR = 3;

export const EMAIL_VERIFICATION_SENT_MESSAGE =
  'We have sent you a new link. Open it within 24 hours to verify your email address.';
