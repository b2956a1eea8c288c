import type { CalculateResponse } from '@pipeproof/contracts';
import type { CalculationInput } from '@pipeproof/engine';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/calculate (product.md §7): the server checks the tier and runs the engine. The industrial
 * calculator calculates here (product.md §7: the commercial one runs entirely in the browser).
 */
export function postCalculation(input: CalculationInput): Promise<CalculateResponse> {
  return apiPost<CalculateResponse>('/api/calculate', input);
}
