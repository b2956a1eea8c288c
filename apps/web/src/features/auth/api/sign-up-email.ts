import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { finishPendingSignOut } from '../../../lib/session';
import { PasswordSchema, refusePasswordEqualToEmail } from '@pipeproof/contracts';
import { EmailSchema } from './credentials-schema';
import { refreshSession } from './refresh-session';

export const CreateAccountInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Enter your name.' })
      .max(100, { error: 'Name must be at most 100 characters.' }),
    email: EmailSchema,
    // The server's own rules and words (docs/decisions/0108); it also refuses common passwords.
    password: PasswordSchema,
  })
  .superRefine(refusePasswordEqualToEmail);
export type CreateAccountInput = z.output<typeof CreateAccountInputSchema>;

/** POST /api/auth/sign-up/email (better-auth): creates the account and signs in. */
export const signUpEmail = (input: CreateAccountInput) =>
  apiPost<unknown>('/api/auth/sign-up/email', input);

export function useSignUpEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccountInput) => {
      // A sign-out made without signal ends that session first (decision 0440).
      await finishPendingSignOut();
      await signUpEmail(input);
      return refreshSession(queryClient);
    },
  });
}
