import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobSummary } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { JOBS_QUERY_KEY } from '../../../lib/jobs-query-keys';
import { toast } from '../../../lib/toast';

/**
 * Asks before a saved job is deleted from the account (decision 0900): its tests go with it; the
 * certificates already issued stay, and their verification links still answer. Its own module,
 * loaded when 'Delete' is pressed, so the dialog library stays off the account page's first load
 * (decision 0876).
 */
export function DeleteJobConfirm({ job, onClose }: { job: JobSummary; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/jobs/${encodeURIComponent(job.id)}`),
  });
  const onConfirm = () =>
    remove.mutateAsync().then(
      () => {
        onClose();
        toast.success('Job Deleted', {
          description: `Job ${job.jobNumber} was removed from your account.`,
        });
        void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      },
      (error: unknown) => {
        onClose();
        toast.error('Job Not Deleted', {
          description: error instanceof ApiError ? error.userMessage : String(error),
        });
        // Gone already (deleted on another device): the list says so once read again.
        void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The row's 'Delete' takes the focus back itself (this dialog has no trigger). */}
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Delete job {job.jobNumber}?</DialogTitle>
          <DialogDescription>
            The job and its test records are removed from your account. Certificates already issued
            for it stay valid, and their verification links still work.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep Job</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete Job'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
