import type { EngineerProfile } from '@pipeproof/contracts';
import type { CalculatorDraft, JobDetails, TestSetup } from './calculator-draft';
import { hasOwnJobNumber } from './next-job';

/** The company's default engineer (a Professional's branding, product.md §3). */
export interface CompanyEngineer {
  engineerName: string;
  gasSafeNumber: string;
}

export interface JobPrefill {
  /** Both fields at once, or nothing: what the engineer typed is never overwritten. */
  readonly engineer: Pick<JobDetails, 'engineerName' | 'gasSafeNumber'> | null;
  readonly setup: Partial<Pick<TestSetup, 'gaugeType' | 'testMedium'>>;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * What a new job takes from the engineer's defaults (decision 0406):
 * - Engineer name and Gas Safe number, only when both job fields are empty: the personal profile
 *   when it has either, else a Professional company's default engineer.
 * - Gauge type and test medium from the profile, each only where the job's field is empty, and only
 *   on a job not yet under way (no job number of the engineer's own, no test run or recorded): a saved job reopened keeps
 *   what it was tested with.
 */
export function chooseJobPrefill(
  draft: CalculatorDraft,
  profile: EngineerProfile | null,
  company: CompanyEngineer | null,
): JobPrefill {
  const { jobDetails, setup } = draft;
  const hasProfileEngineer =
    profile !== null && !(isBlank(profile.engineerName) && isBlank(profile.gasSafeNumber));
  const source = hasProfileEngineer ? profile : company;
  const engineer =
    source && isBlank(jobDetails.engineerName) && isBlank(jobDetails.gasSafeNumber)
      ? { engineerName: source.engineerName, gasSafeNumber: source.gasSafeNumber }
      : null;

  const isNewJob =
    !hasOwnJobNumber(draft) && draft.run === null && draft.completedTests.length === 0;
  const gaugeType =
    isNewJob && setup.gaugeType === '' && profile?.defaultGaugeType
      ? profile.defaultGaugeType
      : undefined;
  const testMedium =
    isNewJob && setup.testMedium === '' && profile?.defaultTestMedium
      ? profile.defaultTestMedium
      : undefined;
  return {
    engineer,
    setup: {
      ...(gaugeType ? { gaugeType } : {}),
      ...(testMedium ? { testMedium } : {}),
    },
  };
}
