import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { finishPendingSignOut } from '../../../lib/session';
import { findEmailProblem, toCheckResult } from './credential-checks';
import { refreshSession } from './refresh-session';

export type SignInField = keyof SignInRequest;

/**
 * The sign-in form's own check before anything is sent (no zod, docs/decisions/0233). The server
 * checks again (SignInRequestSchema) and answers a wrong password with 'Incorrect email or
 * password.'.
 */
export function checkSignInInput(input: Record<SignInField, string>) {
  return toCheckResult<SignInField, SignInRequest>(
    {
      email: findEmailProblem(input.email),
      password: input.password.length === 0 ? 'Enter your password.' : null,
    },
    { email: input.email.trim(), password: input.password },
  );
}

/** POST /api/auth/sign-in/email (better-auth): sets the session cookie. */
export const signInEmail = (input: SignInRequest) =>
  apiPost<unknown>('/api/auth/sign-in/email', input);

export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInRequest) => {
      // A sign-out made without signal ends that session first (decision 0440).
      await finishPendingSignOut();
      await signInEmail(input);
      return refreshSession(queryClient);
    },
  });
}
