import { assertNever, PURGE_DIRECTIONS, type PurgeDirection } from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import { isAtLeast, isAtMost } from '../rounding';
import { PURGE_GAS_CONTENT_LIMITS } from '../tables/purge-rules';
import { isMissing, type Verdict } from '../verdict';

export interface PurgeReadings {
  readonly purgeDirection?: PurgeDirection | null;
  /** Measured purge flow, m³/h. */
  readonly actualFlowRate?: number | null;
  /** Gas content at the purge point, %. */
  readonly actualGasContent?: number | null;
}

export type PurgeVerdict = Verdict;

function assessGasContent(
  direction: PurgeDirection,
  gasPercent: number,
): { ok: boolean; text: string } {
  switch (direction) {
    case 'air-to-gas': {
      const { minimumPercent } = PURGE_GAS_CONTENT_LIMITS[direction];
      const ok = isAtLeast(gasPercent, minimumPercent);
      return {
        ok,
        text: `Gas content ${gasPercent} % ${ok ? 'reaches' : 'is below'} the ${minimumPercent} % needed (air to gas).`,
      };
    }
    case 'gas-to-air': {
      const { maximumPercent } = PURGE_GAS_CONTENT_LIMITS[direction];
      const ok = isAtMost(gasPercent, maximumPercent);
      return {
        ok,
        text: `Gas content ${gasPercent} % ${ok ? 'is at or below' : 'is above'} the ${maximumPercent} % allowed (gas to air).`,
      };
    }
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(direction);
  }
}

/**
 * PASS when the measured flow ≥ Qp AND the gas content is ≥ 90 % (air → gas) or ≤ 1.8 %
 * (gas → air) (standards.md §5). PENDING until the direction and both readings are given.
 */
export function assessPurge(
  parameters: { readonly minimumFlowM3h: number },
  readings: PurgeReadings,
): PurgeVerdict {
  const { purgeDirection: direction, actualFlowRate: flow, actualGasContent: gas } = readings;
  const missing = [
    ...(isMissing(direction) ? ['the purge direction'] : []),
    ...(isMissing(flow) ? ['the measured flow rate'] : []),
    ...(isMissing(gas) ? ['the gas content'] : []),
  ];
  if (isMissing(direction) || isMissing(flow) || isMissing(gas)) {
    // 'the measured flow rate and the gas content'; three: 'a, b and c'.
    const last = missing.pop();
    const list = missing.length === 0 ? last : `${missing.join(', ')} and ${last}`;
    return { status: 'PENDING', reasons: [`Record ${list}.`] };
  }
  if (!PURGE_DIRECTIONS.includes(direction)) {
    throw new EngineInputError({
      field: 'project.purgeDirection',
      code: 'unknown_value',
      reason: `purge direction must be one of ${PURGE_DIRECTIONS.join(', ')}`,
    });
  }
  const flowM3h = requireNumberInRange(flow, 'readings.actualFlowRate', { min: 0 });
  const gasPercent = requireNumberInRange(gas, 'readings.actualGasContent', { min: 0, max: 100 });
  const flowOk = isAtLeast(flowM3h, parameters.minimumFlowM3h);
  const flowText = `Flow ${flowM3h} m³/h ${flowOk ? 'meets' : 'is below'} the minimum purge flow of ${parameters.minimumFlowM3h} m³/h.`;
  const content = assessGasContent(direction, gasPercent);
  return { status: flowOk && content.ok ? 'PASS' : 'FAIL', reasons: [flowText, content.text] };
}
