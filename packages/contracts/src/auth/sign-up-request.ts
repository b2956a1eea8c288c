import { z } from 'zod';
import { isStorableText } from '../text/storable-text';
import { EmailSchema, PasswordSchema, refusePasswordEqualToEmail } from './password';

/** The longest name an account may have, after trimming (product.md: names at most 200). */
export const ACCOUNT_NAME_MAX_LENGTH = 200;

/**
 * POST /api/auth/sign-up/email (better-auth). On success: 200 and the session cookie is set.
 * Errors (ApiErrorBody): 400 field 'name' / 'email' / 'password' (the password rules of
 * docs/decisions/0108, each in its own words), 409 CONFLICT field 'email' when the email is
 * taken, 429 RATE_LIMITED.
 */
export const SignUpRequestSchema = z
  .object({
    name: z
      .string({ error: 'Please enter your name.' })
      .trim()
      .max(ACCOUNT_NAME_MAX_LENGTH, {
        error: `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
      })
      .refine(isStorableText, { error: 'Name contains characters that cannot be stored.' }),
    email: EmailSchema,
    password: PasswordSchema,
  })
  .superRefine(refusePasswordEqualToEmail);
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
