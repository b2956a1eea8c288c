import type { Dispatch } from 'react';
import { toast } from 'sonner';
import { findCalculationGate, TIER_POLICY, type Tier } from '@pipeproof/contracts';
import type { CalculationInput, OperationType } from '@pipeproof/engine';
import type { RunHandlers } from '../components/results-section';
import { createClientId } from '../model/create-client-id';
import { buildCalculationInput } from '../model/build-calculation-input';
import {
  createEmptyDraft,
  type CalculatorDraft,
  type TestName,
  type TestRun,
} from '../model/calculator-draft';
import { CALCULATOR_MESSAGES } from '../model/calculator-messages';
import type { DraftAction } from '../model/draft-actions';
import {
  currentTestKind,
  runCalculation,
  verdictFor,
  type EvaluateResult,
} from '../model/evaluate-run';
import type { SectionId } from '../model/sections';
import { createCompletedTest, createTestRun } from '../model/test-runs';
import { describeCalculateBlocker, validateBeforeCalculate } from '../model/validate-calculation';
import type { JobSync } from './use-job-sync';

const TEST_NAMES = {
  'Strength Test': 'Strength Test',
  'Tightness Test': 'Tightness Test',
  Purge: 'Purge',
} as const satisfies Record<OperationType, TestName>;

const newIds = () => ({ clientId: createClientId(), letByClientId: createClientId() });

interface CalculatorActionsArgs {
  readonly draft: CalculatorDraft;
  readonly dispatch: Dispatch<DraftAction>;
  readonly tier: Tier;
  readonly result: EvaluateResult | null;
  readonly saveToAccount: JobSync['saveToAccount'];
  readonly requestScroll: (section: SectionId) => void;
}

function gateRequest(input: CalculationInput) {
  return {
    calculatorType: input.calculatorType,
    project: { operationType: input.project.operationType },
    pipeConfigurations: input.pipeConfigurations.map((line) => ({
      nominalSize: Number(line.nominalSize),
    })),
    purgeConfigurations: (input.purgeConfigurations ?? []).map((line) => ({
      nominalSize: Number(line.nominalSize),
    })),
  };
}

/** The calculation for the draft as it stands, or the message to toast (spec §5, §6, §8). */
function prepareRun(
  draft: CalculatorDraft,
  tier: Tier,
): { input: CalculationInput } | { title: string; description: string } {
  const problem = validateBeforeCalculate(draft);
  if (problem) return problem;
  const input = buildCalculationInput(draft);
  const fallback = CALCULATOR_MESSAGES.commercialCalculationFallback;
  if (input === null)
    return { title: CALCULATOR_MESSAGES.calculationErrorTitle, description: fallback };
  const gate = findCalculationGate(tier, gateRequest(input));
  if (gate)
    return { title: CALCULATOR_MESSAGES.subscriptionRequiredTitle, description: gate.message };
  let outcome: EvaluateResult;
  try {
    outcome = runCalculation(input);
  } catch {
    return { title: CALCULATOR_MESSAGES.calculationErrorTitle, description: fallback };
  }
  if (!outcome.ok)
    return {
      title: CALCULATOR_MESSAGES.calculationErrorTitle,
      description: outcome.message || fallback,
    };
  const blocking = outcome.evaluation.output.warnings.find((w) => w.severity === 'blocking');
  if (blocking)
    return { title: CALCULATOR_MESSAGES.calculationErrorTitle, description: blocking.message };
  return { input };
}

/** What the engineer's buttons do: calculate, save a result, move along the test chain, reset. */
export function useCalculatorActions(args: CalculatorActionsArgs) {
  const { draft, dispatch, tier, result, saveToAccount, requestScroll } = args;

  const currentRecord = (run: TestRun) => {
    if (!result?.ok) return null;
    return createCompletedTest({
      clientId: run.clientId,
      testName: TEST_NAMES[run.testType],
      calculation: run.input,
      readings: run.readings,
      status: verdictFor(result.evaluation, currentTestKind(run)).status,
      site: draft.site,
      recordedAt: new Date().toISOString(),
    });
  };

  const calculate = () => {
    const prepared = prepareRun(draft, tier);
    if (!('input' in prepared)) {
      toast.error(prepared.title, { description: prepared.description });
      return;
    }
    if (draft.testType === null) return;
    dispatch({
      type: 'start-run',
      run: createTestRun(prepared.input, draft.testType, newIds(), draft.run),
    });
    saveToAccount(draft, prepared.input);
    if (draft.testType === 'Purge')
      toast.success(CALCULATOR_MESSAGES.purgeCalculated.title, {
        description: CALCULATOR_MESSAGES.purgeCalculated.description,
      });
    requestScroll('results');
  };

  const handlers: RunHandlers = {
    onRecalculate: calculate,
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
    onStartNext: (next) => {
      const run = draft.run;
      const record = run && !run.isRecorded ? currentRecord(run) : null;
      const nextDraft: CalculatorDraft = { ...draft, testType: next, run: null };
      const canRunPurge =
        next === 'Purge' &&
        TIER_POLICY[tier].canPurge &&
        describeCalculateBlocker(nextDraft) === null;
      const prepared = canRunPurge ? prepareRun(nextDraft, tier) : null;
      const nextRun =
        prepared && 'input' in prepared
          ? createTestRun(prepared.input, next, newIds(), null)
          : null;
      dispatch({ type: 'start-next-test', next, record, run: nextRun });
      if (run && record) saveToAccount(draft, run.input, [record]);
      if (nextRun)
        toast.success(CALCULATOR_MESSAGES.purgeCalculated.title, {
          description: CALCULATOR_MESSAGES.purgeCalculated.description,
        });
      requestScroll(next === 'Purge' ? (nextRun ? 'results' : 'test-setup') : 'pipe-configuration');
    },
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

  return { calculate, clearAll, handlers };
}
