import type { MeterType } from '../domain-types';
import { EngineInputError } from '../errors';
import { METER_VOLUMES } from '../tables/meter-volumes';

export type MeterSpec = (typeof METER_VOLUMES)[number];

/** The meter table row of standards.md §1. Throws EngineInputError for an unknown meter type. */
export function lookupMeter(meterType: MeterType, field: string): MeterSpec {
  const row = METER_VOLUMES.find((r) => r.meterType === meterType);
  if (row === undefined) {
    const known = METER_VOLUMES.map((r) => r.meterType).join(', ');
    throw new EngineInputError({
      field,
      code: 'unknown_value',
      reason: `unknown meter type "${String(meterType)}" (known: ${known}, or none)`,
    });
  }
  return row;
}
