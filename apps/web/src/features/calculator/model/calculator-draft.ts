import type { TestName } from '@pipeproof/contracts';
import type {
  AreaType,
  CalculationInput,
  CalculatorType,
  GasType,
  GaugeType,
  InstallationType,
  OperationType,
  PurgeDirection,
  ReadingsInput,
  TestMedium,
  VerdictStatus,
} from '@pipeproof/engine';
import {
  createClientId,
  createPipeLine,
  EMPTY_SITE,
  type LineFields,
  type MeterLine,
  type PipeLine,
  type SiteRecord,
  type TestKind,
} from '../../calculator-core';

/**
 * The whole job in progress on the step-by-step calculator (product.md §2, §3): every field as typed,
 * the test being run with its readings, and the tests already completed. Kept in localStorage as
 * it is typed (draft-storage.ts), so a reload or a dropped tab loses nothing.
 */

export interface JobDetails {
  readonly jobNumber: string;
  readonly customerName: string;
  readonly engineerName: string;
  readonly gasSafeNumber: string;
  readonly location: string;
}

export interface TestSetup {
  readonly mopText: string;
  readonly mipText: string;
  /** Industrial only (IGE/UP/1 sets F1 and F3 by gas); the commercial calculator is Natural Gas. */
  readonly gasType: GasType | '';
  /** Industrial existing-installation tightness tests: room classification (product.md §3 zoneType). */
  readonly zoneType: AreaType | '';
  readonly gaugeType: GaugeType | '';
  readonly testMedium: TestMedium | '';
  readonly purgeDirection: PurgeDirection | '';
  readonly hoseSizeMm: number | null;
  readonly hoseLengthText: string;
  readonly stackSizeMm: number | null;
  readonly stackLengthText: string;
}

/** A test calculated from the inputs as they were when Calculate was pressed. */
export interface TestRun {
  /** clientId of this test's saved record: a retry never makes a second record. */
  readonly clientId: string;
  readonly letByClientId: string;
  readonly testType: OperationType;
  /** The calculation, without readings (the readings are added on every change). */
  readonly input: CalculationInput;
  readonly readings: ReadingsInput;
  /** Existing installations: 'Continue to Tightness Test' was pressed after a let-by PASS. */
  readonly isLetByDone: boolean;
  /** The result was saved as a completed test; its readings are locked. */
  readonly isRecorded: boolean;
  /** Tests of this run whose test period ran to its end on the app's timer (decision 0414). */
  readonly timedKinds: readonly TestKind[];
  /** The action taken after a failed test, as typed (product.md §4; decision 0414). */
  readonly actionNote: string;
}

/** product.md §3 'Saved test record'. */
export interface CompletedTest {
  readonly clientId: string;
  readonly testName: TestName;
  readonly calculation: CalculationInput;
  readonly actualReadings: ReadingsInput;
  readonly testResult: Exclude<VerdictStatus, 'PENDING'>;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly site: SiteRecord;
  /**
   * The test period was timed on the app's timer; false: recorded after 'Record Anyway'; null:
   * nothing to time (a purge), or recorded before the app asked (decision 0414).
   */
  readonly timedInApp: boolean | null;
  /** What the engineer did about a failed test; null when none (decision 0414). */
  readonly actionNote: string | null;
}

/** The lines (pipeMaterial, pipes, meters) are calculator-core's, read by its rules. */
export interface CalculatorDraft extends LineFields {
  readonly calculatorType: CalculatorType;
  /** The job's clientId on the server (POST /api/jobs is an upsert by it). */
  readonly jobClientId: string;
  readonly jobDetails: JobDetails;
  /**
   * The job number offered when this job was started, the next after the last job's (decision
   * 0449); '' when none was. While the job number is still this, the engineer has not typed one.
   */
  readonly suggestedJobNumber: string;
  readonly installationType: InstallationType | null;
  readonly roomVolumeText: string;
  readonly testType: OperationType | null;
  readonly setup: TestSetup;
  /** Index into SECTION_ORDER of the furthest section shown: sections never disappear again. */
  readonly reachedSection: number;
  readonly run: TestRun | null;
  readonly completedTests: readonly CompletedTest[];
  readonly site: SiteRecord;
  /** Pipes and meters before the change that took the volume over 1 m³ (the dialog's undo). */
  readonly beforeOverflow: {
    readonly pipes: readonly PipeLine[];
    readonly meters: readonly MeterLine[];
  } | null;
}

export const EMPTY_JOB_DETAILS: JobDetails = {
  jobNumber: '',
  customerName: '',
  engineerName: '',
  gasSafeNumber: '',
  location: '',
};

export const EMPTY_TEST_SETUP: TestSetup = {
  mopText: '',
  mipText: '',
  gasType: '',
  zoneType: '',
  gaugeType: '',
  testMedium: '',
  purgeDirection: '',
  hoseSizeMm: null,
  hoseLengthText: '',
  stackSizeMm: null,
  stackLengthText: '',
};

export function createEmptyDraft(calculatorType: CalculatorType): CalculatorDraft {
  return {
    calculatorType,
    jobClientId: createClientId(),
    jobDetails: EMPTY_JOB_DETAILS,
    suggestedJobNumber: '',
    installationType: null,
    roomVolumeText: '',
    testType: null,
    pipeMaterial: 'steel',
    pipes: [createPipeLine()],
    meters: [],
    setup: EMPTY_TEST_SETUP,
    reachedSection: 0,
    run: null,
    completedTests: [],
    site: EMPTY_SITE,
    beforeOverflow: null,
  };
}
