import { type Dispatch } from 'react';
import { JOB_TEXT_MAX_CHARS } from '@pipeproof/contracts';
import { TextField } from '../../../components/ui/text-field';
import type { JobDetails } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { isJobDetailsComplete, JOB_DETAIL_LABELS } from '../model/sections';
import { SectionCard, type SectionFold } from './section-card';

const FIELD_ORDER: readonly (keyof JobDetails)[] = [
  'jobNumber',
  'customerName',
  'engineerName',
  'gasSafeNumber',
  'location',
];

const AUTOCOMPLETE: Readonly<Record<keyof JobDetails, string>> = {
  jobNumber: 'off',
  customerName: 'organization',
  engineerName: 'name',
  gasSafeNumber: 'off',
  location: 'street-address',
};

interface JobDetailsSectionProps {
  /** Folded into its summary once finished (decision 0442). */
  fold?: SectionFold;
  value: JobDetails;
  /** The job number offered for this job ('' for none), hinted while it is unchanged. */
  suggestedJobNumber: string;
  dispatch: Dispatch<DraftAction>;
}

/** Step 1 (product.md §2, §3): all five job details are required on the test record. */
export function JobDetailsSection({
  value,
  suggestedJobNumber,
  dispatch,
  fold,
}: JobDetailsSectionProps) {
  const isSuggested = suggestedJobNumber !== '' && value.jobNumber === suggestedJobNumber;
  return (
    <SectionCard
      fold={fold}
      sectionId="job-details"
      step={1}
      title="Job Details"
      description="All five are printed on the test record."
      isComplete={isJobDetailsComplete(value)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELD_ORDER.map((field) => (
          <TextField
            key={field}
            label={JOB_DETAIL_LABELS[field]}
            required
            maxLength={JOB_TEXT_MAX_CHARS}
            autoComplete={AUTOCOMPLETE[field]}
            enterKeyHint={field === 'location' ? 'done' : 'next'}
            hint={
              field === 'jobNumber' && isSuggested
                ? 'The next after your last job. Change it if your job sheet says otherwise.'
                : undefined
            }
            value={value[field]}
            onChange={(event) =>
              dispatch({ type: 'set-job-detail', field, value: event.target.value })
            }
          />
        ))}
      </div>
    </SectionCard>
  );
}
