import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  findPasswordProblem,
  type SignUpRequest,
} from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { finishPendingSignOut } from '../../../lib/session';
import { findEmailProblem, toCheckResult } from './credential-checks';
import { refreshSession } from './refresh-session';

export type CreateAccountField = keyof SignUpRequest;

/**
 * The create-account form's own check before anything is sent (no zod, docs/decisions/0233).
 * The password gets the server's own rules and words (findPasswordProblem, docs/decisions/0108),
 * the email address included; the server also refuses common passwords.
 */
export function checkCreateAccountInput(input: Record<CreateAccountField, string>) {
  const name = input.name.trim();
  const email = input.email.trim();
  return toCheckResult<CreateAccountField, SignUpRequest>(
    {
      name:
        name.length === 0
          ? 'Enter your name.'
          : name.length > ACCOUNT_NAME_MAX_LENGTH
            ? `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`
            : null,
      email: findEmailProblem(email),
      password: findPasswordProblem(input.password, { email }),
    },
    { name, email, password: input.password },
  );
}

/** POST /api/auth/sign-up/email (better-auth): creates the account and signs in. */
export const signUpEmail = (input: SignUpRequest) =>
  apiPost<unknown>('/api/auth/sign-up/email', input);

export function useSignUpEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpRequest) => {
      // A sign-out made without signal ends that session first (decision 0440).
      await finishPendingSignOut();
      await signUpEmail(input);
      return refreshSession(queryClient);
    },
  });
}
