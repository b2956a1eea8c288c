import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordResetRequest } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/auth/request-password-reset: 200 whether or not the address has an account, so the
 * answer never says who has one. The mailed link opens /reset-password?token=….
 */
export const requestPasswordReset = (input: RequestPasswordResetRequest) =>
  apiPost<unknown>('/api/auth/request-password-reset', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
