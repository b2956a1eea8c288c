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
import type { LoadedDraft } from '../../../lib/use-persisted-draft';
import { PURGE_METHODS, type QuickCalcDraft } from '../model/quick-calc-form';

/**
 * The /calc form kept on this device (decision 0621): localStorage, one entry per signed-in
 * user, written as it is typed. Anything that does not match this shape is discarded, not trusted.
 */
export const QUICK_CALC_STORAGE_VERSION = 1;

export function quickCalcStorageKey(userId: string): string {
  return `pipeproof.quick-calc.v${QUICK_CALC_STORAGE_VERSION}.${userId}`;
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
  }),
});

export type LoadedQuickCalcDraft = LoadedDraft<QuickCalcDraft>;

export function loadQuickCalcDraft(userId: string): LoadedQuickCalcDraft {
  const key = quickCalcStorageKey(userId);
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return { status: 'none' };
  }
  if (raw === null) return { status: 'none' };
  try {
    const parsed = StoredDraftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { status: 'restored', draft: parsed.data.draft };
  } catch {
    // Not JSON: discarded below.
  }
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
  return { status: 'discarded' };
}

/** False when the browser refused (private mode, storage full). */
export function saveQuickCalcDraft(userId: string, draft: QuickCalcDraft): boolean {
  try {
    const entry = { version: QUICK_CALC_STORAGE_VERSION, draft };
    localStorage.setItem(quickCalcStorageKey(userId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}
