import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  OAuthCallbackParamsSchema,
  RequestPasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  SendVerificationEmailRequestSchema,
  SignInRequestSchema,
  SignOutRequestSchema,
  SignUpRequestSchema,
  SocialSignInRequestSchema,
  UNKNOWN_PROVIDER_MESSAGE,
  VerifyEmailQuerySchema,
} from '@pipeproof/contracts';
import { AppError } from '../app-error';
import { parseWith } from '../http/validation-error';

/** Requests that share one budget per IP (auth-routes-plugin.ts; docs/decisions/0107). */
export type AuthRateLimitGroup =
  'signIn' | 'passwordCheck' | 'oauthCallback' | 'passwordReset' | 'emailVerification';

/** What reaches better-auth: only what our contract parsed, never the raw request. */
export interface ForwardedAuthInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: { json: object } | { form: Record<string, string> };
}

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** better-auth's path below /api/auth, `:name` for a parameter. */
  path: `/${string}`;
  rateLimit: AuthRateLimitGroup | null;
  /** Parses the request with the contracts, or throws AppError (400; 404 for an unknown provider). */
  parse(request: { body: unknown; query: unknown; params: unknown }): ForwardedAuthInput;
}

/**
 * Every better-auth endpoint PipeProof exposes under /api/auth (docs/decisions/0107). Anything
 * else there is 404. `providerIds`: the sign-in providers this server is configured with.
 */
export function listAuthEndpoints(providerIds: readonly string[]): readonly AuthEndpoint[] {
  const provider = (params: unknown): Record<string, string> => {
    const id = (params as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || !providerIds.includes(id)) {
      throw new AppError('NOT_FOUND', 'There is no such sign-in provider.');
    }
    return { id };
  };
  const callback = (body: unknown, query: unknown): Record<string, string> =>
    definedOnly(parseWith(OAuthCallbackParamsSchema, { ...formFields(body), ...asObject(query) }));

  return [
    {
      method: 'POST',
      path: '/sign-up/email',
      rateLimit: 'signIn',
      parse: ({ body }) => ({ body: { json: parseWith(SignUpRequestSchema, body) } }),
    },
    {
      method: 'POST',
      path: '/sign-in/email',
      rateLimit: 'signIn',
      parse: ({ body }) => ({ body: { json: parseWith(SignInRequestSchema, body) } }),
    },
    {
      method: 'POST',
      path: '/sign-in/social',
      rateLimit: 'signIn',
      parse: ({ body }) => {
        const request = parseWith(SocialSignInRequestSchema, body);
        if (!providerIds.includes(request.provider)) {
          throw new AppError('VALIDATION_ERROR', UNKNOWN_PROVIDER_MESSAGE, { field: 'provider' });
        }
        return { body: { json: request } };
      },
    },
    // The provider sends the browser back here: a redirect (GET), or a form (response_mode=form_post).
    {
      method: 'GET',
      path: '/callback/:id',
      rateLimit: 'oauthCallback',
      parse: ({ params, query }) => ({ params: provider(params), query: callback({}, query) }),
    },
    {
      method: 'POST',
      path: '/callback/:id',
      rateLimit: 'oauthCallback',
      parse: ({ params, body, query }) => ({
        params: provider(params),
        body: { form: callback(body, query) },
      }),
    },
    { method: 'GET', path: '/get-session', rateLimit: null, parse: () => ({}) },
    { method: 'GET', path: '/list-accounts', rateLimit: null, parse: () => ({}) },
    {
      method: 'POST',
      path: '/sign-out',
      rateLimit: null,
      parse: ({ body }) => ({ body: { json: parseWith(SignOutRequestSchema, body ?? {}) } }),
    },
    // Both check the current password: rate-limited so they cannot be used to guess it.
    {
      method: 'POST',
      path: '/delete-user',
      rateLimit: 'passwordCheck',
      parse: ({ body }) => ({ body: { json: parseWith(DeleteAccountRequestSchema, body ?? {}) } }),
    },
    // Forgotten passwords (decision 0810): one budget per IP for asking and for using a link, so
    // neither mail nor tokens can be sprayed.
    {
      method: 'POST',
      path: '/request-password-reset',
      rateLimit: 'passwordReset',
      parse: ({ body }) => ({
        body: { json: parseWith(RequestPasswordResetRequestSchema, body) },
      }),
    },
    {
      method: 'POST',
      path: '/reset-password',
      rateLimit: 'passwordReset',
      parse: ({ body }) => ({ body: { json: parseWith(ResetPasswordRequestSchema, body) } }),
    },
    {
      method: 'POST',
      path: '/change-password',
      rateLimit: 'passwordCheck',
      parse: ({ body }) => {
        const request = parseWith(ChangePasswordRequestSchema, body);
        // Every other session ends with the old password (docs/decisions/0108).
        return { body: { json: { ...request, revokeOtherSessions: true } } };
      },
    },
    // Verifying and changing the address (decision 0811): one budget per IP for every request
    // that mails and every mailed link; 'Resend' is also limited per account (rules plugin).
    {
      method: 'POST',
      path: '/send-verification-email',
      rateLimit: 'emailVerification',
      parse: ({ body }) => ({
        body: { json: parseWith(SendVerificationEmailRequestSchema, body) },
      }),
    },
    // No callbackURL is passed on: better-auth answers JSON to the web page, never a redirect.
    {
      method: 'GET',
      path: '/verify-email',
      rateLimit: 'emailVerification',
      parse: ({ query }) => ({ query: parseWith(VerifyEmailQuerySchema, query) }),
    },
    {
      method: 'POST',
      path: '/change-email',
      rateLimit: 'emailVerification',
      parse: ({ body }) => ({ body: { json: parseWith(ChangeEmailRequestSchema, body) } }),
    },
  ];
}

/** A form_post callback arrives as x-www-form-urlencoded text; JSON is accepted too. */
function formFields(body: unknown): Record<string, unknown> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return asObject(body);
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
