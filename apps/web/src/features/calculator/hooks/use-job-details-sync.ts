import { useEffect, useRef } from 'react';
import type { CalculatorDraft } from '../model/calculator-draft';
import { isJobDetailsComplete } from '../model/sections';
import type { JobSync } from './use-job-sync';

/** Job details and site details reach the account this long after the last change. */
const JOB_DETAILS_SYNC_DELAY_MS = 1500;

/** The calculation the job was last saved with: the test in progress, else the last completed. */
function lastCalculation(draft: CalculatorDraft) {
  return draft.run?.input ?? draft.completedTests.at(-1)?.calculation ?? null;
}

/**
 * Once a job is on the account, corrections to its details (a mistyped customer name, the site
 * name) follow it there, so the account never keeps an older version than the device.
 */
export function useJobDetailsSync(
  draft: CalculatorDraft,
  isOnAccount: boolean,
  saveToAccount: JobSync['saveToAccount'],
): void {
  const latest = useRef({ draft, isOnAccount, saveToAccount });
  useEffect(() => {
    latest.current = { draft, isOnAccount, saveToAccount };
  });
  const isFirst = useRef(true);
  const { jobDetails, site, jobClientId } = draft;
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const current = latest.current;
      const calculation = lastCalculation(current.draft);
      if (!current.isOnAccount || calculation === null) return;
      if (!isJobDetailsComplete(current.draft.jobDetails)) return;
      current.saveToAccount(current.draft, calculation);
    }, JOB_DETAILS_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [jobDetails, site, jobClientId]);
}
