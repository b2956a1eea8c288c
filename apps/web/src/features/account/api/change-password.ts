import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/session';

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
