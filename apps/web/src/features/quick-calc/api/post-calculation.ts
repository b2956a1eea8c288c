import { useMutation } from '@tanstack/react-query';
import type { CalculateRequestBody, CalculateResponse } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/calculate (product.md §7): 200 with the engine's answer; 400 names the field and the
 * reason; 403 UPGRADE_REQUIRED carries the product.md §6 gate message.
 */
export function postCalculation(request: CalculateRequestBody): Promise<CalculateResponse> {
  return apiPost<CalculateResponse>('/api/calculate', request);
}

export function usePostCalculation() {
  return useMutation({ mutationFn: postCalculation });
}
