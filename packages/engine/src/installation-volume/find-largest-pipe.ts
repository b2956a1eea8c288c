import type { PipeRunVolume } from './compute-installation-volume';

export interface LargestPipe {
  readonly material: PipeRunVolume['material'];
  readonly nominalSizeMm: number;
  /** The steel nominal size of equal or larger bore (standards.md §5 copper mapping). */
  readonly steelEquivalentSizeMm: number;
}

/**
 * The largest pipe of the installation, judged by steel-equivalent bore (copper 67 → DN80
 * outranks steel DN65), ties going to the larger nominal size. Runs of zero length are
 * ignored: they hold no gas and must not raise the purge flow or bore (decision 0302).
 * Returns null when no run has a length.
 */
export function findLargestPipe(pipeRuns: readonly PipeRunVolume[]): LargestPipe | null {
  let largest: LargestPipe | null = null;
  for (const run of pipeRuns) {
    if (run.lengthM <= 0) continue;
    const candidate: LargestPipe = {
      material: run.material,
      nominalSizeMm: run.nominalSizeMm,
      steelEquivalentSizeMm: run.size.steelEquivalentSizeMm,
    };
    if (
      largest === null ||
      candidate.steelEquivalentSizeMm > largest.steelEquivalentSizeMm ||
      (candidate.steelEquivalentSizeMm === largest.steelEquivalentSizeMm &&
        candidate.nominalSizeMm > largest.nominalSizeMm)
    ) {
      largest = candidate;
    }
  }
  return largest;
}
