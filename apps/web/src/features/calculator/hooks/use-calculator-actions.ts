import type { Dispatch } from 'react';
import { toast } from 'sonner';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { createClientId, verdictFor, type EvaluateResult } from '../../calculator-core';
import type { RunHandlers } from '../components/results-section';
import { createEmptyDraft, type CalculatorDraft, type TestRun } from '../model/calculator-draft';
import { CALCULATOR_MESSAGES } from '../model/calculator-messages';
import type { DraftAction } from '../model/draft-actions';
import type { SectionId } from '../model/sections';
import {
  createCompletedTest,
  createTestRun,
  currentTestKind,
  testNameOf,
} from '../model/test-runs';
import { describeCalculateBlocker } from '../model/validate-calculation';
import type { JobSync } from './use-job-sync';
import { useRunCalculation } from './use-run-calculation';

const newIds = () => ({ clientId: createClientId(), letByClientId: createClientId() });

interface CalculatorActionsArgs {
  readonly draft: CalculatorDraft;
  readonly dispatch: Dispatch<DraftAction>;
  readonly tier: Tier;
  readonly result: EvaluateResult | null;
  readonly saveToAccount: JobSync['saveToAccount'];
  readonly requestScroll: (section: SectionId) => void;
}

/** What the engineer's buttons do: calculate, save a result, move along the test chain, reset. */
export function useCalculatorActions(args: CalculatorActionsArgs) {
  const { draft, dispatch, tier, result, saveToAccount, requestScroll } = args;
  const { runCalculation, isCalculating } = useRunCalculation(tier);

  const currentRecord = (run: TestRun) => {
    if (!result?.ok) return null;
    return createCompletedTest({
      clientId: run.clientId,
      testName: testNameOf(run.testType),
      calculation: run.input,
      readings: run.readings,
      status: verdictFor(result.evaluation, currentTestKind(run)).status,
      site: draft.site,
      recordedAt: new Date().toISOString(),
    });
  };

  const calculate = async () => {
    const { testType } = draft;
    const input = await runCalculation(draft);
    if (input === null || testType === null) return;
    dispatch({ type: 'start-run', run: createTestRun(input, testType, newIds(), draft.run) });
    saveToAccount(draft, input);
    if (testType === 'Purge')
      toast.success(CALCULATOR_MESSAGES.purgeCalculated.title, {
        description: CALCULATOR_MESSAGES.purgeCalculated.description,
      });
    requestScroll('results');
  };

  /** product.md §4 chain: the current result is recorded, the next test set; a purge runs at once. */
  const startNext = async (next: 'Tightness Test' | 'Purge') => {
    const run = draft.run;
    const record = run && !run.isRecorded ? currentRecord(run) : null;
    const nextDraft: CalculatorDraft = { ...draft, testType: next, run: null };
    dispatch({ type: 'start-next-test', next, record, run: null });
    if (run && record) saveToAccount(draft, run.input, [record]);
    if (next !== 'Purge') {
      requestScroll('pipe-configuration');
      return;
    }
    // Calculated at once when it can be (decision 0412 #5), quietly; otherwise Test Setup.
    const canRunPurge = TIER_POLICY[tier].canPurge && describeCalculateBlocker(nextDraft) === null;
    const input = canRunPurge ? await runCalculation(nextDraft, { silent: true }) : null;
    if (input === null) {
      requestScroll('test-setup');
      return;
    }
    dispatch({ type: 'start-run', run: createTestRun(input, next, newIds(), null) });
    toast.success(CALCULATOR_MESSAGES.purgeCalculated.title, {
      description: CALCULATOR_MESSAGES.purgeCalculated.description,
    });
    requestScroll('results');
  };

  const handlers: RunHandlers = {
    onRecalculate: () => void calculate(),
    onRecord: () => {
      const record = draft.run ? currentRecord(draft.run) : null;
      if (!draft.run || !record) return;
      dispatch({ type: 'record-result', record });
      saveToAccount(draft, draft.run.input, [record]);
      toast.success('Test Record Saved', {
        description: `${record.testName}: ${record.testResult}`,
      });
    },
    onContinueAfterLetBy: () => {
      const run = draft.run;
      if (!run || !result?.ok) return;
      const record = createCompletedTest({
        clientId: run.letByClientId,
        testName: 'Let-by Test',
        calculation: run.input,
        readings: { letByPressureReading: run.readings.letByPressureReading },
        status: verdictFor(result.evaluation, 'let-by').status,
        site: draft.site,
        recordedAt: new Date().toISOString(),
      });
      if (!record) return;
      dispatch({ type: 'continue-after-let-by', record });
      saveToAccount(draft, run.input, [record]);
    },
    onStartNext: (next) => void startNext(next),
    onRepeat: () => {
      const ids = newIds();
      dispatch({ type: 'repeat-test', ...ids });
      requestScroll('results');
    },
    onChooseDirection: () => requestScroll('test-setup'),
  };

  const clearAll = () => {
    dispatch({ type: 'reset', draft: createEmptyDraft(draft.calculatorType) });
    toast.success(CALCULATOR_MESSAGES.dataReset.title, {
      description: CALCULATOR_MESSAGES.dataReset.description,
    });
    requestScroll('job-details');
  };

  return { calculate: () => void calculate(), isCalculating, clearAll, handlers };
}
