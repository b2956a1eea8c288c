import { useMutation } from '@tanstack/react-query';
import type { SendVerificationEmailRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/auth/send-verification-email ('Resend', decision 0811): a new link to the signed-in
 * account's own address. 400 when already verified; 429 after a few in an hour.
 */
export const sendVerificationEmail = (input: SendVerificationEmailRequest) =>
  apiPost<unknown>('/api/auth/send-verification-email', input);

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
