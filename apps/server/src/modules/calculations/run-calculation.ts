import type { CalculateRequest, CalculateResponse } from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import { validationErrorFromEngine } from './validation-error-from-engine';

/**
 * Runs the engine on a parsed POST /api/calculate request. The server never trusts a figure the
 * browser computed: this answer is the authority (architecture.md §1). Input the engine refuses (an
 * unknown size for the material, a room volume out of range for Type B, …) becomes a 400 naming
 * the field and the reason.
 */
export function runCalculation(request: CalculateRequest): CalculateResponse {
  const result = calculate(request);
  if (!result.ok) throw validationErrorFromEngine(result.errors);
  return result.output;
}
