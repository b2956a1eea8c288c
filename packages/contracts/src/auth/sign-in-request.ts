import { z } from 'zod';
import { EmailSchema } from './password';

/**
 * POST /api/auth/sign-in/email (better-auth). On success: 200 and the session cookie is set.
 * Errors (ApiErrorBody): 401 'Incorrect email or password.', 429 RATE_LIMITED.
 */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: 'Please enter your password.' }),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/**
 * POST /api/auth/sign-in/social (better-auth): provider 'google', or the OIDC provider id from
 * GET /api/config. The reply is { url, redirect: true }: navigate the browser to `url`.
 */
export const SocialSignInRequestSchema = z.object({
  provider: z.string().min(1),
  callbackURL: z.string().startsWith('/').optional(),
});
export type SocialSignInRequest = z.infer<typeof SocialSignInRequestSchema>;
