import { useState, type Dispatch } from 'react';
import { toast } from '../../../lib/toast';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import {
  createClientId,
  verdictFor,
  type EvaluateResult,
  type TestKind,
} from '../../calculator-core';
import type { RunHandlers } from '../components/results-section';
import type { CalculatorDraft, TestRun } from '../model/calculator-draft';
import { createNextJobDraft } from '../model/next-job';
import { CALCULATOR_MESSAGES } from '../model/calculator-messages';
import type { DraftAction } from '../model/draft-actions';
import type { SectionId } from '../model/sections';
import {
  createCompletedTest,
  createTestRun,
  currentTestKind,
  testNameOf,
  timedInAppFor,
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
  /** 'Record Anyway' of the open 'timer not run' question, or null when none is open. */
  const [untimedRecord, setUntimedRecord] = useState<(() => void) | null>(null);
  /** Times 'Go Back' was chosen: a certificate press waiting for the record is then let go. */
  const [declinedCount, setDeclinedCount] = useState(0);

  /**
   * Records with whether the test period was timed in the app; when it was not, asks first
   * (product.md §4, decision 0414) and records only on 'Record Anyway'.
   */
  const afterTimerCheck = (kind: TestKind, record: (timedInApp: boolean | null) => void) => {
    const run = draft.run;
    if (!run) return;
    const timedInApp = timedInAppFor(run, kind);
    if (timedInApp !== false) {
      record(timedInApp);
      return;
    }
    setUntimedRecord(() => () => {
      setUntimedRecord(null);
      record(false);
    });
  };

  const currentRecord = (run: TestRun, timedInApp: boolean | null) => {
    if (!result?.ok) return null;
    return createCompletedTest({
      clientId: run.clientId,
      testName: testNameOf(run.testType),
      calculation: run.input,
      readings: run.readings,
      status: verdictFor(result.evaluation, currentTestKind(run)).status,
      site: draft.site,
      recordedAt: new Date().toISOString(),
      timedInApp,
      actionNote: run.actionNote,
    });
  };

  /** The let-by test's own record (product.md §3): its reading only, under its own clientId. */
  const letByRecord = (run: TestRun, timedInApp: boolean | null) => {
    if (!result?.ok) return null;
    return createCompletedTest({
      clientId: run.letByClientId,
      testName: 'Let-by Test',
      calculation: run.input,
      readings: { letByPressureReading: run.readings.letByPressureReading },
      status: verdictFor(result.evaluation, 'let-by').status,
      site: draft.site,
      recordedAt: new Date().toISOString(),
      timedInApp,
      actionNote: run.actionNote,
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
  const startNext = async (next: 'Tightness Test' | 'Purge', timedInApp: boolean | null) => {
    const run = draft.run;
    const record = run && !run.isRecorded ? currentRecord(run, timedInApp) : null;
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
      const run = draft.run;
      if (!run) return;
      afterTimerCheck(currentTestKind(run), (timedInApp) => {
        const record = currentRecord(run, timedInApp);
        if (!record) return;
        dispatch({ type: 'record-result', record });
        saveToAccount(draft, run.input, [record]);
        toast.success('Test Record Saved', {
          description: `${record.testName}: ${record.testResult}`,
        });
      });
    },
    onRecordLetByFail: () => {
      const run = draft.run;
      // The action taken is required with a let-by FAIL (product.md §5); the card says so.
      if (!run || run.actionNote.trim() === '') return;
      afterTimerCheck('let-by', (timedInApp) => {
        const record = letByRecord(run, timedInApp);
        if (record?.testResult !== 'FAIL') return;
        dispatch({ type: 'record-result', record });
        saveToAccount(draft, run.input, [record]);
        toast.success('Test Record Saved', { description: 'Let-by Test: FAIL' });
      });
    },
    onContinueAfterLetBy: (then) => {
      const run = draft.run;
      if (!run) return;
      afterTimerCheck('let-by', (timedInApp) => {
        const record = letByRecord(run, timedInApp);
        if (record?.testResult !== 'PASS') return;
        dispatch({ type: 'continue-after-let-by', record });
        saveToAccount(draft, run.input, [record]);
        then?.();
      });
    },
    onStartNext: (next) => {
      const run = draft.run;
      if (!run || run.isRecorded) {
        void startNext(next, null);
        return;
      }
      afterTimerCheck(currentTestKind(run), (timedInApp) => void startNext(next, timedInApp));
    },
    onRepeat: () => {
      const ids = newIds();
      dispatch({ type: 'repeat-test', ...ids });
      requestScroll('results');
    },
    onChooseDirection: () => requestScroll('test-setup'),
    timerQuestion:
      untimedRecord === null
        ? null
        : {
            onConfirm: untimedRecord,
            onCancel: () => {
              setUntimedRecord(null);
              setDeclinedCount((count) => count + 1);
            },
          },
    declinedCount,
  };

  const clearAll = () => {
    // The next job number is offered (decision 0449); the engineer's profile fills in again.
    dispatch({ type: 'reset', draft: createNextJobDraft(draft) });
    toast.success(CALCULATOR_MESSAGES.dataReset.title, {
      description: CALCULATOR_MESSAGES.dataReset.description,
    });
    requestScroll('job-details');
  };

  return { calculate: () => void calculate(), isCalculating, clearAll, handlers };
}
