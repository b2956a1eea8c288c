import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newPasswordSchema, type ResetPasswordRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { finishPendingSignOut } from '../../../lib/session';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages';
import { refreshSession } from './refresh-session';

export const ResetPasswordInputSchema = z
  .object({
    // The sign-up form's rules and words (docs/decisions/0108); the server also refuses common
    // passwords and the account's own email address.
    newPassword: newPasswordSchema('New password'),
    confirmPassword: z.string(),
  })
  .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_RESET_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordInput = z.output<typeof ResetPasswordInputSchema>;

/**
 * POST /api/auth/reset-password: saves the new password, ends every session of the account and
 * signs this browser in (sets the session cookie).
 */
export const resetPassword = (input: ResetPasswordRequest) =>
  apiPost<unknown>('/api/auth/reset-password', input);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetPasswordRequest) => {
      // A sign-out made without signal ends that session first (decision 0440), as at sign-in.
      await finishPendingSignOut();
      await resetPassword(input);
      return refreshSession(queryClient);
    },
  });
}
