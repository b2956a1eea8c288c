import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Job } from '@pipeproof/contracts';
import { OpenJobConfirm } from '../../../components/open-job-confirm';
import type { Owner } from '../../../lib/device/device-storage';
import {
  announceAlreadyOpen,
  announceOpenedJob,
  describeOpenError,
  parseJob,
} from '../../../lib/saved-job';
import { toast } from '../../../lib/toast';
import { rememberJobId, updateOutbox } from '../../calculator-core';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticDraft } from '../model/domestic-draft';
import { domesticDraftFromJob } from '../model/domestic-from-job';
import { hasDomesticWork } from '../model/has-domestic-work';

type OpenMode = 'open' | 'duplicate';

interface JobToConfirm {
  readonly job: Job;
  readonly mode: OpenMode;
  readonly draft: DomesticDraft;
}

export interface OpenDomesticJobProps {
  owner: Owner;
  /** The server's answer for the job the address names, asked for by the page (decision 0860). */
  request: Promise<unknown>;
  draft: DomesticDraft;
  dispatch: Dispatch<DomesticAction>;
}

/**
 * `/domestic?job=<id>` reopens a domestic job saved to the account; `?duplicate=<id>` starts a new
 * job from it (decisions 0407, 0898). The job in progress on this device is replaced at once when
 * nothing of a job has been entered in it, or when it is the same job; otherwise only once the
 * engineer agrees. Mounted, and loaded, only while the address asks for a job: the page's first
 * load does not carry it. `?job=` stays in the address until the engineer has answered.
 */
export function OpenDomesticJob({ owner, request, draft, dispatch }: OpenDomesticJobProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const openId = searchParams.get('job');
  const jobId = openId ?? searchParams.get('duplicate');
  const mode: OpenMode = openId === null ? 'duplicate' : 'open';
  const [toConfirm, setToConfirm] = useState<JobToConfirm | null>(null);
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  const dropParam = useRef(() =>
    setSearchParams(
      (params) => {
        params.delete('job');
        params.delete('duplicate');
        return params;
      },
      { replace: true },
    ),
  );

  useEffect(() => {
    if (jobId === null) return;
    let isCancelled = false;
    request.then(parseJob).then(
      (job) => {
        if (isCancelled) return;
        // A job of a step calculator opens there (the account's links say which, but an old
        // link may not).
        if (job.calculatorType !== 'domestic') {
          const param = mode === 'duplicate' ? 'duplicate' : 'job';
          void navigate(`/${job.calculatorType}?${param}=${encodeURIComponent(job.id)}`, {
            replace: true,
          });
          return;
        }
        if (mode === 'open') {
          // Recorded again, the job is updated on the account rather than saved a second time.
          updateOutbox(owner, (state) => rememberJobId(state, job.clientId, job.id));
        }
        const current = latestDraft.current;
        const opened = domesticDraftFromJob(job, mode);
        if (mode === 'open' && current.jobClientId === job.clientId) {
          announceAlreadyOpen(job);
        } else if (!hasDomesticWork(current)) {
          dispatch({ type: 'start-new-job', draft: opened });
          announceOpenedJob(job, mode);
        } else {
          setToConfirm({ job, mode, draft: opened });
          return;
        }
        dropParam.current();
      },
      (error: unknown) => {
        if (isCancelled) return;
        toast.error('Job Not Opened', { description: describeOpenError(error) });
        dropParam.current();
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [request, jobId, mode, owner, dispatch, navigate]);

  if (toConfirm === null) return null;
  const answer = (isConfirmed: boolean) => {
    if (isConfirmed) {
      dispatch({ type: 'start-new-job', draft: toConfirm.draft });
      announceOpenedJob(toConfirm.job, toConfirm.mode);
    }
    setToConfirm(null);
    dropParam.current();
  };
  return (
    <OpenJobConfirm
      job={toConfirm.job}
      mode={toConfirm.mode}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
