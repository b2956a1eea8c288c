import type { CalculationInput, OperationType, VerdictStatus } from '@pipeproof/engine';
import type { CompletedTest, Readings, SiteRecord, TestName, TestRun } from './calculator-draft';
import { nextTestInChain } from './test-selection';

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
  };
}

/** product.md §3 'Saved test record'; null while the verdict is PENDING (nothing to record yet). */
export function createCompletedTest(args: {
  readonly clientId: string;
  readonly testName: TestName;
  readonly calculation: CalculationInput;
  readonly readings: Readings;
  readonly status: VerdictStatus;
  readonly site: SiteRecord;
  readonly recordedAt: string;
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
