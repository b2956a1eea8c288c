import { findCalculationGate, type JobCalculation, type Tier } from '@pipeproof/contracts';
import { AppError } from '../../app-error';

/**
 * The tier gate of POST /api/calculate (decision 0350) for a saved calculation: what a tier may
 * not calculate it may not save either, so a job or test record cannot smuggle it past the gate.
 */
export function assertCalculationAllowed(tier: Tier, calculation: JobCalculation): void {
  const gate = findCalculationGate(tier, calculation);
  if (gate) throw new AppError('UPGRADE_REQUIRED', gate.message);
}
