import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Job } from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';
import { getJob } from '../api/get-job';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { isBlankDraft } from '../model/is-blank-draft';
import { jobToDraft } from '../model/job-to-draft';
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

/**
 * `/commercial?job=<id>` (or `/industrial?job=<id>`) reopens a job saved to the account (the
 * account page links there). The job on this device is replaced only when it is blank, the same
 * job, or the engineer agrees.
 */
export function useOpenSavedJob(
  owner: Owner,
  draft: CalculatorDraft,
  dispatch: Dispatch<DraftAction>,
  isUserKnown: boolean,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const jobId = searchParams.get('job');
  const [jobToConfirm, setJobToConfirm] = useState<Job | null>(null);
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
          return params;
        },
        { replace: true },
      );
    getJob(jobId).then(
      (job) => {
        if (isCancelled) return;
        const current = latestDraft.current;
        // Each calculator keeps its own draft: a job of the other one opens there.
        if (job.calculatorType !== current.calculatorType) {
          void navigate(`/${job.calculatorType}?job=${encodeURIComponent(job.id)}`, {
            replace: true,
          });
          return;
        }
        updateOutbox(owner, (state) => rememberJobId(state, job.clientId, job.id));
        if (current.jobClientId === job.clientId) {
          toast.success('Job Opened', {
            description: `Job ${job.jobDetails.jobNumber} is already open on this device.`,
          });
        } else if (isBlankDraft(current)) {
          dispatch({ type: 'replace', draft: jobToDraft(job) });
          toast.success('Job Opened', {
            description: `Job ${job.jobDetails.jobNumber} from your account.`,
          });
        } else {
          setJobToConfirm(job);
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
  }, [jobId, isUserKnown, owner, dispatch, setSearchParams, navigate]);

  return {
    jobToConfirm,
    confirmOpen: () => {
      if (jobToConfirm) dispatch({ type: 'replace', draft: jobToDraft(jobToConfirm) });
      setJobToConfirm(null);
    },
    cancelOpen: () => setJobToConfirm(null),
  };
}
