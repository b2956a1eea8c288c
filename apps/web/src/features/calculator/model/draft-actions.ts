import type { InstallationType, OperationType, ReadingsInput } from '@pipeproof/engine';
import type { SiteRecord, TestKind } from '../../calculator-core';
import type {
  CalculatorDraft,
  CompletedTest,
  JobDetails,
  TestRun,
  TestSetup,
} from './calculator-draft';
import type { StepLineAction } from './line-actions';

/**
 * Everything the engineer can do to the draft. Ids and times come in the action: the reducer is
 * pure. The pipe and meter actions are calculator-core's line actions (decision 0653).
 */
export type DraftAction =
  | StepLineAction
  | { type: 'set-job-detail'; field: keyof JobDetails; value: string }
  | { type: 'set-installation-type'; value: InstallationType }
  | { type: 'set-room-volume'; text: string }
  | { type: 'set-test-type'; value: OperationType }
  | { type: 'undo-overflow' }
  | { type: 'set-setup'; patch: Partial<TestSetup> }
  | { type: 'normalise-setup-length'; field: 'hoseLengthText' | 'stackLengthText' }
  | { type: 'start-run'; run: TestRun }
  | { type: 'set-readings'; readings: ReadingsInput }
  | { type: 'set-site'; site: SiteRecord }
  /** The test period of `kind` ran to its end on the app's timer (decision 0414). */
  | { type: 'mark-timed'; kind: TestKind }
  /** The test's durations changed (the gauge, decision 0410): its earlier count no longer counts. */
  | { type: 'unmark-timed'; kind: TestKind }
  | { type: 'set-action-note'; text: string }
  | { type: 'record-result'; record: CompletedTest }
  | { type: 'continue-after-let-by'; record: CompletedTest }
  | {
      type: 'start-next-test';
      next: OperationType;
      record: CompletedTest | null;
      /** Purge calculates at once (product.md §4); null when it cannot yet. */
      run: TestRun | null;
    }
  | { type: 'repeat-test'; clientId: string; letByClientId: string }
  | { type: 'reset'; draft: CalculatorDraft }
  | { type: 'replace'; draft: CalculatorDraft };
