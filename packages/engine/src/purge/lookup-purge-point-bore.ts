import { EngineInputError } from '../errors';
import { PURGE_POINT_BORES } from '../tables/purge-point-bores';

/** Purge-point bore (mm) for the largest pipe's steel nominal size (standards.md §5). */
export function lookupPurgePointBoreMm(steelNominalSizeMm: number): number {
  const row = PURGE_POINT_BORES.find((r) => steelNominalSizeMm <= r.nominalSizeUpToMm);
  if (row === undefined) {
    throw new EngineInputError({
      field: 'pipeConfigurations',
      code: 'out_of_range',
      reason: `no purge-point bore for DN${steelNominalSizeMm} (the table ends at DN300)`,
    });
  }
  return row.boreMm;
}
