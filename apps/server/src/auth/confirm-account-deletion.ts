import { CREDENTIAL_PROVIDER_ID, DeleteAccountRequestSchema } from '@pipeproof/contracts';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

/** better-auth's path for POST /api/auth/delete-user. */
export const DELETE_USER_PATH = '/delete-user';

/** Our own refusal codes, in better-auth's { code, message } shape; map-auth-error.ts words them. */
export const DELETION_REFUSALS = {
  passwordRequired: { code: 'PASSWORD_REQUIRED', message: 'Password required' },
  emailMismatch: { code: 'EMAIL_CONFIRMATION_MISMATCH', message: 'Email does not match' },
} as const;

/**
 * A better-auth `hooks.before` that runs before POST /delete-user. Alone, better-auth deletes
 * without a password when the session is under a day old; we require instead
 * (docs/decisions/0150-account-deletion.md):
 * - the current password from every account that has one (better-auth then checks it);
 * - from accounts without one (Google / OpenID Connect only), the account's email typed again;
 *   better-auth then still refuses a session older than a day (SESSION_EXPIRED).
 */
export const confirmAccountDeletion = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== DELETE_USER_PATH) return;
  const session = await getSessionFromCtx(ctx);
  // Signed out: the endpoint itself answers 401.
  if (!session) return;

  const body: unknown = ctx.body ?? {};
  const parsed = DeleteAccountRequestSchema.safeParse(body);
  // A malformed body confirms nothing: treat it as empty.
  const { password = '', email = '' } = parsed.success ? parsed.data : {};

  const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
  const hasPassword = accounts.some(
    (account) => account.providerId === CREDENTIAL_PROVIDER_ID && Boolean(account.password),
  );
  if (hasPassword) {
    if (password === '') throw APIError.from('BAD_REQUEST', DELETION_REFUSALS.passwordRequired);
    return;
  }
  if (normaliseEmail(email) !== normaliseEmail(session.user.email)) {
    throw APIError.from('BAD_REQUEST', DELETION_REFUSALS.emailMismatch);
  }
});

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
