import type { CalculationOutput } from '../calculate/calculation-output';
import { assertNever } from '../domain-types';
import { AREA_TYPE_LABELS } from '../tables/area-type-factors';

type Tests = Pick<CalculationOutput, 'strengthTest' | 'letByTest' | 'tightnessTest' | 'purge'>;

function strengthNotes(t: NonNullable<Tests['strengthTest']>): string[] {
  return [
    `Strength test (${t.standard}, new installations): ${t.formula}. Stabilise ${t.stabilisationMin} min, test ${t.testDurationMin} min; the drop may not exceed ${t.maxDropPercent} % of STP (${t.maxDropMbar} mbar).`,
  ];
}

function letByNotes(t: NonNullable<Tests['letByTest']>): string[] {
  return [
    `Let-by test (${t.standard}, existing installations, before the tightness test): ${t.testPressureMbar} mbar (50 % of MOP) for ${t.durationMin} min (${t.durationBasis}); no pressure rise is allowed.`,
  ];
}

function durationText(t: NonNullable<Tests['tightnessTest']>): string {
  const basis = t.durationBasis;
  switch (basis.kind) {
    case 'commercial-new-table':
      return `IGE/UP/1A new-installation table, installation volume up to ${basis.ivRowUpToM3} m³, GRM ${t.grmMbar} mbar`;
    case 'commercial-existing-table':
      return `IGE/UP/1A existing-installation table, installation volume up to ${basis.ivRowUpToM3} m³, ${t.testMedium === 'Air' ? 'air' : 'natural gas'} test`;
    case 'industrial-formula':
      return basis.formula;
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(basis);
  }
}

function maxDropText(t: NonNullable<Tests['tightnessTest']>): string {
  const basis = t.maxDropBasis;
  switch (basis.kind) {
    case 'MPLR':
      return `${basis.formula} (MPLR ${t.mplrM3h} m³/h)`;
    case 'MAPD':
      return `IGE/UP/1A maximum allowable pressure drop table: installation volume up to ${basis.ivBandUpToM3} m³, room volume column ${basis.roomVolumeColumnM3} m³ (room volume ${String(t.roomVolumeM3)} m³) = ${t.maxDropMbar} mbar`;
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(basis);
  }
}

function tightnessNotes(t: NonNullable<Tests['tightnessTest']>): string[] {
  const area = t.areaType === null ? [] : [`Room classification: ${AREA_TYPE_LABELS[t.areaType]}.`];
  return [
    `Tightness test (${t.standard}, ${t.gasType}, ${t.testMedium === 'Air' ? 'air' : 'gas'} test): ${t.testPressureMbar} mbar (the greater of MOP and 20 mbar); stabilise ${t.stabilisationMin} min, then test for ${t.durationMin} min.`,
    `Test duration: ${durationText(t)}.`,
    `Maximum pressure drop: ${maxDropText(t)}.`,
    ...area,
  ];
}

function purgeNotes(t: NonNullable<Tests['purge']>): string[] {
  return [
    `Purge: ${t.formula} (safety factor ${t.safetyFactor}; meters purged at 5 × cyclic volume).`,
    `Minimum purge flow ${t.minimumFlowM3h} m³/h (DN${t.flowRowNominalSizeMm} row for the largest pipe); maximum purge time ${t.maximumPurgeTime}; purge-point bore ${t.purgePointBoreMm} mm.`,
    'Purging needs a written risk assessment (DSEAR) and a purge procedure before work starts.',
  ];
}

/** Notes explaining each test's figures and where they come from. */
export function describeTests(tests: Tests): string[] {
  return [
    ...(tests.strengthTest ? strengthNotes(tests.strengthTest) : []),
    ...(tests.letByTest ? letByNotes(tests.letByTest) : []),
    ...(tests.tightnessTest ? tightnessNotes(tests.tightnessTest) : []),
    ...(tests.purge ? purgeNotes(tests.purge) : []),
  ];
}
