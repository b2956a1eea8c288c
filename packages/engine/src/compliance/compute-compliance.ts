import type { CalculationOutput, Compliance } from '../calculate/calculation-output';
import { assertNever } from '../domain-types';
import { describeTests } from './test-notes';

export type ComplianceInput = Pick<
  CalculationOutput,
  | 'standard'
  | 'operationType'
  | 'gasType'
  | 'volume'
  | 'strengthTest'
  | 'letByTest'
  | 'tightnessTest'
  | 'purge'
  | 'testResult'
  | 'warnings'
>;

function scopeNote(input: ComplianceInput): string {
  return input.standard === 'IGE/UP/1A'
    ? 'Calculated to IGE/UP/1A: Natural Gas installations of up to 1 m³ installation volume and 40 mbar operating pressure.'
    : `Calculated to IGE/UP/1 Edition 2 +A: 2005${input.gasType === null ? '' : ` for ${input.gasType}`}.`;
}

function volumeNote({ volume }: ComplianceInput): string {
  return `Installation volume ${volume.totalM3} m³ = pipework ${volume.pipeworkM3} m³ + 10 % fittings allowance ${volume.fittingsM3} m³ + meters ${volume.metersM3} m³ (rounded up to 0.0001 m³).`;
}

function strengthSteps(t: NonNullable<ComplianceInput['strengthTest']>): string[] {
  switch (t.verdict.status) {
    case 'PENDING':
      return [
        `Raise the pressure to ${t.testPressureMbar} mbar, stabilise for ${t.stabilisationMin} min, then record the drop over ${t.testDurationMin} min.`,
      ];
    case 'PASS':
      return ['Strength test passed: carry out the tightness test.'];
    case 'FAIL':
      return ['Strength test failed: find and repair the leak, then repeat the strength test.'];
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(t.verdict.status);
  }
}

function tightnessSteps(input: ComplianceInput): string[] {
  const { letByTest: letBy, tightnessTest: t } = input;
  if (letBy && letBy.verdict.status === 'PENDING') {
    return [
      `Carry out the let-by test at ${letBy.testPressureMbar} mbar for ${letBy.durationMin} min and record any pressure rise.`,
    ];
  }
  if (letBy && letBy.verdict.status === 'FAIL') {
    return ['Let-by test failed. Resolve gas leakage before continuing to tightness test.'];
  }
  if (!t) return [];
  switch (t.verdict.status) {
    case 'PENDING':
      return [
        `Pressurise to ${t.testPressureMbar} mbar, stabilise for ${t.stabilisationMin} min, then record the drop over ${t.durationMin} min.`,
      ];
    case 'PASS':
      return [
        t.installationType === 'new'
          ? 'Tightness test passed: purge the installation.'
          : 'Tightness test passed: the installation may be put back into service.',
      ];
    case 'FAIL':
      return [
        'Tightness test failed: do not bring the installation into use; find and repair the leak, then repeat the test.',
      ];
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(t.verdict.status);
  }
}

function purgeSteps(t: NonNullable<ComplianceInput['purge']>): string[] {
  switch (t.verdict.status) {
    case 'PENDING':
      return [
        `Purge through a ${t.purgePointBoreMm} mm purge point at no less than ${t.minimumFlowM3h} m³/h; choose the purge direction and record the flow rate and gas content.`,
      ];
    case 'PASS':
      return ['Purge complete: record the result and make the purge point safe.'];
    case 'FAIL':
      return [
        'Purge not complete: keep the flow at or above the minimum and continue purging until the gas content criterion is met.',
      ];
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(t.verdict.status);
  }
}

function operationSteps(input: ComplianceInput): string[] {
  switch (input.operationType) {
    case 'Strength Test':
      return input.strengthTest ? strengthSteps(input.strengthTest) : [];
    case 'Tightness Test':
      return tightnessSteps(input);
    case 'Purge':
      return input.purge ? purgeSteps(input.purge) : [];
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(input.operationType);
  }
}

/** product.md §3 compliance: whether the work complies as entered, why, and what to do next. */
export function computeCompliance(input: ComplianceInput): Compliance {
  const problems = input.warnings.filter((w) => w.severity !== 'info');
  return {
    isCompliant: problems.length === 0 && input.testResult !== 'FAIL',
    notes: [scopeNote(input), volumeNote(input), ...describeTests(input)],
    nextSteps: [...problems.map((w) => w.message), ...operationSteps(input)],
  };
}
