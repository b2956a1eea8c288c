import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingActionResponse } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscription } from '../../../lib/billing-query-keys';

/** POST /api/cancel-subscription (product.md §7): cancels at the end of the paid period. */
export const cancelSubscription = () => apiPost<BillingActionResponse>('/api/cancel-subscription');

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Not awaited: the caller's own callbacks must not wait for (or be lost in) the refetch.
    onSettled: () => void invalidateSubscription(queryClient),
  });
}
