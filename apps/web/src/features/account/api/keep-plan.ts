import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingActionResponse, PaidTier } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscription } from '../../../lib/billing-query-keys';

/** POST /api/change-plan with the current plan: undoes a booked downgrade or cancellation. */
export const keepPlan = (tier: PaidTier) =>
  apiPost<BillingActionResponse>('/api/change-plan', { tier });

export function useKeepPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPlan,
    // Not awaited: the caller's own callbacks must not wait for (or be lost in) the refetch.
    onSettled: () => void invalidateSubscription(queryClient),
  });
}
