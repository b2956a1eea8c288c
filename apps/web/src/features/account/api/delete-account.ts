import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/auth/delete-user (better-auth, with the server's confirmation rules): the password,
 * or for an account without one its email typed again. The server also expires the cookie.
 */
export const deleteAccount = (input: DeleteAccountRequest) =>
  apiPost<unknown>('/api/auth/delete-user', input);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
