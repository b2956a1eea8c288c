import { useEffect, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { applyBrandingDefaults, useBrandingDefaults } from '../../settings';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';

/**
 * product.md §3 Job details: a Professional company's default engineer name and Gas Safe number fill a
 * job whose two fields are both empty. Once per job: an engineer who clears them on purpose is
 * not refilled until a new job starts (Clear All). Not while `?job=` is opening a saved job, so the
 * prefill never makes a blank job look typed-in (use-open-saved-job asks before replacing those).
 */
export function useEngineerPrefill(draft: CalculatorDraft, dispatch: Dispatch<DraftAction>): void {
  const defaults = useBrandingDefaults();
  const [searchParams] = useSearchParams();
  const isOpeningJob = searchParams.has('job');
  const prefilledJob = useRef<string | null>(null);
  const { jobClientId, jobDetails } = draft;

  useEffect(() => {
    if (isOpeningJob || !defaults || prefilledJob.current === jobClientId) return;
    prefilledJob.current = jobClientId;
    const fill = applyBrandingDefaults(jobDetails, defaults);
    if (!fill) return;
    dispatch({ type: 'set-job-detail', field: 'engineerName', value: fill.engineerName });
    dispatch({ type: 'set-job-detail', field: 'gasSafeNumber', value: fill.gasSafeNumber });
  }, [defaults, isOpeningJob, jobClientId, jobDetails, dispatch]);
}
