import type { TestName } from '@pipeproof/contracts';
import type {
  CalculationInput,
  OperationType,
  ReadingsInput,
  VerdictStatus,
} from '@pipeproof/engine';
import type { SiteRecord, TestKind } from '../../calculator-core';
import type { CompletedTest, TestRun } from './calculator-draft';
import { nextTestInChain } from './test-selection';

/** The test kind whose readings the run is taking now. */
export function currentTestKind(run: TestRun): TestKind {
  switch (run.testType) {
    case 'Strength Test':
      return 'strength';
    case 'Purge':
      return 'purge';
    case 'Tightness Test':
      return run.input.project.installationType === 'existing' && !run.isLetByDone
        ? 'let-by'
        : 'tightness';
  }
}

/**
 * The record name of a run's own test: each operation's test is saved under the operation's own
 * name, the name contracts' TEST_NAME_OPERATION maps back to it (test-runs.test.ts holds the two
 * together). The let-by test, the first part of a tightness operation, is recorded under its own
 * name by 'Continue to Tightness Test'. Typed, not looked up: the names stay off the first load.
 */
export function testNameOf(operation: OperationType): TestName {
  return operation;
}

export interface NewRunIds {
  readonly clientId: string;
  readonly letByClientId: string;
}

/**
 * A run for a fresh calculation. Recalculating the same test before its result is saved keeps
 * the readings and ids (the engineer corrected an input; what they measured still stands);
 * anything else starts clean.
 */
export function createTestRun(
  input: CalculationInput,
  testType: OperationType,
  ids: NewRunIds,
  previous: TestRun | null,
): TestRun {
  if (previous && previous.testType === testType && !previous.isRecorded) {
    return { ...previous, input };
  }
  return {
    clientId: ids.clientId,
    letByClientId: ids.letByClientId,
    testType,
    input,
    readings: {},
    isLetByDone: false,
    isRecorded: false,
    timedKinds: [],
    actionNote: '',
  };
}

/** product.md §3 'Saved test record'; null while the verdict is PENDING (nothing to record yet). */
export function createCompletedTest(args: {
  readonly clientId: string;
  readonly testName: TestName;
  readonly calculation: CalculationInput;
  readonly readings: ReadingsInput;
  readonly status: VerdictStatus;
  readonly site: SiteRecord;
  readonly recordedAt: string;
  readonly timedInApp: boolean | null;
  /** Kept only with a FAIL (decision 0414); blank is none. */
  readonly actionNote?: string;
}): CompletedTest | null {
  if (args.status === 'PENDING') return null;
  return {
    clientId: args.clientId,
    testName: args.testName,
    calculation: args.calculation,
    actualReadings: args.readings,
    testResult: args.status,
    recordedAt: args.recordedAt,
    site: args.site,
    timedInApp: args.timedInApp,
    actionNote: args.status === 'FAIL' && args.actionNote?.trim() ? args.actionNote.trim() : null,
  };
}

/** product.md §4: after a test passes with an actual drop entered, the next test is offered. */
export function findNextTestOffer(
  run: TestRun,
  status: VerdictStatus,
): 'Tightness Test' | 'Purge' | null {
  if (status !== 'PASS' || run.readings.actualPressureDrop === undefined) return null;
  return nextTestInChain(run.testType);
}

/** Adds a record once: the same clientId again replaces it (as the server's upsert does). */
export function addCompletedTest(
  completed: readonly CompletedTest[],
  record: CompletedTest,
): CompletedTest[] {
  const others = completed.filter((existing) => existing.clientId !== record.clientId);
  return [...others, record];
}
