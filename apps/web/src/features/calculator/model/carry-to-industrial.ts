import { createEmptyDraft, type CalculatorDraft } from './calculator-draft';
import { describeReplacedJob } from './is-blank-draft';
import { withReachedSection } from './sections';

/**
 * The commercial job in progress as a new Industrial Calculator job (decision 0447): the job
 * details, installation and test type, pipework, meters, test setup and site go with it. What
 * belongs to IGE/UP/1A stays behind: the room volume (the industrial calculator asks for the room
 * classification instead), the results calculated, and the tests recorded, which stay with the
 * commercial job. A new job id: the commercial job on the account is left as it is.
 */
export function carryToIndustrial(draft: CalculatorDraft): CalculatorDraft {
  return withReachedSection({
    ...createEmptyDraft('industrial'),
    jobDetails: draft.jobDetails,
    installationType: draft.installationType,
    testType: draft.testType,
    pipeMaterial: draft.pipeMaterial,
    pipes: draft.pipes,
    meters: draft.meters,
    setup: draft.setup,
    site: draft.site,
  });
}

/** What the 'Go to Industrial Calculator' button says before it leaves (decision 0447). */
export function describeIndustrialCarryOver(
  draft: CalculatorDraft,
  industrialJob: CalculatorDraft | null,
): string[] {
  const notes = [
    'Going to the Industrial Calculator takes this job with it: the job details, installation and test type, pipework, meters and test setup.',
  ];
  const left: string[] = [];
  if (draft.roomVolumeText.trim() !== '')
    left.push('the room volume (it asks for the room classification instead)');
  if (draft.completedTests.length > 0)
    left.push('the tests already recorded, which stay with this commercial job');
  if (left.length > 0) notes.push(`Not carried over: ${left.join('; ')}.`);
  const replaced = describeReplacedJob(industrialJob, 'Industrial');
  if (replaced) notes.push(replaced);
  return notes;
}
