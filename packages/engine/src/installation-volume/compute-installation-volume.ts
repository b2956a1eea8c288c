import type { CalculatorType, HoseStackType, MeterType, PipeMaterial } from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import { cleanNumber, roundVolumeM3 } from '../rounding';
import { FITTINGS_ALLOWANCE_FRACTION } from '../tables/fittings-allowance';
import { INPUT_LIMITS } from '../tables/scope-limits';
import { PURGE_HOSE_STACK_SIZES_MM } from '../tables/purge-rules';
import { lookupMeter } from './lookup-meter';
import { lookupPipeSize, type PipeSize } from './lookup-pipe-size';

export interface PipeRunInput {
  readonly material: PipeMaterial;
  readonly nominalSizeMm: number;
  readonly lengthM: number;
}

export interface MeterInput {
  readonly meterType: MeterType;
  readonly quantity: number;
}

export interface HoseStackInput {
  readonly type: HoseStackType;
  readonly nominalSizeMm: number;
  readonly lengthM: number;
}

export interface InstallationVolumeInput {
  readonly calculatorType: CalculatorType;
  readonly pipeRuns: readonly PipeRunInput[];
  readonly meters?: readonly MeterInput[];
  readonly hoseStacks?: readonly HoseStackInput[];
}

export interface PipeRunVolume extends PipeRunInput {
  readonly volumeM3PerM: number;
  /** Length × volume per metre, before the fittings allowance. */
  readonly volumeM3: number;
  readonly size: PipeSize;
}

export interface MeterVolume extends MeterInput {
  /** One meter's internal volume (standards.md §1). */
  readonly internalVolumeM3: number;
  /** This line's share of the meters' volume: internal volume × quantity. */
  readonly volumeM3: number;
  readonly cyclicVolumeM3: number;
  readonly ratedFlowM3h: number;
}

export interface HoseStackVolume extends HoseStackInput {
  readonly volumeM3PerM: number;
  readonly volumeM3: number;
}

export interface VolumeBreakdown {
  /** Σ pipe length × volume per metre. */
  readonly pipeworkM3: number;
  /** 10 % of pipeworkM3 (standards.md §1). */
  readonly fittingsM3: number;
  /** Σ meter internal volume × quantity. */
  readonly metersM3: number;
  /** Installation volume IV = pipework + fittings + meters, rounded UP to 0.0001 m³ (decision 0301). */
  readonly totalM3: number;
  /** Purge hose and stack volume: NOT part of IV, used by the purge volume only. */
  readonly hoseStackM3: number;
  /** Σ meter cyclic volume × quantity (purge: 5 × this). */
  readonly meterCyclicM3: number;
  readonly pipeRuns: readonly PipeRunVolume[];
  readonly meters: readonly MeterVolume[];
  readonly hoseStacks: readonly HoseStackVolume[];
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function computePipeRun(
  run: PipeRunInput,
  calculatorType: CalculatorType,
  i: number,
): PipeRunVolume {
  const field = `pipeConfigurations[${i}]`;
  const size = lookupPipeSize(
    run.material,
    run.nominalSizeMm,
    calculatorType,
    `${field}.nominalSize`,
  );
  requireNumberInRange(run.lengthM, `${field}.length`, {
    min: 0,
    max: INPUT_LIMITS.maxLineLengthM,
  });
  const volumeM3 = cleanNumber(run.lengthM * size.volumeM3PerM);
  return {
    material: run.material,
    nominalSizeMm: run.nominalSizeMm,
    lengthM: run.lengthM,
    volumeM3PerM: size.volumeM3PerM,
    volumeM3,
    size,
  };
}

function computeMeter(meter: MeterInput, i: number): MeterVolume {
  const field = `meterConfigurations[${i}]`;
  const spec = lookupMeter(meter.meterType, `${field}.meterType`);
  requireNumberInRange(meter.quantity, `${field}.quantity`, {
    min: 1,
    max: INPUT_LIMITS.maxMeterQuantity,
  });
  if (!Number.isInteger(meter.quantity)) {
    throw new EngineInputError({
      field: `${field}.quantity`,
      code: 'out_of_range',
      reason: 'must be a whole number',
    });
  }
  return {
    meterType: meter.meterType,
    quantity: meter.quantity,
    internalVolumeM3: spec.internalVolumeM3,
    volumeM3: cleanNumber(spec.internalVolumeM3 * meter.quantity),
    cyclicVolumeM3: spec.cyclicVolumeM3,
    ratedFlowM3h: spec.ratedFlowM3h,
  };
}

function computeHoseStack(hose: HoseStackInput, i: number): HoseStackVolume {
  const field = `purgeConfigurations[${i}]`;
  if (!(PURGE_HOSE_STACK_SIZES_MM as readonly number[]).includes(hose.nominalSizeMm)) {
    throw new EngineInputError({
      field: `${field}.nominalSize`,
      code: 'unknown_value',
      reason: `purge ${hose.type} sizes are ${PURGE_HOSE_STACK_SIZES_MM.join(', ')} mm`,
    });
  }
  requireNumberInRange(hose.lengthM, `${field}.length`, {
    min: 0,
    max: INPUT_LIMITS.maxLineLengthM,
  });
  // Hose and stack volume per metre = the steel pipe table at the same size (standards.md §5).
  const { volumeM3PerM } = lookupPipeSize(
    'steel',
    hose.nominalSizeMm,
    'industrial',
    `${field}.nominalSize`,
  );
  return {
    type: hose.type,
    nominalSizeMm: hose.nominalSizeMm,
    lengthM: hose.lengthM,
    volumeM3PerM,
    volumeM3: cleanNumber(hose.lengthM * volumeM3PerM),
  };
}

/**
 * Installation volume and its breakdown (standards.md §1):
 * IV = Σ pipe volume × 1.10 + Σ meter internal volume × quantity, in both calculators.
 */
export function computeInstallationVolume(input: InstallationVolumeInput): VolumeBreakdown {
  const pipeRuns = input.pipeRuns.map((run, i) => computePipeRun(run, input.calculatorType, i));
  const meters = (input.meters ?? []).map(computeMeter);
  const hoseStacks = (input.hoseStacks ?? []).map(computeHoseStack);

  const pipeworkM3 = cleanNumber(sum(pipeRuns.map((r) => r.volumeM3)));
  const fittingsM3 = cleanNumber(pipeworkM3 * FITTINGS_ALLOWANCE_FRACTION);
  const metersM3 = cleanNumber(sum(meters.map((m) => m.internalVolumeM3 * m.quantity)));
  return {
    pipeworkM3,
    fittingsM3,
    metersM3,
    totalM3: roundVolumeM3(pipeworkM3 + fittingsM3 + metersM3),
    hoseStackM3: cleanNumber(sum(hoseStacks.map((h) => h.volumeM3))),
    meterCyclicM3: cleanNumber(sum(meters.map((m) => m.cyclicVolumeM3 * m.quantity))),
    pipeRuns,
    meters,
    hoseStacks,
  };
}
