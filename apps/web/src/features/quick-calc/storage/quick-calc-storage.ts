import { CalculateRequestSchema } from '@pipeproof/contracts';
import {
  GAS_TYPES,
  GAUGE_TYPES,
  INSTALLATION_TYPES,
  METER_TYPES,
  OPERATION_TYPES,
  PIPE_MATERIALS,
  SAFETY_FACTORS,
  TEST_MEDIA,
} from '@pipeproof/engine';
import { z } from 'zod';
import {
  ownerPrefix,
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
} from '../../../lib/device/device-storage';
import type { LoadedDraft } from '../../../lib/use-persisted-draft';
import { createClientId } from '../../calculator-core';
import { PURGE_METHODS, type QuickCalcDraft } from '../model/quick-calc-form';
import { createEmptyJob } from '../model/quick-calc-job';

/**
 * The /calc form kept on this device (decision 0621): localStorage, with the signed-in account's
 * other work (decision 0440, sealed when its session ends), written as it is typed. Anything that
 * does not match this shape is discarded, not trusted.
 */
export const QUICK_CALC_STORAGE_VERSION = 1;
const QUICK_CALC_NAME = `quick-calc.v${QUICK_CALC_STORAGE_VERSION}`;

export function quickCalcStorageKey(userId: string): string {
  return ownerPrefix(userId) + QUICK_CALC_NAME;
}

/** Before the account's work had its own prefix the form was kept under the user's id. */
function takeEarlierForm(userId: string): string | null {
  const earlierKey = `pipeproof.quick-calc.v${QUICK_CALC_STORAGE_VERSION}.${userId}`;
  try {
    const raw = localStorage.getItem(earlierKey);
    if (raw !== null && writeOwnerItem(userId, QUICK_CALC_NAME, raw)) {
      localStorage.removeItem(earlierKey);
    }
    return raw;
  } catch {
    return null;
  }
}

const text = z.string().max(2000);
const id = z.string().min(1).max(100);
const finite = z.number().refine(Number.isFinite);
const MAX_ROWS = 200;

const FormSchema = z.object({
  reference: text,
  engineerName: text,
  installationType: z.enum(INSTALLATION_TYPES).nullable(),
  operationType: z.enum(OPERATION_TYPES),
  mopText: text,
  mipText: text,
  roomVolumeText: text,
  gasType: z.enum(['', ...GAS_TYPES]),
  purgeMethod: z.enum(PURGE_METHODS),
  safetyFactor: z.literal(SAFETY_FACTORS),
  gaugeType: z.enum(['', ...GAUGE_TYPES]),
  testMedium: z.enum(['', ...TEST_MEDIA]),
  pipeMaterial: z.enum(PIPE_MATERIALS),
  pipes: z
    .array(z.object({ id, nominalSizeMm: finite.nullable(), lengthText: text }))
    .min(1)
    .max(MAX_ROWS),
  meters: z
    .array(z.object({ id, meterType: z.enum(['', ...METER_TYPES]), quantityText: text }))
    .max(MAX_ROWS),
});

const StoredDraftSchema = z.object({
  version: z.literal(QUICK_CALC_STORAGE_VERSION),
  draft: z.object({
    form: FormSchema,
    result: z.object({ id, request: CalculateRequestSchema }).nullable(),
    readings: z.object({
      actualPressureDrop: finite.optional(),
      actualFlowRate: finite.optional(),
      actualGasContent: finite.optional(),
      letByPressureReading: finite.optional(),
    }),
    site: z.object({
      siteName: text,
      sectionIdentity: text,
      location: z.object({ latitude: finite, longitude: finite }).nullable(),
    }),
    // Forms stored before /calc could save a job have none: they get a fresh one (decision 0439).
    job: z
      .object({
        clientId: z.uuid(),
        customerName: text,
        gasSafeNumber: text,
        location: text,
        actionNote: text,
        savedJobNumber: text.nullable(),
        records: z
          .array(z.object({ key: z.string().max(20_000), clientId: z.uuid(), recordedAt: text }))
          .max(MAX_ROWS),
        sentKey: z.string().max(200_000).nullable(),
      })
      .optional(),
  }),
});

export type LoadedQuickCalcDraft = LoadedDraft<QuickCalcDraft>;

export function loadQuickCalcDraft(userId: string): LoadedQuickCalcDraft {
  const raw = readOwnerItem(userId, QUICK_CALC_NAME) ?? takeEarlierForm(userId);
  if (raw === null) return { status: 'none' };
  try {
    const parsed = StoredDraftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) {
      const { job, ...draft } = parsed.data.draft;
      return {
        status: 'restored',
        draft: { ...draft, job: job ?? createEmptyJob(createClientId()) },
      };
    }
  } catch {
    // Not JSON: discarded below.
  }
  removeOwnerItem(userId, QUICK_CALC_NAME);
  return { status: 'discarded' };
}

/** False when the browser refused (private mode, storage full) or the account signed out. */
export function saveQuickCalcDraft(userId: string, draft: QuickCalcDraft): boolean {
  const entry = { version: QUICK_CALC_STORAGE_VERSION, draft };
  return writeOwnerItem(userId, QUICK_CALC_NAME, JSON.stringify(entry));
}
