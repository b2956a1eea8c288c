import { isLineAction, normaliseLengthText } from '../../calculator-core';
import type { CalculatorDraft, TestSetup } from './calculator-draft';
import type { DraftAction } from './draft-actions';
import { applyLineAction } from './line-actions';
import { withReachedSection } from './sections';
import { addCompletedTest } from './test-runs';
import { selectInstallationType, selectTestType } from './test-selection';

/**
 * product.md §4: changing the gauge type after a result recalculates. The run's calculation takes the
 * new gauge (and purge direction, which reveals the purge timer and readings); other changes
 * leave the result as calculated and the page offers 'Recalculate'.
 */
function applySetup(draft: CalculatorDraft, patch: Partial<TestSetup>): CalculatorDraft {
  const setup = { ...draft.setup, ...patch };
  const { run } = draft;
  if (run === null || run.isRecorded) return { ...draft, setup };
  const gaugeType =
    patch.gaugeType !== undefined && patch.gaugeType !== '' && run.testType !== 'Purge'
      ? { gaugeType: patch.gaugeType }
      : {};
  const purgeDirection =
    patch.purgeDirection !== undefined && run.testType === 'Purge'
      ? { purgeDirection: patch.purgeDirection === '' ? null : patch.purgeDirection }
      : {};
  const project = { ...run.input.project, ...gaugeType, ...purgeDirection };
  return { ...draft, setup, run: { ...run, input: { ...run.input, project } } };
}

function reduce(draft: CalculatorDraft, action: DraftAction): CalculatorDraft {
  if (isLineAction(action) || action.type === 'clear-pipe-inputs') {
    return applyLineAction(draft, action);
  }
  switch (action.type) {
    case 'set-job-detail':
      return { ...draft, jobDetails: { ...draft.jobDetails, [action.field]: action.value } };
    case 'set-installation-type':
      return selectInstallationType(draft, action.value);
    case 'set-room-volume':
      return { ...draft, roomVolumeText: action.text };
    case 'set-test-type':
      return selectTestType(draft, action.value);
    case 'undo-overflow':
      return draft.beforeOverflow === null
        ? draft
        : { ...draft, ...draft.beforeOverflow, beforeOverflow: null };
    case 'set-setup':
      return applySetup(draft, action.patch);
    case 'normalise-setup-length':
      return {
        ...draft,
        setup: { ...draft.setup, [action.field]: normaliseLengthText(draft.setup[action.field]) },
      };
    case 'start-run':
      return { ...draft, run: action.run };
    case 'set-readings':
      return draft.run === null || draft.run.isRecorded
        ? draft
        : { ...draft, run: { ...draft.run, readings: action.readings } };
    case 'set-site':
      return { ...draft, site: action.site };
    case 'mark-timed':
      return draft.run === null || draft.run.timedKinds.includes(action.kind)
        ? draft
        : { ...draft, run: { ...draft.run, timedKinds: [...draft.run.timedKinds, action.kind] } };
    case 'unmark-timed':
      return draft.run === null ||
        draft.run.isRecorded ||
        !draft.run.timedKinds.includes(action.kind)
        ? draft
        : {
            ...draft,
            run: {
              ...draft.run,
              timedKinds: draft.run.timedKinds.filter((k) => k !== action.kind),
            },
          };
    case 'set-action-note':
      return draft.run === null || draft.run.isRecorded
        ? draft
        : { ...draft, run: { ...draft.run, actionNote: action.text } };
    case 'record-result':
      return {
        ...draft,
        completedTests: addCompletedTest(draft.completedTests, action.record),
        run: draft.run === null ? null : { ...draft.run, isRecorded: true },
      };
    case 'continue-after-let-by':
      return {
        ...draft,
        completedTests: addCompletedTest(draft.completedTests, action.record),
        run: draft.run === null ? null : { ...draft.run, isLetByDone: true },
      };
    case 'start-next-test': {
      const completedTests =
        action.record === null
          ? draft.completedTests
          : addCompletedTest(draft.completedTests, action.record);
      return { ...draft, testType: action.next, completedTests, run: action.run };
    }
    case 'repeat-test':
      return draft.run === null
        ? draft
        : {
            ...draft,
            run: {
              ...draft.run,
              clientId: action.clientId,
              letByClientId: action.letByClientId,
              readings: {},
              isLetByDone: false,
              isRecorded: false,
              timedKinds: [],
              actionNote: '',
            },
          };
    case 'reset':
    case 'replace':
      // A page keeps its own calculator's draft: another's would be stored under this one's key.
      return action.draft.calculatorType === draft.calculatorType ? action.draft : draft;
  }
}

/** The calculator's one reducer: every change to the job in progress goes through it. */
export function draftReducer(draft: CalculatorDraft, action: DraftAction): CalculatorDraft {
  const next = reduce(draft, action);
  return next === draft ? draft : withReachedSection(next);
}
