import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { EMAIL_CHANGE_REFUSALS } from './refuse-email-change';

/** better-auth's path for GET /api/auth/verify-email (every mailed link, decision 0811). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/**
 * A user is created with a verified address (decision 0811) when it comes from a sign-in
 * provider (Google, OIDC: the provider vouches for it, whatever its own claim says), or from the
 * operator (the admin tool calls better-auth without a request; the public sign-up always has one).
 */
function isCreatedVerified(context: GenericEndpointContext | null): boolean {
  if (!context) return false;
  const path = context.path ?? '';
  if (path.startsWith('/callback/') || path === '/sign-in/social') return true;
  return path === '/sign-up/email' && !context.request;
}

/**
 * better-auth `databaseHooks` for the user table: addresses counted verified at creation, and an
 * address changed by the link at the new address is verified by that link (better-auth would keep
 * the old address's state), unless another account has taken it meanwhile.
 */
export const countVerifiedEmails = {
  user: {
    create: {
      before: async (
        user: Record<string, unknown>,
        context: GenericEndpointContext | null,
      ): Promise<{ data: Record<string, unknown> } | undefined> =>
        isCreatedVerified(context) ? { data: { ...user, emailVerified: true } } : undefined,
    },
    update: {
      before: async (
        data: Record<string, unknown>,
        context: GenericEndpointContext | null,
      ): Promise<{ data: Record<string, unknown> } | undefined> => {
        if (context?.path !== VERIFY_EMAIL_PATH || typeof data.email !== 'string') return;
        // Taken by an account made since the change was asked for: refused in words, not a 500.
        if (await context.context.internalAdapter.findUserByEmail(data.email)) {
          throw APIError.from('BAD_REQUEST', EMAIL_CHANGE_REFUSALS.taken);
        }
        return { data: { ...data, emailVerified: true } };
      },
    },
  },
};
