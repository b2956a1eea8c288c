import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/auth/change-email (decision 0811): mails a link; the address changes only when the
 * link at the new address is opened (a verified account confirms at its current address first).
 * 400 on `newEmail` for its own address or one another account uses.
 */
export const changeEmail = (input: ChangeEmailRequest) =>
  apiPost<unknown>('/api/auth/change-email', input);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
