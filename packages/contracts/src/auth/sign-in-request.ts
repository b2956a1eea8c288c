import { z } from 'zod';
import { EmailSchema } from './password';
import { PASSWORD_MAX_LENGTH } from './password-rules';

/**
 * POST /api/auth/sign-in/email (better-auth). On success: 200 and the session cookie is set.
 * Errors (ApiErrorBody): 401 'Incorrect email or password.', 429 RATE_LIMITED.
 */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Incorrect email or password.' }),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;
