import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { finishPendingSignOut } from '../../../lib/session';
import { EmailSchema } from './credentials-schema';
import { refreshSession } from './refresh-session';

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: 'Enter your password.' }),
});
export type SignInInput = z.output<typeof SignInInputSchema>;

/** POST /api/auth/sign-in/email (better-auth): sets the session cookie. */
export const signInEmail = (input: SignInInput) =>
  apiPost<unknown>('/api/auth/sign-in/email', input);

export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      // A sign-out made without signal ends that session first (decision 0440).
      await finishPendingSignOut();
      await signInEmail(input);
      return refreshSession(queryClient);
    },
  });
}
