import {
  assertNever,
  type AreaType,
  type CalculatorType,
  type GasType,
  type GaugeType,
  type InstallationType,
  type OperationType,
  type TestMedium,
} from '../domain-types';
import { COMMERCIAL_SCOPE, INPUT_LIMITS } from '../tables/scope-limits';
import { requireAreaType, requireTypeBRoomVolume } from '../tightness-test/require-area-type';
import type { IssueCollector } from './input-parsers';

export interface OperationRequirementsInput {
  readonly calculatorType: CalculatorType;
  readonly installationType: InstallationType;
  readonly operationType: OperationType;
  readonly gasType: GasType | null;
  readonly testMedium: TestMedium | null;
  readonly gaugeType: GaugeType | null;
  readonly mopMbar: number | null;
  readonly areaType: AreaType | null;
  readonly roomVolumeM3: number | null;
  readonly appliancesConnected: boolean | null;
  readonly testPressureMbar: number | null;
  readonly stabilisationMin: number | null;
}

/**
 * The domestic calculator's checks (domestic/check-domestic-requirements.ts), passed in by
 * calculate() so that calculateIge() — the commercial and industrial pages — does not carry them.
 */
export type DomesticRequirementsCheck = (
  input: OperationRequirementsInput,
  c: IssueCollector,
) => void;

export function requireField(
  c: IssueCollector,
  field: string,
  value: unknown,
  reason: string,
): void {
  if ((value === null || value === undefined) && !c.hasIssue(field)) {
    c.add({ field, code: 'required', reason });
  }
}

function checkTightness(input: OperationRequirementsInput, c: IssueCollector): void {
  requireField(
    c,
    'project.gaugeType',
    input.gaugeType,
    'a tightness test needs the gauge type (its readable movement sets the test)',
  );
  requireField(
    c,
    'project.testMedium',
    input.testMedium,
    'a tightness test needs the test medium (air or gas)',
  );
  if (input.calculatorType === 'industrial') {
    requireField(
      c,
      'project.gasType',
      input.gasType,
      'an IGE/UP/1 tightness test needs the gas type (it sets F1 and F3)',
    );
    if (input.installationType !== 'existing') return;
    if (c.hasIssue('project.zoneType') || c.hasIssue('project.roomVolume')) return;
    const areaType = c.attempt(() => requireAreaType(input.areaType));
    if (areaType === 'Type B') c.attempt(() => requireTypeBRoomVolume(input.roomVolumeM3));
    return;
  }
  if (input.installationType === 'existing' && !c.hasIssue('project.roomVolume')) {
    requireField(
      c,
      'project.roomVolume',
      input.roomVolumeM3,
      'an existing installation needs the room volume of the smallest occupied space (IGE/UP/1A maximum allowable pressure drop)',
    );
    if (
      input.roomVolumeM3 !== null &&
      input.roomVolumeM3 < INPUT_LIMITS.minCommercialRoomVolumeM3
    ) {
      c.add({
        field: 'project.roomVolume',
        code: 'out_of_range',
        reason: `must be ${INPUT_LIMITS.minCommercialRoomVolumeM3} or more`,
      });
    }
  }
}

/** What each operation needs, by calculator and installation type (standards.md §2–§5, §7). */
export function checkOperationRequirements(
  input: OperationRequirementsInput,
  c: IssueCollector,
  checkDomestic: DomesticRequirementsCheck | null,
): void {
  if (input.calculatorType === 'domestic') {
    if (checkDomestic) return checkDomestic(input, c);
    c.add({
      field: 'calculatorType',
      code: 'not_applicable',
      reason: 'the domestic calculator is worked out by calculate(), not calculateIge()',
    });
    return;
  }
  if (
    input.calculatorType === 'commercial' &&
    input.gasType !== null &&
    input.gasType !== COMMERCIAL_SCOPE.gasType
  ) {
    c.add({
      field: 'project.gasType',
      code: 'not_applicable',
      reason:
        'the commercial calculator (IGE/UP/1A) covers Natural Gas only: use the industrial calculator (IGE/UP/1)',
    });
  }
  const needsMop = input.calculatorType === 'industrial' && input.operationType !== 'Purge';
  if (needsMop) {
    requireField(
      c,
      'project.maxOperatingPressure',
      input.mopMbar,
      'Maximum Operating Pressure (MOP) is required for test calculations',
    );
  }
  switch (input.operationType) {
    case 'Strength Test':
      if (input.installationType === 'existing') {
        c.add({
          field: 'project.operationType',
          code: 'not_applicable',
          reason:
            'a strength test applies to new installations only; an existing installation has a let-by and tightness test',
        });
      }
      return;
    case 'Tightness Test':
      return checkTightness(input, c);
    case 'Purge':
      return;
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(input.operationType);
  }
}
