import type { GaugeType } from '../domain-types';
import { EngineInputError } from '../errors';
import { GAUGES, type GaugeSpec } from '../tables/gauges';

/** GRM and maximum test duration of a gauge (standards.md §2). */
export function lookupGauge(gaugeType: GaugeType): GaugeSpec {
  if (!Object.hasOwn(GAUGES, gaugeType)) {
    throw new EngineInputError({
      field: 'project.gaugeType',
      code: 'unknown_value',
      reason: `unknown gauge type "${String(gaugeType)}" (known: ${Object.keys(GAUGES).join(', ')})`,
    });
  }
  return GAUGES[gaugeType];
}
