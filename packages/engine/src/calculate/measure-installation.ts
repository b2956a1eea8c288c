import { EngineInputError } from '../errors';
import {
  computeInstallationVolume,
  type VolumeBreakdown,
} from '../installation-volume/compute-installation-volume';
import { findLargestPipe, type LargestPipe } from '../installation-volume/find-largest-pipe';
import type { NormalisedCalculation } from './normalise-calculation-input';

/** The installation volume (standards.md §1.1) and the largest pipe, for every calculator. */
export function measureInstallation(n: NormalisedCalculation): {
  readonly volume: VolumeBreakdown;
  readonly largestPipe: LargestPipe;
} {
  const volume = computeInstallationVolume({
    calculatorType: n.calculatorType,
    pipeRuns: n.pipeRuns,
    meters: n.meters,
    hoseStacks: n.hoseStacks,
  });
  const largestPipe = findLargestPipe(volume.pipeRuns);
  if (largestPipe === null) {
    throw new EngineInputError({
      field: 'pipeConfigurations',
      code: 'required',
      reason: 'add at least one pipe with a length greater than 0',
    });
  }
  return { volume, largestPipe };
}
