import type { Job } from '@pipeproof/contracts';
import { createClientId } from '../../calculator-core';
import type { CalculatorDraft } from './calculator-draft';
import { jobToDraft } from './job-to-draft';

/**
 * 'Duplicate' on the account's job history (decision 0407): a new job for a retest of the same
 * site. It keeps the customer, location, engineer, site name and section, installation, test,
 * pipework, meters and test setup of the saved job, and starts with a new client id (so it saves
 * as a job of its own), a blank job number for the engineer to give, and no tests or readings.
 */
export function jobToDuplicateDraft(job: Job): CalculatorDraft {
  const opened = jobToDraft(job);
  return {
    ...opened,
    jobClientId: createClientId(),
    jobDetails: { ...opened.jobDetails, jobNumber: '' },
    run: null,
    completedTests: [],
    site: { ...opened.site, location: null },
    beforeOverflow: null,
  };
}
