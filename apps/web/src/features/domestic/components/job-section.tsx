import type { Dispatch } from 'react';
import { JOB_TEXT_MAX_CHARS } from '@pipeproof/contracts';
import { TextField } from '../../../components/ui/text-field';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticJobDetails, DomesticJobField } from '../model/domestic-draft';
import { DomesticSection } from './domestic-section';

const FIELDS: readonly { field: DomesticJobField; label: string; autoComplete: string }[] = [
  { field: 'jobNumber', label: 'Job Number', autoComplete: 'off' },
  { field: 'customerName', label: 'Customer Name', autoComplete: 'organization' },
  { field: 'engineerName', label: 'Engineer Name', autoComplete: 'name' },
  { field: 'gasSafeNumber', label: 'Gas Safe Number', autoComplete: 'off' },
  { field: 'location', label: 'Location', autoComplete: 'street-address' },
];

export function isJobComplete(details: DomesticJobDetails): boolean {
  return FIELDS.every(({ field }) => details[field].trim() !== '');
}

export function summariseJob(details: DomesticJobDetails): string {
  const parts = [details.jobNumber, details.customerName, details.location];
  return `Job: ${parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ')}`;
}

interface JobSectionProps {
  details: DomesticJobDetails;
  isFolded: boolean;
  dispatch: Dispatch<DomesticAction>;
}

/** Step 1: the five job details printed on the test record, pre-filled from the profile. */
export function JobSection({ details, isFolded, dispatch }: JobSectionProps) {
  const isComplete = isJobComplete(details);
  const fold = (value: boolean) =>
    dispatch({ type: 'fold-section', section: 'job', isFolded: value });
  return (
    <DomesticSection
      step={1}
      title="Job Details"
      description="Printed on the test record."
      isFolded={isFolded && isComplete}
      summary={summariseJob(details)}
      onEdit={() => fold(false)}
      onDone={isComplete ? () => fold(true) : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            required
            maxLength={JOB_TEXT_MAX_CHARS}
            autoComplete={autoComplete}
            enterKeyHint={field === 'location' ? 'done' : 'next'}
            value={details[field]}
            onChange={(event) =>
              dispatch({ type: 'set-job-detail', field, value: event.target.value })
            }
          />
        ))}
      </div>
    </DomesticSection>
  );
}
