import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

/** better-auth's path for POST /api/auth/change-email. */
export const CHANGE_EMAIL_PATH = '/change-email';

/** Our refusal codes, in better-auth's { code, message } shape; map-auth-error.ts words them. */
export const EMAIL_CHANGE_REFUSALS = {
  same: { code: 'EMAIL_IS_THE_SAME', message: 'Email is the same' },
  taken: { code: 'EMAIL_IN_USE', message: 'Email in use' },
} as const;

/**
 * A better-auth `hooks.before` for POST /change-email (decision 0811). Alone, better-auth answers
 * 200 for an address another account uses and mails nobody, so the engineer would wait for a
 * link that never comes: we refuse it on `newEmail` instead, as sign-up already says an address
 * is taken (both rate-limited per IP). The account's own address is refused the same way.
 */
export const refuseEmailChange = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== CHANGE_EMAIL_PATH) return;
  const session = await getSessionFromCtx(ctx);
  // Signed out: the endpoint itself answers 401.
  if (!session) return;
  const body = (ctx.body ?? {}) as { newEmail?: unknown };
  if (typeof body.newEmail !== 'string') return;
  const newEmail = body.newEmail.trim().toLowerCase();
  if (newEmail === session.user.email.toLowerCase()) {
    throw APIError.from('BAD_REQUEST', EMAIL_CHANGE_REFUSALS.same);
  }
  if (await ctx.context.internalAdapter.findUserByEmail(newEmail)) {
    throw APIError.from('BAD_REQUEST', EMAIL_CHANGE_REFUSALS.taken);
  }
});
