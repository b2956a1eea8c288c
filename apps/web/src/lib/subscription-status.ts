import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionStatusSchema, type SubscriptionStatus } from '@pipeproof/contracts';
import { apiGet } from './api-client';
import { SUBSCRIPTION_STATUS_QUERY_KEY } from './billing-query-keys';

/** GET /api/subscription-status (product.md §7): the tier and the Stripe subscription behind it. */
export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return SubscriptionStatusSchema.parse(await apiGet<unknown>('/api/subscription-status'));
}

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: getSubscriptionStatus,
    // Billing changes happen elsewhere too (webhooks, another device): read it on each visit.
    refetchOnMount: 'always',
  });

/** Shared by the account and subscribe pages (both lazy chunks), hence in lib. */
export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions());
}
