import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Job } from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';
import { getJob } from '../api/get-job';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { isBlankDraft } from '../model/is-blank-draft';
import type { Owner } from '../../../lib/device/device-storage';
import { rememberJobId, updateOutbox } from '../../calculator-core';

function describeOpenError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'Sign in to open jobs saved to your account.';
  if (error instanceof ApiError && error.status === 404)
    return 'That job was not found in your account.';
  if (error instanceof ApiError || error instanceof TypeError) {
    return 'We could not reach PipeProof. Check your signal and try again.';
  }
  return 'The saved job could not be read.';
}

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
export type JobToOpen = Job & { readonly openAs: OpenJobMode; readonly draft: CalculatorDraft };

// Turning a saved job into a draft is needed only when one is opened: it loads with the job, not
// with the page (decision 0235); offline it comes from the service worker's precache (0420).
const loadSavedJobDraft = () => import('../model/saved-job-draft');

function announce(job: Job, mode: OpenJobMode): void {
  if (mode === 'duplicate') {
    toast.success('Job Duplicated', {
      description: `A new job with the site details of job ${job.jobDetails.jobNumber}. Give it its own job number.`,
    });
    return;
  }
  toast.success('Job Opened', {
    description: `Job ${job.jobDetails.jobNumber} from your account.`,
  });
}

/**
 * `/commercial?job=<id>` (or `/industrial?job=<id>`) reopens a job saved to the account (the
 * account page links there); `?duplicate=<id>` starts a new job from it instead (decision 0407).
 * The job on this device is replaced only when it is blank, the same job, or the engineer agrees.
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
    Promise.all([getJob(jobId), loadSavedJobDraft()]).then(
      ([job, { savedJobDraft }]) => {
        if (isCancelled) return;
        const current = latestDraft.current;
        // Each calculator keeps its own draft: a job of the other one opens there.
        if (job.calculatorType !== current.calculatorType) {
          const param = mode === 'duplicate' ? 'duplicate' : 'job';
          void navigate(`/${job.calculatorType}?${param}=${encodeURIComponent(job.id)}`, {
            replace: true,
          });
          return;
        }
        if (mode === 'open') {
          updateOutbox(owner, (state) => rememberJobId(state, job.clientId, job.id));
        }
        if (mode === 'open' && current.jobClientId === job.clientId) {
          toast.success('Job Opened', {
            description: `Job ${job.jobDetails.jobNumber} is already open on this device.`,
          });
        } else if (isBlankDraft(current)) {
          dispatch({ type: 'replace', draft: savedJobDraft(job, mode) });
          announce(job, mode);
        } else {
          setJobToConfirm({ ...job, openAs: mode, draft: savedJobDraft(job, mode) });
        }
        dropParam();
      },
      (error: unknown) => {
        if (isCancelled) return;
        toast.error('Job Not Opened', { description: describeOpenError(error) });
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
        if (jobToConfirm.openAs === 'duplicate') announce(jobToConfirm, 'duplicate');
      }
      setJobToConfirm(null);
    },
    cancelOpen: () => setJobToConfirm(null),
  };
}
