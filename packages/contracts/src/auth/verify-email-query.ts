import { z } from 'zod';

/** Said of an unknown, expired or already used link, at an old address too (decision 0811). */
export const EMAIL_LINK_EXPIRED_MESSAGE =
  'This link has expired or has already been used. Ask for a new one.';

/** Said when the link belongs to another account than the one signed in on this browser. */
export const EMAIL_LINK_OTHER_ACCOUNT_MESSAGE =
  'This link is for another account. Sign out, then open the link again.';

/** The token in a mailed link: better-auth's signed JWT (three base64url parts). */
export const EmailTokenSchema = z
  .string({ error: EMAIL_LINK_EXPIRED_MESSAGE })
  .max(2048, { error: EMAIL_LINK_EXPIRED_MESSAGE })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: EMAIL_LINK_EXPIRED_MESSAGE });

/**
 * GET /api/auth/verify-email?token=… (better-auth), called by the web page the mailed link opens
 * (/verify-email). Three kinds of link share it (decision 0811): verifying the address, confirming
 * a change of address at the old address (which mails the new one), and the link at the new
 * address (which changes it and counts it verified). 200 `{ status: true, … }`; no redirect (no
 * callbackURL is passed on). Errors: 400 field 'token' (EMAIL_LINK_EXPIRED_MESSAGE, or
 * EMAIL_LINK_OTHER_ACCOUNT_MESSAGE), 429 RATE_LIMITED.
 */
export const VerifyEmailQuerySchema = z.object({
  token: EmailTokenSchema,
});
export type VerifyEmailQuery = z.infer<typeof VerifyEmailQuerySchema>;
