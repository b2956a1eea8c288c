import type { InstallationType, OperationType, ReadingsInput } from '@pipeproof/engine';
import type { LineAction, SiteRecord, TestKind } from '../../calculator-core';
import type { QuickCalcForm, QuickCalcResult } from './quick-calc-form';
import type { QuickCalcJob, QuickCalcJobField } from './quick-calc-job';

/** The form's typed text fields. */
export type QuickCalcTextField =
  'reference' | 'engineerName' | 'mopText' | 'mipText' | 'roomVolumeText';

/** The form's choices that no rule ties to another field. */
export type QuickCalcParameters = Pick<
  QuickCalcForm,
  'gasType' | 'purgeMethod' | 'safetyFactor' | 'gaugeType' | 'testMedium'
>;

/**
 * Everything the engineer (or the server's answer) can do to the /calc form, as the step
 * calculator's draft actions are: the pipe and meter rows send calculator-core's line actions.
 * Ids come in the action, so the reducer is pure.
 */
export type QuickCalcAction =
  | LineAction
  | { type: 'set-text'; field: QuickCalcTextField; value: string }
  | { type: 'set-parameters'; patch: Partial<QuickCalcParameters> }
  | { type: 'set-installation-type'; value: InstallationType }
  | { type: 'set-operation-type'; value: OperationType }
  /** The server accepted a calculation (product.md §2 results). */
  | { type: 'show-result'; result: QuickCalcResult }
  | { type: 'set-readings'; readings: ReadingsInput }
  /** A test's period was counted to its end on the timer of this result (decision 0921). */
  | { type: 'mark-timed'; resultId: string; kind: TestKind }
  | { type: 'set-site'; site: SiteRecord }
  /** 'Save as Job': the details the form does not ask for, then what was queued (decision 0439). */
  | { type: 'set-job-field'; field: QuickCalcJobField; value: string }
  | { type: 'job-queued'; job: QuickCalcJob }
  /** A refusal of the job's save was dismissed: what was sent is not on the account (0920). */
  | { type: 'job-refusal-dismissed' };
