import {
  AREA_TYPES,
  CALCULATOR_TYPES,
  DOMESTIC_PIPE_MATERIALS,
  GAS_TYPES,
  GAUGE_TYPE_ALIASES,
  HOSE_STACK_TYPES,
  INSTALLATION_TYPE_ALIASES,
  METER_TYPES,
  OPERATION_TYPES,
  PIPE_MATERIALS,
  PURGE_DIRECTIONS,
  SAFETY_FACTORS,
  TEST_MEDIUM_ALIASES,
  type CalculationInput,
} from '@pipeproof/engine';
import { z } from 'zod';

/**
 * POST /api/calculate request (product.md §3 Project, §7; decision 0350). Every list of choices comes from
 * the engine (its vocabularies and synonym maps), so nothing is written twice. This schema checks
 * the shape and the JSON types; the engine checks the domain (which sizes exist for a material,
 * ranges, what each test needs) and names the field and the reason (decision 0350).
 */

/** Longest list of pipe, meter or hose/stack lines one request may carry. */
export const CALCULATION_MAX_LINES = 200;
export const CALCULATION_MAX_TEXT_CHARS = 200;

type Choice = string | number;

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

function oneOfMessage(
  values: readonly Choice[],
  listed = values.join(', '),
): (issue: { input?: unknown }) => string {
  return (issue) => (isMissing(issue.input) ? 'is required' : `must be one of: ${listed}`);
}

/** One of `values`; an unknown one is told `listed` (the values, unless told otherwise). */
function choice<const T extends readonly [string, ...string[]]>(values: T, listed?: string) {
  return z.enum(values, { error: oneOfMessage(values, listed) });
}

/** The keys of a synonym map: product.md's words and the canonical ones ('Water Gauge', 'water'). */
function aliasKeys<T extends string>(aliases: Readonly<Record<T, string>>): [T, ...T[]] {
  return Object.keys(aliases) as [T, ...T[]];
}

const numberField = z.number({
  error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be a number'),
});
const optionalNumber = numberField.nullish();
const optionalAnswer = z.boolean({ error: 'must be true or false' }).nullish();
const optionalText = z
  .string({ error: 'must be text' })
  .max(CALCULATION_MAX_TEXT_CHARS, {
    error: `must be at most ${CALCULATION_MAX_TEXT_CHARS} characters`,
  })
  .nullish();

function lines<T extends z.ZodType>(line: T) {
  return z
    .array(line, { error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be a list') })
    .max(CALCULATION_MAX_LINES, { error: `must have at most ${CALCULATION_MAX_LINES} lines` });
}

/** "25", " 25 mm", "25mm" (product.md §7 industrial form) → 25. */
const NOMINAL_SIZE_TEXT = /^\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$/i;

const NOMINAL_SIZE_MESSAGE = 'must be a size in mm, such as 25 or "25mm"';

/** A nominal size in mm: a number, or text such as "25mm"; always a number once parsed. */
export const NominalSizeSchema = z
  .union([z.number(), z.string().regex(NOMINAL_SIZE_TEXT, { error: NOMINAL_SIZE_MESSAGE })], {
    error: (issue) => (isMissing(issue.input) ? 'is required' : NOMINAL_SIZE_MESSAGE),
  })
  .transform((value) =>
    typeof value === 'number' ? value : Number(NOMINAL_SIZE_TEXT.exec(value)?.[1]),
  );

export const CalculationProjectSchema = z.object(
  {
    reference: optionalText,
    engineerName: optionalText,
    installationType: choice(aliasKeys(INSTALLATION_TYPE_ALIASES)),
    operationType: choice(OPERATION_TYPES),
    gasType: choice(GAS_TYPES).nullish(),
    testMedium: choice(aliasKeys(TEST_MEDIUM_ALIASES)).nullish(),
    gaugeType: choice(aliasKeys(GAUGE_TYPE_ALIASES)).nullish(),
    maxOperatingPressure: optionalNumber,
    maxIncidentalPressure: optionalNumber,
    zoneType: choice(AREA_TYPES).nullish(),
    roomVolume: optionalNumber,
    safetyFactor: z.literal(SAFETY_FACTORS, { error: oneOfMessage(SAFETY_FACTORS) }).nullish(),
    purgeDirection: choice(PURGE_DIRECTIONS).nullish(),
    /** Domestic (IGEM/UP/1B, decision 0820): the test's conditions. */
    appliancesConnected: optionalAnswer,
    testPressure: optionalNumber,
    stabilizationTime: optionalNumber,
  },
  { error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be an object') },
);

const lineObject = { error: 'must be an object' };

/** The domestic calculator's materials the others do not take (PE, CSST). */
const DOMESTIC_ONLY_MATERIALS = DOMESTIC_PIPE_MATERIALS.filter(
  (material) => !(PIPE_MATERIALS as readonly string[]).includes(material),
);

export const PipeConfigurationSchema = z.object(
  {
    /**
     * Default steel (product.md §3); PE and CSST in the domestic calculator only (the engine
     * checks, and says 'must be one of: steel, copper' elsewhere). An unknown material is told
     * both lists, so a commercial or industrial caller is not offered PE.
     */
    material: choice(
      DOMESTIC_PIPE_MATERIALS,
      `${PIPE_MATERIALS.join(', ')} (the domestic calculator also takes ${DOMESTIC_ONLY_MATERIALS.join(', ')})`,
    ).nullish(),
    nominalSize: NominalSizeSchema,
    /** Metres. */
    length: numberField,
  },
  lineObject,
);

export const METER_TYPE_CHOICES = ['none', ...METER_TYPES] as const;

export const MeterConfigurationSchema = z.object(
  { meterType: choice(METER_TYPE_CHOICES), quantity: numberField },
  lineObject,
);

export const PurgeConfigurationSchema = z.object(
  { type: choice(HOSE_STACK_TYPES), nominalSize: NominalSizeSchema, length: numberField },
  lineObject,
);

/** Readings taken on site (product.md §3 actualReadings), so the server can give the verdict itself. */
export const CalculationReadingsSchema = z.object(
  {
    actualPressureDrop: optionalNumber,
    actualFlowRate: optionalNumber,
    actualGasContent: optionalNumber,
    letByPressureReading: optionalNumber,
    /** Domestic: the pipework-only retest and the smell-of-gas question (decision 0820). */
    retestPressureDrop: optionalNumber,
    smellOfGas: optionalAnswer,
  },
  lineObject,
);

export const CalculateRequestSchema = z.object({
  calculatorType: choice(CALCULATOR_TYPES),
  project: CalculationProjectSchema,
  pipeConfigurations: lines(PipeConfigurationSchema),
  meterConfigurations: lines(MeterConfigurationSchema).nullish(),
  purgeConfigurations: lines(PurgeConfigurationSchema).nullish(),
  readings: CalculationReadingsSchema.nullish(),
});

/** What a client sends (sizes may be "25mm"). */
export type CalculateRequestBody = z.input<typeof CalculateRequestSchema>;
/** The parsed request: sizes in mm as numbers; ready for the engine's calculate(). */
export type CalculateRequest = z.output<typeof CalculateRequestSchema>;

// The parsed request is a valid engine input: a change on either side fails to compile here.
type _RequestIsEngineInput = [CalculateRequest] extends [CalculationInput] ? true : never;
const _requestIsEngineInput: _RequestIsEngineInput = true;
