import type { CalculatorType } from '../domain-types';
import type {
  MeterVolume,
  PipeRunVolume,
} from '../installation-volume/compute-installation-volume';
import { isAtMost } from '../rounding';
import { COMMERCIAL_SCOPE, DOMESTIC_TERRITORY } from '../tables/scope-limits';
import type { EngineWarning } from './engine-warning';

export interface ScopeInput {
  readonly calculatorType: CalculatorType;
  readonly installationVolumeM3: number;
  /** MOP as entered, or null when left blank. */
  readonly mopMbar: number | null;
  readonly pipeRuns: readonly PipeRunVolume[];
  readonly meters: readonly MeterVolume[];
}

function isDomesticTerritory(input: ScopeInput): boolean {
  // standards.md §6: IV ≤ 0.035 m³ with bore ≤ 35 mm and meter ≤ 16 m³/h (decision 0302).
  return (
    isAtMost(input.installationVolumeM3, DOMESTIC_TERRITORY.maxInstallationVolumeM3) &&
    input.pipeRuns.every(
      (r) => r.lengthM <= 0 || r.nominalSizeMm <= DOMESTIC_TERRITORY.maxNominalSizeMm,
    ) &&
    input.meters.every((m) => m.ratedFlowM3h <= DOMESTIC_TERRITORY.maxMeterFlowM3h)
  );
}

/** Scope checks of standards.md §6, plus single-source figures in use (standards.md §1). */
export function assessScope(input: ScopeInput): EngineWarning[] {
  const warnings: EngineWarning[] = [];
  const iv = input.installationVolumeM3;
  if (input.calculatorType === 'commercial') {
    if (!isAtMost(iv, COMMERCIAL_SCOPE.maxInstallationVolumeM3)) {
      warnings.push({
        code: 'COMMERCIAL_VOLUME_EXCEEDED',
        severity: 'blocking',
        message: `Volume Exceeds Commercial Threshold: the installation volume of ${iv} m³ exceeds the 1.0 m³ limit for IGE/UP/1A commercial installations. Use the Industrial Calculator (IGE/UP/1).`,
      });
    }
    if (
      input.mopMbar !== null &&
      !isAtMost(input.mopMbar, COMMERCIAL_SCOPE.maxOperatingPressureMbar)
    ) {
      warnings.push({
        code: 'COMMERCIAL_PRESSURE_EXCEEDED',
        severity: 'warning',
        message: `The operating pressure of ${input.mopMbar} mbar exceeds the 40 mbar limit of IGE/UP/1A. Use the Industrial Calculator (IGE/UP/1).`,
      });
    }
  }
  if (isDomesticTerritory(input)) {
    warnings.push({
      code: 'DOMESTIC_TERRITORY',
      severity: 'info',
      message: `An installation volume of ${iv} m³ with pipework of 35 mm or less and a meter of 16 m³/h or less is domestic territory: IGEM/UP/1B applies.`,
    });
  }
  const singleSource = input.pipeRuns.filter((r) => r.size.isSingleSource && r.lengthM > 0);
  for (const size of new Set(singleSource.map((r) => r.nominalSizeMm))) {
    warnings.push({
      code: 'SINGLE_SOURCE_FIGURE',
      severity: 'info',
      message: `The volume per metre of ${size} mm copper rests on a single published source.`,
    });
  }
  return warnings;
}
