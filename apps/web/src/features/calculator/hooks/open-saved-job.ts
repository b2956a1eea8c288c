import type { Dispatch } from 'react';
import type { NavigateFunction } from 'react-router';
import type { Job } from '@pipeproof/contracts';
import type { Owner } from '../../../lib/device/device-storage';
import { announceAlreadyOpen, announceOpenedJob } from '../../../lib/saved-job';
import { rememberJobId, updateOutbox } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { isBlankDraft } from '../model/is-blank-draft';
import { savedJobDraft } from '../model/saved-job-draft';
import type { JobToOpen, OpenJobMode } from './use-open-saved-job';

export { describeOpenError, parseJob } from '../../../lib/saved-job';

export interface OpenSavedJobContext {
  readonly owner: Owner;
  readonly mode: OpenJobMode;
  /** The job on this device when the saved one arrives. */
  readonly currentDraft: () => CalculatorDraft;
  readonly dispatch: Dispatch<DraftAction>;
  readonly navigate: NavigateFunction;
  /** Asks the engineer before the job in progress is replaced. */
  readonly confirm: (job: JobToOpen) => void;
  /** Takes `?job=` or `?duplicate=` off the address once the job is dealt with. */
  readonly dropParam: () => void;
}

/**
 * Opens a saved job, or a copy of it, on this calculator (decision 0407): at once when the job on
 * this device is blank or the same job, else once the engineer agrees. Loaded only when the
 * address opens a job, with the job, not with the page (decision 0860); offline it comes from the
 * service worker's precache (decision 0420).
 */
export function openSavedJob(job: Job, context: OpenSavedJobContext): void {
  const { owner, mode, dispatch } = context;
  const current = context.currentDraft();
  // Each calculator keeps its own draft: a job of the other one opens there.
  if (job.calculatorType !== current.calculatorType) {
    const param = mode === 'duplicate' ? 'duplicate' : 'job';
    void context.navigate(`/${job.calculatorType}?${param}=${encodeURIComponent(job.id)}`, {
      replace: true,
    });
    return;
  }
  if (mode === 'open') {
    updateOutbox(owner, (state) => rememberJobId(state, job.clientId, job.id));
  }
  if (mode === 'open' && current.jobClientId === job.clientId) {
    announceAlreadyOpen(job);
  } else if (isBlankDraft(current)) {
    dispatch({ type: 'replace', draft: savedJobDraft(job, mode) });
    announceOpenedJob(job, mode);
  } else {
    const draft = savedJobDraft(job, mode);
    context.confirm({ ...job, openAs: mode, draft, announce: () => announceOpenedJob(job, mode) });
  }
  context.dropParam();
}
