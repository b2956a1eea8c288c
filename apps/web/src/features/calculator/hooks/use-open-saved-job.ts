import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Job } from '@pipeproof/contracts';
import type { CalculatorDraft } from '../model/calculator-draft';
import { apiGet } from '../../../lib/api-client';
import type { DraftAction } from '../model/draft-actions';
import type { Owner } from '../../../lib/device/device-storage';

/**
 * A saved job that could not be fetched for want of its code: lib/saved-job.ts's words, held
 * here too, as that module comes with the code that could not be fetched.
 */
export const OPEN_JOB_UNREACHABLE =
  'We could not reach PipeProof. Check your signal and try again.';

/** What the engineer is asked to confirm: opening a saved job, or starting a copy of one. */
export type OpenJobMode = 'open' | 'duplicate';

/**
 * `?job=` or `?duplicate=` is opening a saved job: whatever would act on the job in progress now
 * (the profile's prefill, putting a finished job away) waits, as that job is about to be replaced.
 */
export function useIsOpeningSavedJob(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.has('job') || searchParams.has('duplicate');
}

/** A saved job waiting for the engineer's answer, with what it is to be opened as. */
export type JobToOpen = Job & {
  readonly openAs: OpenJobMode;
  readonly draft: CalculatorDraft;
  /** The toast that says what was opened. */
  readonly announce: () => void;
};

/**
 * `/commercial?job=<id>` (or `/industrial?job=<id>`) reopens a job saved to the account (the
 * account page links there); `?duplicate=<id>` starts a new job from it instead (decision 0407).
 * The job on this device is replaced only when it is blank, the same job, or the engineer agrees.
 * What opens it (open-saved-job.ts) loads only when the address asks for a job (decision 0860).
 */
export function useOpenSavedJob(
  owner: Owner,
  draft: CalculatorDraft,
  dispatch: Dispatch<DraftAction>,
  isUserKnown: boolean,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const openId = searchParams.get('job');
  const duplicateId = openId === null ? searchParams.get('duplicate') : null;
  const jobId = openId ?? duplicateId;
  const mode: OpenJobMode = openId === null ? 'duplicate' : 'open';
  const [jobToConfirm, setJobToConfirm] = useState<JobToOpen | null>(null);

  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  useEffect(() => {
    if (jobId === null || !isUserKnown) return;
    let isCancelled = false;
    const dropParam = () =>
      setSearchParams(
        (params) => {
          params.delete('job');
          params.delete('duplicate');
          return params;
        },
        { replace: true },
      );
    // The job and the code that opens it (with the job's contract check), at once (decision 0860).
    const opening = import('./open-saved-job');
    Promise.all([apiGet<unknown>(`/api/jobs/${encodeURIComponent(jobId)}`), opening])
      .then(([body, module]) => [module.parseJob(body), module] as const)
      .then(
        ([job, { openSavedJob }]) => {
          if (isCancelled) return;
          openSavedJob(job, {
            owner,
            mode,
            currentDraft: () => latestDraft.current,
            dispatch,
            navigate,
            confirm: setJobToConfirm,
            dropParam,
          });
        },
        async (error: unknown) => {
          const description = await opening.then(
            ({ describeOpenError }) => describeOpenError(error),
            () => OPEN_JOB_UNREACHABLE,
          );
          if (isCancelled) return;
          toast.error('Job Not Opened', { description });
          dropParam();
        },
      );
    return () => {
      isCancelled = true;
    };
  }, [jobId, mode, isUserKnown, owner, dispatch, setSearchParams, navigate]);

  return {
    jobToConfirm,
    confirmOpen: () => {
      if (jobToConfirm) {
        dispatch({ type: 'replace', draft: jobToConfirm.draft });
        if (jobToConfirm.openAs === 'duplicate') jobToConfirm.announce();
      }
      setJobToConfirm(null);
    },
    cancelOpen: () => setJobToConfirm(null),
  };
}
