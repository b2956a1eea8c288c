import { z } from 'zod';

// The server checks the same rules and answers with the same sentences (ApiErrorBody.field).
export const EmailSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter your email address.' })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));
