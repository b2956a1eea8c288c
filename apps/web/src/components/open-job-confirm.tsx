import type { Job } from '@pipeproof/contracts';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

interface OpenJobConfirmProps {
  job: Job;
  /** 'duplicate': a copy of the saved job will replace the job in progress (decision 0407). */
  mode: 'open' | 'duplicate';
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question asked before a saved job replaces a different job in progress on this device. */
export function OpenJobConfirm({ job, mode, onConfirm, onCancel }: OpenJobConfirmProps) {
  if (mode === 'duplicate') {
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Duplicate job {job.jobDetails.jobNumber}?</DialogTitle>
            <DialogDescription>
              Another job is in progress on this device. The new job replaces it here; the tests it
              saved to your account stay there.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={onCancel}>
              Keep Current Job
            </Button>
            <Button onClick={onConfirm}>Start New Job</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Open job {job.jobDetails.jobNumber}?</DialogTitle>
          <DialogDescription>
            Another job is in progress on this device. Opening the saved job replaces it here; the
            tests it saved to your account stay there.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Keep Current Job
          </Button>
          <Button onClick={onConfirm}>Open Saved Job</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
