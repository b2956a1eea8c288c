import {
  AREA_TYPES,
  CALCULATOR_TYPES,
  GAS_TYPES,
  OPERATION_TYPES,
  PURGE_DIRECTIONS,
  SAFETY_FACTORS,
  type AreaType,
  type CalculatorType,
  type GasType,
  type GaugeType,
  type IgeCalculatorType,
  type InstallationType,
  type OperationType,
  type PurgeDirection,
  type SafetyFactor,
  type TestMedium,
} from '../domain-types';
import type { EngineInputIssue } from '../errors';
import type {
  HoseStackInput,
  MeterInput,
  PipeRunInput,
} from '../installation-volume/compute-installation-volume';
import { INPUT_LIMITS } from '../tables/scope-limits';
import {
  GAUGE_TYPE_ALIASES,
  INSTALLATION_TYPE_ALIASES,
  TEST_MEDIUM_ALIASES,
  type CalculationInput,
  type ReadingsInput,
} from './calculation-input';
import {
  IssueCollector,
  parseChoice,
  parseList,
  parseOptionalBoolean,
  parseOptionalNumber,
} from './input-parsers';
import { normaliseLines } from './normalise-lines';
import {
  checkOperationRequirements,
  type DomesticRequirementsCheck,
} from './check-operation-requirements';

export interface NormalisedCalculation {
  readonly calculatorType: CalculatorType;
  readonly installationType: InstallationType;
  readonly operationType: OperationType;
  readonly gasType: GasType | null;
  readonly testMedium: TestMedium | null;
  readonly gaugeType: GaugeType | null;
  /** MOP as entered; null when blank. */
  readonly mopMbar: number | null;
  readonly mipMbar: number | null;
  readonly areaType: AreaType | null;
  readonly roomVolumeM3: number | null;
  readonly safetyFactor: SafetyFactor | null;
  readonly purgeDirection: PurgeDirection | null;
  readonly pipeRuns: readonly PipeRunInput[];
  readonly meters: readonly MeterInput[];
  readonly hoseStacks: readonly HoseStackInput[];
  /** Domestic only (standards.md §7): null elsewhere, and when not given. */
  readonly appliancesConnected: boolean | null;
  readonly testPressureMbar: number | null;
  readonly stabilisationMin: number | null;
  readonly readings: Required<{
    [K in Exclude<keyof ReadingsInput, 'smellOfGas'>]: number | null;
  }> & { readonly smellOfGas: boolean | null };
}

/** A calculation for the IGE/UP/1A or IGE/UP/1 calculator. */
export type IgeCalculation = NormalisedCalculation & {
  readonly calculatorType: IgeCalculatorType;
};

export function isIgeCalculation(n: NormalisedCalculation): n is IgeCalculation {
  return n.calculatorType !== 'domestic';
}

export type NormaliseResult =
  | { readonly ok: true; readonly value: NormalisedCalculation }
  | { readonly ok: false; readonly errors: readonly EngineInputIssue[] };

function normaliseReadings(
  input: CalculationInput,
  c: IssueCollector,
): NormalisedCalculation['readings'] {
  const r: ReadingsInput = input.readings ?? {};
  const read = (key: keyof ReadingsInput, range: Parameters<typeof parseOptionalNumber>[2]) =>
    c.attempt(() => parseOptionalNumber(r[key], `readings.${key}`, range)) ?? null;
  return {
    actualPressureDrop: read('actualPressureDrop', { min: 0, max: INPUT_LIMITS.maxPressureMbar }),
    actualFlowRate: read('actualFlowRate', { min: 0, max: INPUT_LIMITS.maxFlowRateM3h }),
    actualGasContent: read('actualGasContent', { min: 0, max: 100 }),
    letByPressureReading: read('letByPressureReading', {
      min: -INPUT_LIMITS.maxPressureMbar,
      max: INPUT_LIMITS.maxPressureMbar,
    }),
    retestPressureDrop: read('retestPressureDrop', { min: 0, max: INPUT_LIMITS.maxPressureMbar }),
    smellOfGas: c.attempt(() => parseOptionalBoolean(r.smellOfGas, 'readings.smellOfGas')) ?? null,
  };
}

/**
 * Checks and normalises a calculate() input: synonyms mapped, sizes parsed, every range
 * checked, and every problem reported with its field (never NaN, never a bare Error).
 */
export function normaliseCalculationInput(
  input: CalculationInput,
  checkDomestic: DomesticRequirementsCheck | null = null,
): NormaliseResult {
  if (typeof input !== 'object' || input === null) {
    return {
      ok: false,
      errors: [{ field: 'input', code: 'required', reason: 'must be an object' }],
    };
  }
  const c = new IssueCollector();
  const p = input.project ?? ({} as CalculationInput['project']);
  const calculatorType = c.attempt(() =>
    parseChoice(input.calculatorType, 'calculatorType', CALCULATOR_TYPES, true),
  );
  const installationType = c.attempt(() =>
    parseChoice(p.installationType, 'project.installationType', INSTALLATION_TYPE_ALIASES, true),
  );
  const operationType = c.attempt(() =>
    parseChoice(p.operationType, 'project.operationType', OPERATION_TYPES, true),
  );
  const value = {
    gasType: c.attempt(() => parseChoice(p.gasType, 'project.gasType', GAS_TYPES, false)) ?? null,
    testMedium:
      c.attempt(() =>
        parseChoice(p.testMedium, 'project.testMedium', TEST_MEDIUM_ALIASES, false),
      ) ?? null,
    gaugeType:
      c.attempt(() => parseChoice(p.gaugeType, 'project.gaugeType', GAUGE_TYPE_ALIASES, false)) ??
      null,
    mopMbar:
      c.attempt(() =>
        parseOptionalNumber(p.maxOperatingPressure, 'project.maxOperatingPressure', {
          min: 0,
          minExclusive: true,
          max: INPUT_LIMITS.maxOperatingPressureMbar,
        }),
      ) ?? null,
    mipMbar:
      c.attempt(() =>
        parseOptionalNumber(p.maxIncidentalPressure, 'project.maxIncidentalPressure', {
          min: 0,
          max: INPUT_LIMITS.maxPressureMbar,
        }),
      ) ?? null,
    areaType:
      c.attempt(() => parseChoice(p.zoneType, 'project.zoneType', AREA_TYPES, false)) ?? null,
    roomVolumeM3:
      c.attempt(() =>
        parseOptionalNumber(p.roomVolume, 'project.roomVolume', {
          min: 0,
          minExclusive: true,
          max: INPUT_LIMITS.maxRoomVolumeM3,
        }),
      ) ?? null,
    safetyFactor:
      c.attempt(() => parseChoice(p.safetyFactor, 'project.safetyFactor', SAFETY_FACTORS, false)) ??
      null,
    purgeDirection:
      c.attempt(() =>
        parseChoice(p.purgeDirection, 'project.purgeDirection', PURGE_DIRECTIONS, false),
      ) ?? null,
    appliancesConnected:
      c.attempt(() => parseOptionalBoolean(p.appliancesConnected, 'project.appliancesConnected')) ??
      null,
    testPressureMbar:
      c.attempt(() =>
        parseOptionalNumber(p.testPressure, 'project.testPressure', {
          min: 0,
          minExclusive: true,
          max: INPUT_LIMITS.maxPressureMbar,
        }),
      ) ?? null,
    stabilisationMin:
      c.attempt(() =>
        parseOptionalNumber(p.stabilizationTime, 'project.stabilizationTime', { min: 0 }),
      ) ?? null,
    readings: normaliseReadings(input, c),
  };
  const lines = normaliseLines(
    {
      calculatorType: calculatorType ?? 'industrial',
      pipes: c.attempt(() => parseList(input.pipeConfigurations, 'pipeConfigurations')) ?? [],
      meters: c.attempt(() => parseList(input.meterConfigurations, 'meterConfigurations')) ?? [],
      hoses: c.attempt(() => parseList(input.purgeConfigurations, 'purgeConfigurations')) ?? [],
    },
    c,
  );
  if (calculatorType && installationType && operationType) {
    checkOperationRequirements(
      { calculatorType, installationType, operationType, ...value },
      c,
      checkDomestic,
    );
  }
  if (c.issues.length > 0 || !calculatorType || !installationType || !operationType) {
    return { ok: false, errors: c.issues };
  }
  return {
    ok: true,
    value: { calculatorType, installationType, operationType, ...value, ...lines },
  };
}
