import { useState } from 'react';
import type { JobSummary } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { useFocusBackOnClose } from '../hooks/use-focus-back-on-close';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded on the first press (decision 0876: no dialog library on the account page's first load).
const DeleteJobConfirm = lazyPart(() => import('./delete-job-confirm'), 'DeleteJobConfirm');

/** 'Delete' on a saved job, which asks first (decision 0900). */
export function DeleteJobButton({ job }: { job: JobSummary }) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useFocusBackOnClose(isOpen);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        aria-label={`Delete job ${job.jobNumber}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        Delete
      </Button>
      {isOpen ? (
        <PartBoundary onClose={() => setIsOpen(false)}>
          <DeleteJobConfirm job={job} onClose={() => setIsOpen(false)} />
        </PartBoundary>
      ) : null}
    </>
  );
}
