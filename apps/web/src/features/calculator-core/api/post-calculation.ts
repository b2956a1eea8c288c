import type { CalculateRequestBody, CalculateResponse } from '@pipeproof/contracts';
import type { CalculationInput } from '@pipeproof/engine';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/calculate (product.md §7): the server checks the tier and runs the engine. 200 with
 * the engine's answer; 400 names the field and the reason; 403 UPGRADE_REQUIRED carries the
 * product.md §6 gate message (classify-calculate-error.ts reads the failures).
 */
export function postCalculation(
  request: CalculationInput | CalculateRequestBody,
): Promise<CalculateResponse> {
  return apiPost<CalculateResponse>('/api/calculate', request);
}
