import { z } from 'zod';

/** Password rules for email + password accounts; the server (better-auth) enforces the same. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  });

export const EmailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));
