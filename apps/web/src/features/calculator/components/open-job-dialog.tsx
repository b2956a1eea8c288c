import type { JobToOpen } from '../hooks/use-open-saved-job';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded only when there is something to ask (decision 0641: no dialog library on first load).
const OpenJobConfirm = lazyPart(
  () => import('../../../components/open-job-confirm'),
  'OpenJobConfirm',
);

interface OpenJobDialogProps {
  /** With what it is opened as: the saved job itself, or a copy of it (decision 0407). */
  job: JobToOpen | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a saved job replaces a different job in progress on this device. */
export function OpenJobDialog({ job, onConfirm, onCancel }: OpenJobDialogProps) {
  if (job === null) return null;
  return (
    <PartBoundary onClose={onCancel}>
      <OpenJobConfirm job={job} mode={job.openAs} onConfirm={onConfirm} onCancel={onCancel} />
    </PartBoundary>
  );
}
