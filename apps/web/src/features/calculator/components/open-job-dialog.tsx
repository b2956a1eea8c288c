import { lazy, Suspense } from 'react';
import type { Job } from '@pipeproof/contracts';

// Loaded only when there is something to ask (decision 0641: no dialog library on first load).
const OpenJobConfirm = lazy(async () => ({
  default: (await import('./open-job-confirm')).OpenJobConfirm,
}));

interface OpenJobDialogProps {
  job: Job | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a saved job replaces a different job in progress on this device. */
export function OpenJobDialog({ job, onConfirm, onCancel }: OpenJobDialogProps) {
  if (job === null) return null;
  return (
    <Suspense fallback={null}>
      <OpenJobConfirm job={job} onConfirm={onConfirm} onCancel={onCancel} />
    </Suspense>
  );
}
