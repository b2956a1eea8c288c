import {
  CalculateRequestSchema,
  findCalculationGate,
  type CalculateResponse,
} from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error';
import { parseWith } from '../../http/validation-error';
import { runCalculation } from '../../modules/calculations/run-calculation';
import type { RouteDeps } from '../route-deps';

/**
 * POST /api/calculate (product.md §7, decision 0350): anyone may calculate; the tier gate of contracts
 * decides what (signed-out callers are Free). 400 names the field and the reason, 403
 * UPGRADE_REQUIRED carries the product.md §6 message, 200 is the engine's output. It stores
 * nothing, so it leaves the caller's remembered job list in place (`writesNothing`, decision 0843).
 */
export function registerCalculateRoutes(app: FastifyInstance, { sessions }: RouteDeps): void {
  const options = { config: { writesNothing: true } };
  app.post('/api/calculate', options, async (request, reply): Promise<CalculateResponse> => {
    const input = parseWith(CalculateRequestSchema, request.body);
    const user = await sessions.getSessionUser(request, reply);
    const gate = findCalculationGate(user?.subscriptionTier ?? 'free', input);
    if (gate) throw new AppError('UPGRADE_REQUIRED', gate.message);
    return runCalculation(input);
  });
}
