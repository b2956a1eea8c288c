import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobSummary } from '@pipeproof/contracts';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { apiRequest } from '../../../lib/api-client';
import { describeRequestError } from '../../../lib/apply-server-error';
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
          description: describeRequestError(error),
        });
        // Gone already (deleted on another device): the list says so once read again.
        void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      },
    );
  return (
    // The row's 'Delete' takes the focus back itself.
    <ConfirmDialog
      title={`Delete job ${job.jobNumber}?`}
      description="The job and its test records are removed from your account. Certificates already issued for it stay valid, and their verification links still work."
      keepLabel="Keep Job"
      confirmLabel="Delete Job"
      confirmVariant="danger"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      isFocusReturnedByOpener
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
