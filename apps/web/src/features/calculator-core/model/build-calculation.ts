import type {
  CalculatorType,
  GaugeType,
  InstallationType,
  MeterConfigurationInput,
  OperationType,
  PipeConfigurationInput,
  ProjectInput,
  PurgeConfigurationInput,
  PurgeDirection,
  TestMedium,
} from '@pipeproof/engine';
import { pipeLineMaterial, type LineFields } from './lines';
import {
  parseLengthM,
  parseMeterQuantity,
  parseOptionalNumber,
  type MeterQuantityRule,
} from './parse-fields';

/** Pipe lines with a size chosen (a line without a size is still being filled in). */
export function buildPipeConfigurations(
  lines: Pick<LineFields, 'pipes' | 'pipeMaterial'>,
): PipeConfigurationInput[] {
  return lines.pipes.flatMap((line) =>
    line.nominalSizeMm === null
      ? []
      : [
          {
            material: pipeLineMaterial(line, lines),
            nominalSize: line.nominalSizeMm,
            length: parseLengthM(line.lengthText),
          },
        ],
  );
}

/** Meter lines with a type chosen and a quantity the rule counts (product.md §5). */
export function buildMeterConfigurations(
  lines: Pick<LineFields, 'meters'>,
  rule: MeterQuantityRule,
): MeterConfigurationInput[] {
  return lines.meters.flatMap((line) => {
    const quantity = parseMeterQuantity(line.quantityText, rule);
    return line.meterType === '' || quantity === null
      ? []
      : [{ meterType: line.meterType, quantity }];
  });
}

/** The project fields every calculator asks, as typed ('' is not chosen). */
export interface ProjectFields {
  readonly reference: string;
  readonly engineerName: string;
  readonly installationType: InstallationType;
  readonly operationType: OperationType;
  readonly mopText: string;
  readonly mipText: string;
  readonly gaugeType: GaugeType | '';
  readonly testMedium: TestMedium | '';
  readonly purgeDirection: PurgeDirection | null;
}

/**
 * The engine's project from the fields every calculator shares, blanks as null: the MIP for a
 * strength test only, gauge and medium for the pressure tests, the direction for a purge. Each
 * calculator adds its own (room volume, gas, room classification, safety factor).
 */
export function buildProject(fields: ProjectFields): ProjectInput {
  const { operationType } = fields;
  const isPurge = operationType === 'Purge';
  return {
    reference: fields.reference.trim() || null,
    engineerName: fields.engineerName.trim() || null,
    installationType: fields.installationType,
    operationType,
    maxOperatingPressure: parseOptionalNumber(fields.mopText),
    maxIncidentalPressure:
      operationType === 'Strength Test' ? parseOptionalNumber(fields.mipText) : null,
    gaugeType: isPurge || fields.gaugeType === '' ? null : fields.gaugeType,
    testMedium: isPurge || fields.testMedium === '' ? null : fields.testMedium,
    purgeDirection: isPurge ? fields.purgeDirection : null,
  };
}

interface CalculationParts<Project> {
  readonly calculatorType: CalculatorType;
  readonly project: Project;
  readonly lines: LineFields;
  readonly meterQuantityRule: MeterQuantityRule;
  readonly purgeConfigurations?: PurgeConfigurationInput[];
}

/**
 * A calculation in the engine's (and POST /api/calculate's) shape, without readings: the
 * project, the pipe lines with a size, and the meters and purge hose or stack when there are
 * any (left out, not empty, when there are none).
 */
export function buildCalculation<Project>({
  calculatorType,
  project,
  lines,
  meterQuantityRule,
  purgeConfigurations = [],
}: CalculationParts<Project>) {
  const meterConfigurations = buildMeterConfigurations(lines, meterQuantityRule);
  return {
    calculatorType,
    project,
    pipeConfigurations: buildPipeConfigurations(lines),
    ...(meterConfigurations.length > 0 ? { meterConfigurations } : {}),
    ...(purgeConfigurations.length > 0 ? { purgeConfigurations } : {}),
  };
}
