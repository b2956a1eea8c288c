import {
  COMMERCIAL_SCOPE,
  computeInstallationVolume,
  type VolumeBreakdown,
} from '@pipeproof/engine';
import type { CalculatorDraft } from './calculator-draft';
import { buildMeterConfigurations, buildPipeConfigurations } from '../../calculator-core';
import { STEP_CALCULATOR_LINE_RULES } from './line-actions';

/**
 * The installation volume as typed, before any test is calculated (for the 1 m³ dialog, product.md
 * §4). Null when a line holds something the tables do not (a restored draft from an older list).
 */
export function computeLiveVolume(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'pipes' | 'pipeMaterial' | 'meters'>,
): VolumeBreakdown | null {
  try {
    return computeInstallationVolume({
      calculatorType: draft.calculatorType,
      pipeRuns: buildPipeConfigurations(draft).map((pipe) => ({
        material: pipe.material ?? 'steel',
        nominalSizeMm: Number(pipe.nominalSize),
        lengthM: pipe.length,
      })),
      meters: buildMeterConfigurations(draft, STEP_CALCULATOR_LINE_RULES.meterQuantity).flatMap(
        (meter) =>
          meter.meterType === 'none'
            ? []
            : [{ meterType: meter.meterType, quantity: meter.quantity }],
      ),
    });
  } catch {
    return null;
  }
}

/** Commercial only: above 1 m³ the commercial calculator does not apply (IGE/UP/1A). */
export function exceedsCommercialVolume(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'pipes' | 'pipeMaterial' | 'meters'>,
): boolean {
  if (draft.calculatorType !== 'commercial') return false;
  const volume = computeLiveVolume(draft);
  return volume !== null && volume.totalM3 > COMMERCIAL_SCOPE.maxInstallationVolumeM3;
}
