import type { JobCalculation } from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import { savedCalculationError } from './saved-calculation-error';

/**
 * A job's calculation may be a draft (saved before every figure is in), so what is *missing*
 * (engine code 'required': no MOP yet, no pipe yet, no gauge yet) is accepted; a value that is
 * *wrong* (a negative length, an unknown size, MOP above 16000 mbar) is refused with a 400, so a
 * reopened job never carries something the calculator could not show (decision 0401).
 */
export function checkJobCalculation(calculation: JobCalculation): void {
  const result = calculate(calculation);
  if (result.ok) return;
  const wrong = result.errors.filter((issue) => issue.code !== 'required');
  if (wrong.length > 0) throw savedCalculationError(wrong, 'calculation.readings');
}
