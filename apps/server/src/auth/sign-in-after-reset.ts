import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { User } from 'better-auth';

export const RESET_PASSWORD_PATH = '/reset-password';

/** The account whose password a request has just reset (better-auth's onPasswordReset). */
const resetBy = new WeakMap<Request, User>();

export function rememberPasswordReset(request: Request, user: User): void {
  resetBy.set(request, user);
}

/**
 * A better-auth `hooks.after` for /reset-password (decision 0810): the reset ended every session
 * of the account (revokeSessionsOnPasswordReset), and the browser that chose the new password is
 * then signed in with a new session, so the link in the mail ends with the engineer back in.
 * Called without a request (auth.api from the admin tool) it signs nobody in.
 */
export const signInAfterReset = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== RESET_PASSWORD_PATH || !ctx.request) return;
  if (isAPIError(ctx.context.returned)) return;
  const user = resetBy.get(ctx.request);
  if (!user) return;
  resetBy.delete(ctx.request);
  const session = await ctx.context.internalAdapter.createSession(user.id);
  await setSessionCookie(ctx, { session, user });
});
