import { assertNever, type InstallationType, type TestMedium } from '../domain-types';
import { EngineInputError } from '../errors';
import { isAtMost } from '../rounding';
import { COMMERCIAL_EXISTING_TTD_TABLE } from '../tables/commercial-existing-test-durations';
import { COMMERCIAL_NEW_TTD_TABLE } from '../tables/commercial-new-test-durations';

export interface CommercialTestDurationInput {
  readonly installationType: InstallationType;
  readonly installationVolumeM3: number;
  readonly grmMbar: number;
  readonly testMedium: TestMedium;
}

export interface CommercialTestDuration {
  readonly durationMin: number;
  readonly ivRowUpToM3: number;
}

function findRow<T extends { readonly ivUpToM3: number }>(rows: readonly T[], ivM3: number): T {
  // Row = the first upper bound ≥ IV; an IV exactly on a bound belongs to that row.
  const row = rows.find((r) => isAtMost(ivM3, r.ivUpToM3));
  if (row === undefined) {
    throw new EngineInputError({
      field: 'installationVolumeM3',
      code: 'out_of_range',
      reason: 'exceeds the 1 m³ limit of IGE/UP/1A: use the industrial calculator (IGE/UP/1)',
    });
  }
  return row;
}

/** IGE/UP/1A tightness test duration from the new or existing table (standards.md §3). */
export function lookupCommercialTestDuration(
  input: CommercialTestDurationInput,
): CommercialTestDuration {
  switch (input.installationType) {
    case 'new': {
      const row = findRow(COMMERCIAL_NEW_TTD_TABLE, input.installationVolumeM3);
      // The new-installation table is by GRM only (0.5 or 0.1 mbar); the medium does not enter.
      const durationMin = input.grmMbar === 0.1 ? row.grm01DurationMin : row.grm05DurationMin;
      return { durationMin, ivRowUpToM3: row.ivUpToM3 };
    }
    case 'existing': {
      const row = findRow(COMMERCIAL_EXISTING_TTD_TABLE, input.installationVolumeM3);
      const durationMin =
        input.testMedium === 'Air' ? row.airDurationMin : row.naturalGasDurationMin;
      return { durationMin, ivRowUpToM3: row.ivUpToM3 };
    }
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(input.installationType);
  }
}
