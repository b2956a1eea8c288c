import { EngineInputError } from '../errors';
import { PURGE_FLOW_RATES } from '../tables/purge-flow-rates';

export type PurgeFlowRow = (typeof PURGE_FLOW_RATES)[number];

/**
 * Qp for the largest pipe's steel nominal size (standards.md §5). A size without a row takes the
 * NEXT LARGER row, never a smaller one and never a default.
 */
export function lookupMinimumPurgeFlow(steelNominalSizeMm: number): PurgeFlowRow {
  const row = PURGE_FLOW_RATES.find((r) => r.nominalSizeMm >= steelNominalSizeMm);
  if (row === undefined) {
    throw new EngineInputError({
      field: 'pipeConfigurations',
      code: 'out_of_range',
      reason: `no purge flow row for DN${steelNominalSizeMm} (the table ends at DN300)`,
    });
  }
  return row;
}
