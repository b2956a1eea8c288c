import type { Job } from '@pipeproof/contracts';
import { ConfirmDialog } from './ui/dialog';

interface OpenJobConfirmProps {
  job: Job;
  /** 'duplicate': a copy of the saved job will replace the job in progress (decision 0407). */
  mode: 'open' | 'duplicate';
  onConfirm: () => void;
  onCancel: () => void;
}

const WORDS = {
  open: { verb: 'Open', replaces: 'Opening the saved job replaces', confirm: 'Open Saved Job' },
  duplicate: { verb: 'Duplicate', replaces: 'The new job replaces', confirm: 'Start New Job' },
} as const;

/** The question asked before a saved job replaces a different job in progress on this device. */
export function OpenJobConfirm({ job, mode, onConfirm, onCancel }: OpenJobConfirmProps) {
  const words = WORDS[mode];
  return (
    <ConfirmDialog
      title={`${words.verb} job ${job.jobDetails.jobNumber}?`}
      description={`Another job is in progress on this device. ${words.replaces} it here; the tests it saved to your account stay there.`}
      keepLabel="Keep Current Job"
      confirmLabel={words.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
