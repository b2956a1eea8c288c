import type { Dispatch } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import type { CalculationInput } from '@pipeproof/engine';
import { toast } from '../../../lib/toast';
import {
  createClientId,
  timedInAppFor,
  verdictFor,
  type EvaluateResult,
  type TestKind,
  type ToastMessage,
} from '../../calculator-core';
import type { RunHandlers } from '../components/results-section';
import type * as CalculateOnServer from '../hooks/calculate-on-server';
import type { JobSync } from '../hooks/use-job-sync';
import type { CalculatorDraft, TestRun } from './calculator-draft';
import { CALCULATION_MESSAGES } from './calculation-messages';
import { checkInBrowser } from './check-in-browser';
import type { DraftAction } from './draft-actions';
import { prepareCalculation } from './prepare-calculation';
import type { SectionId } from './sections';
import { createCompletedTest, createTestRun, currentTestKind, testNameOf } from './test-runs';
import { describeCalculateBlocker } from './validate-calculation';

/** A calculation is being asked of the server: one at a time in this tab (product.md §7). */
let isAskingServer = false;

const newIds = () => ({ clientId: createClientId(), letByClientId: createClientId() });

/** What the page holds for the actions: the job, its result, and the state around a calculation. */
export interface CalculatorActionsContext {
  readonly draft: CalculatorDraft;
  readonly dispatch: Dispatch<DraftAction>;
  readonly tier: Tier;
  readonly result: EvaluateResult | null;
  /** The inputs no longer match the run's calculation: its result is not recorded (decision 0916). */
  readonly isStale: boolean;
  readonly saveToAccount: JobSync['saveToAccount'];
  /** Brings a section to the engineer; Test Setup opens at `part` (a selector) when given. */
  readonly requestScroll: (section: SectionId, part?: string) => void;
  /** Asks 'Record without the timer?' (decision 0414); `record` runs on 'Record Anyway'. */
  readonly askTimerQuestion: (record: () => void) => void;
  /** The industrial calculator's request to the server, shown as calculating while it is out. */
  readonly server: {
    readonly queryClient: QueryClient;
    /** The page to come back to after signing in again. */
    readonly pathname: string;
    readonly setIsCalculating: (isCalculating: boolean) => void;
  };
}

/** The engineer's buttons from Calculate on, less the page's own state (the timer question). */
export interface CalculatorActions {
  readonly calculate: () => void;
  readonly handlers: Omit<RunHandlers, 'timerQuestion' | 'declinedCount'>;
}

interface RunCalculationOptions {
  /** No toasts (the test chain tries a purge at once and falls back to Test Setup quietly). */
  readonly silent?: boolean;
}

/**
 * Calculate: the product.md §5 checks and the tier gate, then the engine. The commercial calculator
 * runs the engine in the browser (product.md §7); the industrial one asks POST /api/calculate and
 * answers its errors as product.md §8 says (calculate-on-server.ts, loaded when first needed).
 * Resolves to the calculation to show, or null.
 */
async function runCalculation(
  context: CalculatorActionsContext,
  draft: CalculatorDraft,
  { silent = false }: RunCalculationOptions = {},
): Promise<CalculationInput | null> {
  const show = (message: ToastMessage) => {
    if (!silent) toast.error(message.title, { description: message.description });
  };
  const prepared = prepareCalculation(draft, context.tier);
  const checked =
    prepared.ok && draft.calculatorType === 'commercial'
      ? checkInBrowser(prepared.input)
      : prepared;
  if (!checked.ok) {
    show(checked.message);
    return null;
  }
  if (draft.calculatorType === 'commercial') return checked.input;
  // The engine on this device, where the server cannot be asked (product.md §10).
  const calculateOnDevice = (input: CalculationInput) => {
    const onDevice = checkInBrowser(input);
    if (!onDevice.ok) show(onDevice.message);
    return onDevice.ok ? onDevice.input : null;
  };
  const { server } = context;
  if (isAskingServer) return null;
  isAskingServer = true;
  server.setIsCalculating(true);
  try {
    let calculateOnServer: typeof CalculateOnServer.calculateOnServer;
    try {
      ({ calculateOnServer } = await import('../hooks/calculate-on-server'));
    } catch {
      // Its code did not come (decision 0906): no signal, so no server either. The same engine on
      // this device works the test out, as with no answer.
      return calculateOnDevice(checked.input);
    }
    return await calculateOnServer(checked.input, {
      queryClient: server.queryClient,
      pathname: server.pathname,
      show,
      silent,
      calculateOnDevice,
    });
  } finally {
    isAskingServer = false;
    server.setIsCalculating(false);
  }
}

/**
 * What the engineer's buttons do from Calculate on: calculate, record a result, move along the test
 * chain. They come with the engine (decision 0860): only the sections and results that load with
 * it show them.
 */
export function createCalculatorActions(context: CalculatorActionsContext): CalculatorActions {
  const { draft, dispatch, tier, result, saveToAccount, requestScroll } = context;

  /**
   * Records with whether the test period was timed in the app; when it was not, asks first
   * (product.md §4, decision 0414) and records only on 'Record Anyway'.
   */
  const afterTimerCheck = (kind: TestKind, record: (timedInApp: boolean | null) => void) => {
    const run = draft.run;
    if (!run) return;
    // A result worked out from other inputs than those now entered is not recorded: the engineer
    // recalculates first, as /calc asks (decision 0916).
    if (context.isStale) {
      toast.error(CALCULATION_MESSAGES.inputsChanged.title, {
        description: CALCULATION_MESSAGES.inputsChanged.description,
      });
      return;
    }
    const timedInApp = timedInAppFor(run.timedKinds, kind);
    if (timedInApp !== false) {
      record(timedInApp);
      return;
    }
    context.askTimerQuestion(() => record(false));
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
    const input = await runCalculation(context, draft);
    if (input === null || testType === null) return;
    dispatch({ type: 'start-run', run: createTestRun(input, testType, newIds(), draft.run) });
    saveToAccount(draft, input);
    if (testType === 'Purge')
      toast.success(CALCULATION_MESSAGES.purgeCalculated.title, {
        description: CALCULATION_MESSAGES.purgeCalculated.description,
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
    const input = canRunPurge ? await runCalculation(context, nextDraft, { silent: true }) : null;
    if (input === null) {
      requestScroll('test-setup');
      return;
    }
    dispatch({ type: 'start-run', run: createTestRun(input, next, newIds(), null) });
    toast.success(CALCULATION_MESSAGES.purgeCalculated.title, {
      description: CALCULATION_MESSAGES.purgeCalculated.description,
    });
    requestScroll('results');
  };

  const handlers: CalculatorActions['handlers'] = {
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
      dispatch({ type: 'repeat-test', ...newIds() });
      requestScroll('results');
    },
    onChooseDirection: () => requestScroll('test-setup', '[data-purge-direction]'),
  };

  return { calculate: () => void calculate(), handlers };
}
