import { SAFETY_FACTORS, type SafetyFactor } from '../domain-types';
import { EngineInputError } from '../errors';
import { formatMinutesSeconds } from '../format-minutes-seconds';
import { cleanNumber, roundMaximumTimeToSeconds, roundVolumeM3 } from '../rounding';
import { METER_PURGE_CYCLIC_MULTIPLIER } from '../tables/meter-volumes';
import { DEFAULT_PURGE_SAFETY_FACTOR } from '../tables/purge-rules';
import { lookupMinimumPurgeFlow } from './lookup-minimum-purge-flow';
import { lookupPurgePointBoreMm } from './lookup-purge-point-bore';

export interface PurgeInput {
  /** Pipework volume including the 10 % fittings allowance, m³. */
  readonly pipeworkWithFittingsM3: number;
  readonly hoseStackM3: number;
  /** Σ meter cyclic volume × quantity, m³. */
  readonly meterCyclicM3: number;
  /** Steel nominal size of the largest pipe (copper mapped, standards.md §5). */
  readonly largestSteelEquivalentSizeMm: number;
  readonly safetyFactor?: SafetyFactor;
}

export interface PurgeParameters {
  readonly safetyFactor: SafetyFactor;
  readonly pipeworkWithFittingsM3: number;
  readonly hoseStackM3: number;
  /** 5 × Σ meter cyclic volume. */
  readonly meterPurgeVolumeM3: number;
  /** PV, rounded UP to 0.0001 m³. */
  readonly purgeVolumeM3: number;
  /** Qp, m³/h. */
  readonly minimumFlowM3h: number;
  /** The Qp table row used (next larger row when the size has none). */
  readonly flowRowNominalSizeMm: number;
  /** PV / Qp, rounded DOWN to a whole second. */
  readonly maximumPurgeTimeSeconds: number;
  /** The same as "mm:ss". */
  readonly maximumPurgeTime: string;
  readonly purgePointBoreMm: number;
  readonly formula: string;
}

function requireSafetyFactor(safetyFactor: number | undefined): SafetyFactor {
  if (safetyFactor === undefined) return DEFAULT_PURGE_SAFETY_FACTOR;
  const known = SAFETY_FACTORS.find((f) => f === safetyFactor);
  if (known === undefined) {
    throw new EngineInputError({
      field: 'project.safetyFactor',
      code: 'unknown_value',
      reason: `safety factor must be one of ${SAFETY_FACTORS.join(', ')}`,
    });
  }
  return known;
}

/**
 * Purge (standards.md §5): PV = SF × (pipe volume incl. 10 % fittings + hose and stack volume)
 * + 5 × Σ meter cyclic volume; Qp by the largest size; maximum purge time = PV / Qp × 60 min.
 */
export function computePurge(input: PurgeInput): PurgeParameters {
  const safetyFactor = requireSafetyFactor(input.safetyFactor);
  const meterPurgeVolumeM3 = cleanNumber(METER_PURGE_CYCLIC_MULTIPLIER * input.meterCyclicM3);
  const purgeVolumeM3 = roundVolumeM3(
    safetyFactor * (input.pipeworkWithFittingsM3 + input.hoseStackM3) + meterPurgeVolumeM3,
  );
  const flowRow = lookupMinimumPurgeFlow(input.largestSteelEquivalentSizeMm);
  // From the PV shown, so the time can be checked by hand from the printed figures.
  const maximumPurgeTimeSeconds = roundMaximumTimeToSeconds(
    (purgeVolumeM3 / flowRow.minimumFlowM3h) * 60,
  );
  return {
    safetyFactor,
    pipeworkWithFittingsM3: input.pipeworkWithFittingsM3,
    hoseStackM3: input.hoseStackM3,
    meterPurgeVolumeM3,
    purgeVolumeM3,
    minimumFlowM3h: flowRow.minimumFlowM3h,
    flowRowNominalSizeMm: flowRow.nominalSizeMm,
    maximumPurgeTimeSeconds,
    maximumPurgeTime: formatMinutesSeconds(maximumPurgeTimeSeconds),
    purgePointBoreMm: lookupPurgePointBoreMm(input.largestSteelEquivalentSizeMm),
    formula: `PV = ${safetyFactor} × (${input.pipeworkWithFittingsM3} + ${input.hoseStackM3}) + ${METER_PURGE_CYCLIC_MULTIPLIER} × ${input.meterCyclicM3} = ${purgeVolumeM3} m³`,
  };
}
