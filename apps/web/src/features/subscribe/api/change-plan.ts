import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingActionResponse, PaidTier } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscription } from '../../../lib/billing-query-keys';

/** POST /api/change-plan: upgrade now (prorated), downgrade at the end of the paid period. */
export const changePlan = (tier: PaidTier) =>
  apiPost<BillingActionResponse>('/api/change-plan', { tier });

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    // Not awaited: the caller's own callbacks must not wait for (or be lost in) the refetch.
    onSettled: () => void invalidateSubscription(queryClient),
  });
}
