import type { CalculateRequestBody } from '@pipeproof/contracts';
import {
  GAS_TYPES,
  GAUGE_TYPES,
  INSTALLATION_TYPES,
  OPERATION_TYPES,
  PIPE_MATERIALS,
  SAFETY_FACTORS,
  TEST_MEDIA,
} from '@pipeproof/engine';
import {
  ownerPrefix,
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
} from '../../../lib/device/device-storage';
import {
  invalid,
  readFinite,
  readList,
  readNullable,
  readObject,
  readOneOf,
  readOptional,
  readRecord,
  readText,
  type Reader,
} from '../../../lib/stored-value-readers';
import { openStoredCopy, type LoadedDraft } from '../../../lib/use-persisted-draft';
import {
  createClientId,
  readStoredMeterLine,
  readStoredPipeLine,
  readStoredReadings,
  readStoredSite,
  TEST_KINDS,
} from '../../calculator-core';
import {
  PURGE_METHODS,
  type QuickCalcDraft,
  type QuickCalcForm,
  type QuickCalcResult,
} from '../model/quick-calc-form';
import {
  createEmptyJob,
  type QuickCalcJob,
  type QuickCalcRecordRef,
} from '../model/quick-calc-job';

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

const text = readText(2000);
const id = readText(100, 1);
const MAX_ROWS = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid: Reader<string> = (value, path) =>
  typeof value === 'string' && UUID.test(value) ? value : invalid(path);

const readForm = readObject<QuickCalcForm>({
  reference: text,
  engineerName: text,
  installationType: readNullable(readOneOf(INSTALLATION_TYPES)),
  operationType: readOneOf(OPERATION_TYPES),
  mopText: text,
  mipText: text,
  roomVolumeText: text,
  gasType: readOneOf(['', ...GAS_TYPES]),
  purgeMethod: readOneOf(PURGE_METHODS),
  safetyFactor: readOneOf(SAFETY_FACTORS),
  gaugeType: readOneOf(['', ...GAUGE_TYPES]),
  testMedium: readOneOf(['', ...TEST_MEDIA]),
  pipeMaterial: readOneOf(PIPE_MATERIALS),
  pipes: readList(readStoredPipeLine, { min: 1, max: MAX_ROWS }),
  meters: readList(readStoredMeterLine, { max: MAX_ROWS }),
});

/** A request's pipe lines as this form sends them: each with its size in mm as a number. */
const readPipeSizes = readList(
  (line, at) => readFinite(readRecord(line, at).nominalSize, `${at}.nominalSize`),
  { max: MAX_ROWS },
);
const readMeterEntries = readOptional(readList(readRecord, { max: MAX_ROWS }));

/**
 * The request the server accepted, as this form built it: a commercial calculation with its
 * installation and operation, and lines with sizes in mm. Kept whole, not field by field: the
 * engine judges the rest when the results are drawn (decision 0873) and says so there ('These
 * results can no longer be worked out: …'), as the step calculators' drafts are checked by the
 * engine (decision 0641); no schema library on /calc's first load.
 */
const readRequest: Reader<CalculateRequestBody> = (value, path) => {
  const request = readRecord(value, path);
  if (request.calculatorType !== 'commercial') invalid(`${path}.calculatorType`);
  const project = readRecord(request.project, `${path}.project`);
  readOneOf(INSTALLATION_TYPES)(project.installationType, `${path}.project.installationType`);
  readOneOf(OPERATION_TYPES)(project.operationType, `${path}.project.operationType`);
  readPipeSizes(request.pipeConfigurations, `${path}.pipeConfigurations`);
  readMeterEntries(request.meterConfigurations, `${path}.meterConfigurations`);
  return request as unknown as CalculateRequestBody;
};

const readResult = readObject<QuickCalcResult>({
  id,
  request: readRequest,
  timedKinds: readOptional(readList(readOneOf(TEST_KINDS), { max: TEST_KINDS.length })),
});

const readRecordRef = readObject<QuickCalcRecordRef>({
  key: readText(20_000),
  clientId: uuid,
  recordedAt: text,
});

const readJob = readObject<QuickCalcJob>({
  clientId: uuid,
  customerName: text,
  gasSafeNumber: text,
  location: text,
  actionNote: text,
  savedJobNumber: readNullable(text),
  records: readList(readRecordRef, { max: MAX_ROWS }),
  sentKey: readNullable(readText(200_000)),
});

const readDraft = readObject<Omit<QuickCalcDraft, 'job'> & { job: QuickCalcJob | undefined }>({
  form: readForm,
  result: readNullable(readResult),
  readings: readStoredReadings,
  site: readStoredSite,
  // Forms stored before /calc could save a job have none: they get a fresh one (decision 0439).
  job: readOptional(readJob),
});

export type LoadedQuickCalcDraft = LoadedDraft<QuickCalcDraft>;

export function loadQuickCalcDraft(userId: string): LoadedQuickCalcDraft {
  return openStoredCopy(
    readQuickCalcDraftAsWritten(userId) ?? takeEarlierForm(userId),
    readQuickCalcDraftText,
    () => removeOwnerItem(userId, QUICK_CALC_NAME),
  );
}

/** A user's stored /calc form exactly as written, or null: a quick look, nothing checked. */
export function readQuickCalcDraftAsWritten(userId: string): string | null {
  return readOwnerItem(userId, QUICK_CALC_NAME);
}

/** A stored /calc form's text, checked, or null when it is not a form this app stores. */
export function readQuickCalcDraftText(text: string): QuickCalcDraft | null {
  try {
    const stored = JSON.parse(text) as { version?: unknown; draft?: unknown };
    if (stored.version !== QUICK_CALC_STORAGE_VERSION) return null;
    const { job, ...draft } = readDraft(stored.draft, 'draft');
    return { ...draft, job: job ?? createEmptyJob(createClientId()) };
  } catch {
    // Not JSON, or not a form this app stored.
    return null;
  }
}

/** False when the browser refused (private mode, storage full) or the account signed out. */
export function saveQuickCalcDraft(userId: string, draft: QuickCalcDraft): boolean {
  const entry = { version: QUICK_CALC_STORAGE_VERSION, draft };
  return writeOwnerItem(userId, QUICK_CALC_NAME, JSON.stringify(entry));
}
