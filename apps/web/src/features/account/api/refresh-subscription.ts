import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingActionResponse } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscription } from '../../../lib/billing-query-keys';

/** POST /api/refresh-subscription (product.md §7): the server re-reads the subscription from Stripe. */
export const refreshSubscription = () =>
  apiPost<BillingActionResponse>('/api/refresh-subscription');

export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscription,
    // Not awaited: the caller's own callbacks must not wait for (or be lost in) the refetch.
    onSettled: () => void invalidateSubscription(queryClient),
  });
}
