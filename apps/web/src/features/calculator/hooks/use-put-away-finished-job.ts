import { useEffect, useRef, type Dispatch } from 'react';
import { toast } from '../../../lib/toast';
import { DEVICE_OWNER, type Owner } from '../../../lib/device/device-storage';
import { claimReturningVisit } from '../../../lib/device/returning-visit';
import { getOutbox } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { createNextJobDraft, isFinishedJob } from '../model/next-job';
import { useIsOpeningSavedJob } from './use-open-saved-job';

/**
 * Decision 0449: an engineer signing in again finds a new job, not the one finished last time.
 * Once per returning visit (the account's work brought back at sign-in), a finished job — every
 * test recorded, nothing unsent, the inputs as calculated — is put away: it is on the account,
 * in the job history, and 'Reopen' on the toast brings it straight back. A job not finished
 * stays, for Clear All Data to end when the engineer chooses.
 */
export function usePutAwayFinishedJob(
  owner: Owner,
  draft: CalculatorDraft,
  dispatch: Dispatch<DraftAction>,
): void {
  const isOpeningJob = useIsOpeningSavedJob();
  const first = useRef({ draft, isOpeningJob });
  useEffect(() => {
    const { draft: kept, isOpeningJob: opening } = first.current;
    if (owner === DEVICE_OWNER || !claimReturningVisit(owner, kept.calculatorType)) return;
    // Opening a saved job replaces this one anyway, with its own question.
    if (opening || !isFinishedJob(kept, getOutbox(owner))) return;
    dispatch({ type: 'reset', draft: createNextJobDraft(kept) });
    const jobNumber = kept.jobDetails.jobNumber.trim();
    toast.success('New Job Started', {
      // Longer than the usual 5 s: there is a button on it.
      duration: 10_000,
      description: `${jobNumber ? `Job ${jobNumber}` : 'Your last job'} is finished and saved in your account.`,
      action: {
        label: 'Reopen',
        onClick: () => dispatch({ type: 'replace', draft: kept }),
      },
    });
  }, [owner, dispatch]);
}
