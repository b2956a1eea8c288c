import {
  DOMESTIC_PIPE_MATERIALS,
  HOSE_STACK_TYPES,
  METER_TYPES,
  PIPE_MATERIALS,
  type CalculatorType,
  type MeterType,
} from '../domain-types';
import type {
  HoseStackInput,
  MeterInput,
  PipeRunInput,
} from '../installation-volume/compute-installation-volume';
import { lookupPipeSize } from '../installation-volume/lookup-pipe-size';
import { EngineInputError } from '../errors';
import { PURGE_HOSE_STACK_SIZES_MM } from '../tables/purge-rules';
import { DOMESTIC_METER_TYPES } from '../tables/domestic-permissible-drops';
import { INPUT_LIMITS } from '../tables/scope-limits';
import type {
  MeterConfigurationInput,
  PipeConfigurationInput,
  PurgeConfigurationInput,
} from './calculation-input';
import { parseChoice, parseNominalSizeMm, parseNumber, type IssueCollector } from './input-parsers';

export interface LinesInput {
  readonly calculatorType: CalculatorType;
  readonly pipes: readonly PipeConfigurationInput[];
  readonly meters: readonly MeterConfigurationInput[];
  readonly hoses: readonly PurgeConfigurationInput[];
}

export interface NormalisedLines {
  readonly pipeRuns: readonly PipeRunInput[];
  readonly meters: readonly MeterInput[];
  readonly hoseStacks: readonly HoseStackInput[];
}

const METER_CHOICES: readonly (MeterType | 'none')[] = ['none', ...METER_TYPES];

function normalisePipe(
  pipe: PipeConfigurationInput,
  i: number,
  calculatorType: CalculatorType,
): PipeRunInput {
  const field = `pipeConfigurations[${i}]`;
  const material = parseChoice(
    pipe.material ?? 'steel',
    `${field}.material`,
    calculatorType === 'domestic' ? DOMESTIC_PIPE_MATERIALS : PIPE_MATERIALS,
    true,
  )!;
  const nominalSizeMm = parseNominalSizeMm(pipe.nominalSize, `${field}.nominalSize`);
  lookupPipeSize(material, nominalSizeMm, calculatorType, `${field}.nominalSize`);
  const lengthM = parseNumber(pipe.length, `${field}.length`, { min: 0 });
  return { material, nominalSizeMm, lengthM };
}

function normaliseMeter(
  meter: MeterConfigurationInput,
  i: number,
  calculatorType: CalculatorType,
): MeterInput | null {
  const field = `meterConfigurations[${i}]`;
  const meterType = parseChoice(meter.meterType, `${field}.meterType`, METER_CHOICES, true)!;
  if (meterType === 'none') return null;
  if (
    calculatorType === 'domestic' &&
    !(DOMESTIC_METER_TYPES as readonly MeterType[]).includes(meterType)
  ) {
    throw new EngineInputError({
      field: `${field}.meterType`,
      code: 'not_applicable',
      reason: `a ${meterType} meter is rated above 16 m³/h, outside IGEM/UP/1B: use the commercial calculator (IGE/UP/1A)`,
    });
  }
  const quantity = parseNumber(meter.quantity, `${field}.quantity`, {
    min: 1,
    max: INPUT_LIMITS.maxMeterQuantity,
  });
  if (!Number.isInteger(quantity)) {
    throw new EngineInputError({
      field: `${field}.quantity`,
      code: 'out_of_range',
      reason: 'must be a whole number',
    });
  }
  return { meterType, quantity };
}

function normaliseHose(hose: PurgeConfigurationInput, i: number): HoseStackInput {
  const field = `purgeConfigurations[${i}]`;
  const type = parseChoice(hose.type, `${field}.type`, HOSE_STACK_TYPES, true)!;
  const nominalSizeMm = parseNominalSizeMm(hose.nominalSize, `${field}.nominalSize`);
  if (!(PURGE_HOSE_STACK_SIZES_MM as readonly number[]).includes(nominalSizeMm)) {
    throw new EngineInputError({
      field: `${field}.nominalSize`,
      code: 'unknown_value',
      reason: `purge hose and stack sizes are ${PURGE_HOSE_STACK_SIZES_MM.join(', ')} mm`,
    });
  }
  const lengthM = parseNumber(hose.length, `${field}.length`, { min: 0 });
  return { type, nominalSizeMm, lengthM };
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function requireObject(value: unknown, field: string): void {
  if (!isObject(value))
    throw new EngineInputError({ field, code: 'required', reason: 'must be an object' });
}

/** Pipe, meter and hose/stack lines, each checked against its table (standards.md §1, §5). */
export function normaliseLines(input: LinesInput, c: IssueCollector): NormalisedLines {
  const pipeRuns = input.pipes.flatMap((pipe, i) => {
    const run = c.attempt(() => {
      requireObject(pipe, `pipeConfigurations[${i}]`);
      return normalisePipe(pipe, i, input.calculatorType);
    });
    return run === undefined ? [] : [run];
  });
  if (
    !c.issues.some((issue) => issue.field.startsWith('pipeConfigurations')) &&
    !pipeRuns.some((r) => r.lengthM > 0)
  ) {
    c.add({
      field: 'pipeConfigurations',
      code: 'required',
      reason: 'add at least one pipe with a nominal size and a length greater than 0',
    });
  }
  const meters = input.meters.flatMap((meter, i) => {
    const line = c.attempt(() => {
      requireObject(meter, `meterConfigurations[${i}]`);
      return normaliseMeter(meter, i, input.calculatorType);
    });
    return line === undefined || line === null ? [] : [line];
  });
  if (input.calculatorType === 'domestic' && input.hoses.length > 0) {
    c.add({
      field: 'purgeConfigurations',
      code: 'not_applicable',
      reason:
        'the domestic calculator has no purge hoses or stacks: its purge volume is 1.5 × the installation volume (IGEM/UP/1B)',
    });
    return { pipeRuns, meters, hoseStacks: [] };
  }
  const hoseStacks = input.hoses.flatMap((hose, i) => {
    const line = c.attempt(() => {
      requireObject(hose, `purgeConfigurations[${i}]`);
      return normaliseHose(hose, i);
    });
    return line === undefined ? [] : [line];
  });
  return { pipeRuns, meters, hoseStacks };
}
