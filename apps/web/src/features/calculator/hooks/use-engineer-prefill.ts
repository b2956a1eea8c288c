import { useEffect, useRef, type Dispatch } from 'react';
import { useEngineerProfileDefaults } from '../../account';
import { useBrandingDefaults } from '../../settings';
import type { CalculatorDraft } from '../model/calculator-draft';
import { chooseJobPrefill } from '../model/choose-job-prefill';
import type { DraftAction } from '../model/draft-actions';
import { useIsOpeningSavedJob } from './use-open-saved-job';

/**
 * product.md §3 Job details, decision 0406: a new job starts with the engineer's own profile
 * (name, Gas Safe number, default gauge and test medium; every tier, from the device copy when
 * there is no signal), a Professional company's default engineer standing in for a profile
 * without a name or number. Once per job: an engineer who clears a field on purpose is not
 * refilled until a new job starts (Clear All). Not while `?job=` or `?duplicate=` is opening a
 * saved job, so the prefill never lands on the job about to be replaced.
 */
export function useEngineerPrefill(draft: CalculatorDraft, dispatch: Dispatch<DraftAction>): void {
  const profile = useEngineerProfileDefaults();
  const company = useBrandingDefaults();
  const isOpeningJob = useIsOpeningSavedJob();
  // The job each part was last settled for: the engineer and the setup defaults may come from
  // different places at different times (the profile, a Professional's branding).
  const engineerSettledFor = useRef<string | null>(null);
  const setupSettledFor = useRef<string | null>(null);

  useEffect(() => {
    // Wait for the profile (undefined: still asked for the first time): it comes before the company.
    if (isOpeningJob || profile === undefined) return;
    const jobId = draft.jobClientId;
    const fill = chooseJobPrefill(draft, profile, company);
    if (engineerSettledFor.current !== jobId) {
      const { engineerName, gasSafeNumber } = draft.jobDetails;
      const isTyped = engineerName.trim() !== '' || gasSafeNumber.trim() !== '';
      // No source yet (a Professional's branding may still be on its way): try again then.
      if (fill.engineer || isTyped) engineerSettledFor.current = jobId;
      if (fill.engineer) {
        dispatch({
          type: 'set-job-detail',
          field: 'engineerName',
          value: fill.engineer.engineerName,
        });
        dispatch({
          type: 'set-job-detail',
          field: 'gasSafeNumber',
          value: fill.engineer.gasSafeNumber,
        });
      }
    }
    if (setupSettledFor.current !== jobId) {
      setupSettledFor.current = jobId;
      if (Object.keys(fill.setup).length > 0) dispatch({ type: 'set-setup', patch: fill.setup });
    }
  }, [company, draft, dispatch, isOpeningJob, profile]);
}

/**
 * useEngineerPrefill in a component of its own that draws nothing, so the profile's and the
 * company's answers re-render only it, not the page: an update from a query is one React finishes
 * in one go (decision 0849). The page re-renders when a field is filled.
 */
export function EngineerPrefill(props: {
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
}): null {
  useEngineerPrefill(props.draft, props.dispatch);
  return null;
}
