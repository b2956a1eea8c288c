import { CalculateRequestSchema } from '@pipeproof/contracts';
import {
  CALCULATOR_TYPES,
  GAUGE_TYPES,
  INSTALLATION_TYPES,
  METER_TYPES,
  OPERATION_TYPES,
  PIPE_MATERIALS,
  PURGE_DIRECTIONS,
  TEST_MEDIA,
} from '@pipeproof/engine';
import { z } from 'zod';
import type { CalculatorDraft } from '../model/calculator-draft';

/**
 * What a stored draft must look like to be restored (draft-storage.ts). Anything else — an older
 * shape, a hand-edited value, a half-written entry — is discarded rather than trusted.
 */
const text = z.string().max(2000);
const id = z.string().min(1).max(100);
const finite = z.number().refine(Number.isFinite);

const JobDetailsSchema = z.object({
  jobNumber: text,
  customerName: text,
  engineerName: text,
  gasSafeNumber: text,
  location: text,
});

const ReadingsSchema = z.object({
  actualPressureDrop: finite.optional(),
  actualFlowRate: finite.optional(),
  actualGasContent: finite.optional(),
  letByPressureReading: finite.optional(),
});

const SiteSchema = z.object({
  siteName: text,
  sectionIdentity: text,
  location: z.object({ latitude: finite, longitude: finite }).nullable(),
});

const PipeLineSchema = z.object({ id, nominalSizeMm: finite.nullable(), lengthText: text });
const MeterLineSchema = z.object({
  id,
  meterType: z.enum(['', ...METER_TYPES]),
  quantityText: text,
});

const TestSetupSchema = z.object({
  mopText: text,
  mipText: text,
  gaugeType: z.enum(['', ...GAUGE_TYPES]),
  testMedium: z.enum(['', ...TEST_MEDIA]),
  purgeDirection: z.enum(['', ...PURGE_DIRECTIONS]),
  hoseSizeMm: finite.nullable(),
  hoseLengthText: text,
  stackSizeMm: finite.nullable(),
  stackLengthText: text,
});

const TestRunSchema = z.object({
  clientId: id,
  letByClientId: id,
  testType: z.enum(OPERATION_TYPES),
  input: CalculateRequestSchema,
  readings: ReadingsSchema,
  isLetByDone: z.boolean(),
  isRecorded: z.boolean(),
});

const CompletedTestSchema = z.object({
  clientId: id,
  testName: z.enum(['Strength Test', 'Tightness Test', 'Purge', 'Let-by Test']),
  calculation: CalculateRequestSchema,
  actualReadings: ReadingsSchema,
  testResult: z.enum(['PASS', 'FAIL']),
  recordedAt: z.string().max(40),
  site: SiteSchema,
});

export const CalculatorDraftSchema = z.object({
  calculatorType: z.enum(CALCULATOR_TYPES),
  jobClientId: id,
  jobDetails: JobDetailsSchema,
  installationType: z.enum(INSTALLATION_TYPES).nullable(),
  roomVolumeText: text,
  testType: z.enum(OPERATION_TYPES).nullable(),
  pipeMaterial: z.enum(PIPE_MATERIALS),
  pipes: z.array(PipeLineSchema).min(1).max(200),
  meters: z.array(MeterLineSchema).max(200),
  setup: TestSetupSchema,
  reachedSection: z.number().int().min(0).max(6),
  run: TestRunSchema.nullable(),
  completedTests: z.array(CompletedTestSchema).max(100),
  site: SiteSchema,
  beforeOverflow: z
    .object({ pipes: z.array(PipeLineSchema).min(1), meters: z.array(MeterLineSchema) })
    .nullable(),
});

/** The stored entry: versioned, so a later shape can be migrated or refused on purpose. */
export const DRAFT_STORAGE_VERSION = 1;
export const StoredDraftSchema = z.object({
  version: z.literal(DRAFT_STORAGE_VERSION),
  savedAt: z.string(),
  draft: CalculatorDraftSchema,
});

/** The parsed draft is a CalculatorDraft: a change on either side fails to compile here. */
export function toCalculatorDraft(parsed: z.output<typeof CalculatorDraftSchema>): CalculatorDraft {
  return parsed;
}
