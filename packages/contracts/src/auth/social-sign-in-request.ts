import { z } from 'zod';
import { sameSitePathSchema } from './same-site-path';

/** Longest provider id accepted ('google', or the OpenID Connect id from GET /api/config). */
const PROVIDER_ID_MAX_LENGTH = 64;

/** Said of a provider this server does not offer (checked on the server, from its configuration). */
export const UNKNOWN_PROVIDER_MESSAGE = 'This sign-in provider is not available.';

/**
 * POST /api/auth/sign-in/social (better-auth): provider 'google', or the OIDC provider id from
 * GET /api/config. The reply is { url, redirect: true }: navigate the browser to `url`.
 * Errors (ApiErrorBody): 400 field 'provider' when this server offers no such provider, 400 field
 * 'callbackURL' / 'errorCallbackURL' when not a path on this site, 429 RATE_LIMITED.
 * Other fields better-auth knows (idToken, scopes, additionalData…) are not passed on.
 */
export const SocialSignInRequestSchema = z.object({
  provider: z
    .string({ error: 'Please choose a sign-in provider.' })
    .min(1, { error: 'Please choose a sign-in provider.' })
    .max(PROVIDER_ID_MAX_LENGTH, { error: UNKNOWN_PROVIDER_MESSAGE }),
  callbackURL: sameSitePathSchema('The callback URL').optional(),
  errorCallbackURL: sameSitePathSchema('The error callback URL').optional(),
});
export type SocialSignInRequest = z.infer<typeof SocialSignInRequestSchema>;
