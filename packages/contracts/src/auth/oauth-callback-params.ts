import { z } from 'zod';

/** Longest value accepted from a provider's redirect (codes and states are far shorter). */
const CALLBACK_VALUE_MAX_LENGTH = 2048;

const callbackValue = (name: string) =>
  z
    .string({ error: `The sign-in provider's ${name} is not valid.` })
    .max(CALLBACK_VALUE_MAX_LENGTH, { error: `The sign-in provider's ${name} is not valid.` })
    .optional();

/**
 * GET or POST (form_post) /api/auth/callback/:id — the sign-in provider sends the browser back
 * here (better-auth). Only these fields are passed on; the answer is a redirect: to the page the
 * sign-in started from, or to /sign-in?error=… when it did not complete.
 */
export const OAuthCallbackParamsSchema = z.object({
  code: callbackValue('code'),
  state: callbackValue('state'),
  error: callbackValue('error'),
  error_description: callbackValue('error description'),
  iss: callbackValue('issuer'),
});
export type OAuthCallbackParams = z.infer<typeof OAuthCallbackParamsSchema>;
