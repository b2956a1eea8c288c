import {
  AREA_TYPES,
  CALCULATOR_TYPES,
  GAS_TYPES,
  GAUGE_TYPES,
  INSTALLATION_TYPES,
  OPERATION_TYPES,
  PIPE_MATERIALS,
  PURGE_DIRECTIONS,
  TEST_MEDIA,
  VERDICT_STATUSES,
  calculateIge,
  type CalculationInput,
  type VerdictStatus,
} from '@pipeproof/engine';
import { ACTION_NOTE_MAX_CHARS, type TestName } from '@pipeproof/contracts';
import {
  readStoredMeterLine,
  readStoredPipeLine,
  readStoredReadings,
  readStoredSite,
  TEST_KINDS,
} from '../../calculator-core';
import type { AssertNoneMissing } from '../../../lib/assert-none-missing';
import type {
  CalculatorDraft,
  CompletedTest,
  JobDetails,
  TestRun,
  TestSetup,
} from '../model/calculator-draft';
import { SECTION_ORDER } from '../model/sections';
import {
  invalid,
  readBoolean,
  readFinite,
  readList,
  readNullable,
  readObject,
  readOneOf,
  readRecord,
  readText,
  readWithDefault,
  StoredValueError,
  type Reader,
} from '../../../lib/stored-value-readers';
import { DRAFT_STORAGE_VERSION } from './draft-storage';

/**
 * What a stored draft must look like to be restored (draft-storage.ts). Anything else — an older
 * shape, a hand-edited value, a half-written entry — is discarded rather than trusted. Written by
 * hand (no zod on the calculator's first load, decision 0641); each reader is typed by the draft
 * itself, so a field added to CalculatorDraft fails to compile here until it is read.
 */
const text = readText(2000);
const id = readText(100, 1);

const readJobDetails = readObject<JobDetails>({
  jobNumber: text,
  customerName: text,
  engineerName: text,
  gasSafeNumber: text,
  location: text,
});

const readSetup = readObject<TestSetup>({
  mopText: text,
  mipText: text,
  // Added with the industrial calculator: drafts stored before it have neither.
  gasType: readWithDefault(readOneOf(['', ...GAS_TYPES]), ''),
  zoneType: readWithDefault(readOneOf(['', ...AREA_TYPES]), ''),
  gaugeType: readOneOf(['', ...GAUGE_TYPES]),
  testMedium: readOneOf(['', ...TEST_MEDIA]),
  purgeDirection: readOneOf(['', ...PURGE_DIRECTIONS]),
  hoseSizeMm: readNullable(readFinite),
  hoseLengthText: text,
  stackSizeMm: readNullable(readFinite),
  stackLengthText: text,
});

function hasNumericSizes(lines: unknown): boolean {
  if (lines === undefined || lines === null) return true;
  return (
    Array.isArray(lines) &&
    lines.every((line) => typeof readRecord(line, 'line').nominalSize === 'number')
  );
}

/**
 * A calculation the app ran: checked by the engine itself (it names every problem), with sizes
 * in mm as numbers, as this app writes them. The engine's answer is the only rule: nothing here
 * repeats its checks.
 */
const readCalculation: Reader<CalculationInput> = (value, path) => {
  const input = readRecord(value, path);
  if (!hasNumericSizes(input.pipeConfigurations) || !hasNumericSizes(input.purgeConfigurations)) {
    invalid(`${path}.nominalSize`);
  }
  try {
    // calculateIge: the step calculators' drafts are commercial or industrial (decision 0820).
    if (calculateIge(input as unknown as CalculationInput).ok)
      return input as unknown as CalculationInput;
  } catch {
    // A shape the engine cannot even read (e.g. a line that is not an object).
  }
  return invalid(path);
};

const readRun = readObject<TestRun>({
  clientId: id,
  letByClientId: id,
  testType: readOneOf(OPERATION_TYPES),
  input: readCalculation,
  readings: readStoredReadings,
  isLetByDone: readBoolean,
  isRecorded: readBoolean,
  // Added later (decision 0414): a draft stored before reads as not timed, no note.
  timedKinds: readWithDefault(readList(readOneOf(TEST_KINDS), { max: TEST_KINDS.length }), []),
  actionNote: readWithDefault(readText(ACTION_NOTE_MAX_CHARS), ''),
});

/**
 * contracts' saved test record names (TestName), listed rather than imported as TEST_NAMES so that
 * contracts' test-names module stays off the calculator's first load (decisions 0641, 0653). The
 * list is checked against the type: a name added to or removed from TestName does not compile.
 */
const STORED_TEST_NAMES = [
  'Strength Test',
  'Tightness Test',
  'Purge',
  'Let-by Test',
] as const satisfies readonly TestName[];
type _EveryTestNameListed = AssertNoneMissing<
  Exclude<TestName, (typeof STORED_TEST_NAMES)[number]>
>;

/** A saved record has a verdict: the engine's, PENDING aside (nothing to record yet). */
const RECORDED_VERDICTS = VERDICT_STATUSES.filter(
  (status): status is Exclude<VerdictStatus, 'PENDING'> => status !== 'PENDING',
);

const readCompletedTest = readObject<CompletedTest>({
  clientId: id,
  testName: readOneOf(STORED_TEST_NAMES),
  calculation: readCalculation,
  actualReadings: readStoredReadings,
  testResult: readOneOf(RECORDED_VERDICTS),
  recordedAt: readText(40),
  site: readStoredSite,
  timedInApp: readWithDefault(readNullable(readBoolean), null),
  actionNote: readWithDefault(readNullable(readText(ACTION_NOTE_MAX_CHARS)), null),
});

const readBeforeOverflow = readNullable(
  readObject<NonNullable<CalculatorDraft['beforeOverflow']>>({
    pipes: readList(readStoredPipeLine, { min: 1, max: 200 }),
    meters: readList(readStoredMeterLine, { max: 200 }),
  }),
);

const readReachedSection: Reader<number> = (value, path) => {
  const index = readFinite(value, path);
  return Number.isInteger(index) && index >= 0 && index < SECTION_ORDER.length
    ? index
    : invalid(path);
};

const readDraft = readObject<CalculatorDraft>({
  calculatorType: readOneOf(CALCULATOR_TYPES),
  jobClientId: id,
  jobDetails: readJobDetails,
  // Drafts saved before decision 0449 had no suggestion.
  suggestedJobNumber: readWithDefault(text, ''),
  installationType: readNullable(readOneOf(INSTALLATION_TYPES)),
  roomVolumeText: text,
  testType: readNullable(readOneOf(OPERATION_TYPES)),
  pipeMaterial: readOneOf(PIPE_MATERIALS),
  pipes: readList(readStoredPipeLine, { min: 1, max: 200 }),
  meters: readList(readStoredMeterLine, { max: 200 }),
  setup: readSetup,
  reachedSection: readReachedSection,
  run: readNullable(readRun),
  completedTests: readList(readCompletedTest, { max: 100 }),
  site: readStoredSite,
  beforeOverflow: readBeforeOverflow,
});

export interface StoredDraft {
  readonly version: typeof DRAFT_STORAGE_VERSION;
  readonly savedAt: string;
  readonly draft: CalculatorDraft;
}

/** The stored entry as the draft it holds, or null when any part of it cannot be trusted. */
export function parseStoredDraft(value: unknown): StoredDraft | null {
  try {
    const entry = readRecord(value, 'entry');
    if (entry.version !== DRAFT_STORAGE_VERSION) return null;
    return {
      version: DRAFT_STORAGE_VERSION,
      savedAt: readText(100)(entry.savedAt, 'savedAt'),
      draft: readDraft(entry.draft, 'draft'),
    };
  } catch (error) {
    if (error instanceof StoredValueError) return null;
    throw error;
  }
}
