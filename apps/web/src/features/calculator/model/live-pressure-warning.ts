import { assessScope, type VolumeBreakdown } from '@pipeproof/engine';
import { parseOptionalNumber } from '../../calculator-core';
import type { CalculatorDraft } from './calculator-draft';

/**
 * The engine's operating-pressure warning for the MOP as typed (IGE/UP/1A covers OP ≤ 40 mbar,
 * standards.md §6), shown beside the field before anything is calculated.
 */
export function findLivePressureWarning(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'setup'>,
  volume: VolumeBreakdown | null,
): string | null {
  const mopMbar = parseOptionalNumber(draft.setup.mopText);
  if (volume === null || mopMbar === null) return null;
  const warnings = assessScope({
    calculatorType: draft.calculatorType,
    installationVolumeM3: volume.totalM3,
    mopMbar,
    pipeRuns: volume.pipeRuns,
    meters: volume.meters,
  });
  return warnings.find((w) => w.code === 'COMMERCIAL_PRESSURE_EXCEEDED')?.message ?? null;
}
