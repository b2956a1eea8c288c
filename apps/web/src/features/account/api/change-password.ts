import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newPasswordSchema, type ChangePasswordRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/session';

export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match.';

export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Please enter your current password.' }),
    // The sign-up form's rules and words (docs/decisions/0108); the server also refuses common
    // passwords and the account's own email address.
    newPassword: newPasswordSchema('New password'),
    confirmPassword: z.string(),
  })
  .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });
export type ChangePasswordInput = z.output<typeof ChangePasswordInputSchema>;

/**
 * POST /api/auth/change-password: the current password and a new one. Every other session of the
 * account ends (the server insists, decision 0108); this browser gets a new session cookie.
 */
export const changePassword = (input: Omit<ChangePasswordRequest, 'revokeOtherSessions'>) =>
  apiPost<unknown>('/api/auth/change-password', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The session was renewed: its end date (kept for offline use, decision 0440) moved on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
