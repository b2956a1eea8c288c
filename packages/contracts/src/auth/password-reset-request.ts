import { z } from 'zod';
import { EmailSchema, newPasswordSchema } from './password';

/**
 * POST /api/auth/request-password-reset (better-auth's own flow, behind our validation and rate
 * limit). Always 200 with `{ status: true, message }` whether or not the address has an account,
 * so the answer never tells who has one. The link in the mail opens /reset-password?token=….
 */
export const RequestPasswordResetRequestSchema = z.object({
  email: EmailSchema,
});
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequestSchema>;

/** What the forgot-password page says after any request (the same for every address). */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses that email address, we have sent it a link to choose a new password. The link works once, for 1 hour.';

/** A reset link lasts this long (seconds): one hour. */
export const PASSWORD_RESET_TOKEN_SECONDS = 60 * 60;

/** The token in the link: better-auth's random id (letters and digits). */
export const ResetTokenSchema = z
  .string({ error: 'This password reset link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'This password reset link is not valid.' });

/**
 * POST /api/auth/reset-password. On success: 200, every session of the account ends, and this
 * browser is signed in with a new session (decision 0108). An unknown, used or expired token:
 * 400 'This password reset link has expired or has already been used. Ask for a new one.'
 */
export const ResetPasswordRequestSchema = z.object({
  token: ResetTokenSchema,
  newPassword: newPasswordSchema('New password'),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const RESET_LINK_EXPIRED_MESSAGE =
  'This password reset link has expired or has already been used. Ask for a new one.';
