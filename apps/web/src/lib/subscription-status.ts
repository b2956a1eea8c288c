import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAID_TIERS,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TIERS,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import { apiGet } from './api-client';
import { SUBSCRIPTION_STATUS_QUERY_KEY } from './billing-query-keys';
import { readBoolean, readOneOf, readOrNull, readRecord, readString } from './reply-readers';

/** GET /api/subscription-status (product.md §7): the tier and the Stripe subscription behind it. */
export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return readSubscriptionStatus(await apiGet<unknown>('/api/subscription-status'));
}

/**
 * The reply, read by hand as contracts' SubscriptionStatusSchema reads it, so /subscribe's first
 * load carries no zod (decision 0877). Typed: a field added to the contract does not compile
 * until it is read here.
 */
export function readSubscriptionStatus(value: unknown): SubscriptionStatus {
  const reply = readRecord(value, 'subscriptionStatus');
  const readPaidTier = (item: unknown, path: string) => readOneOf(PAID_TIERS, item, path);
  return {
    tier: readOneOf(SUBSCRIPTION_TIERS, reply.tier, 'tier'),
    paymentsConfigured: readBoolean(reply.paymentsConfigured, 'paymentsConfigured'),
    status: readOrNull(reply.status, 'status', (item, path) =>
      readOneOf(SUBSCRIPTION_STATES, item, path),
    ),
    planTier: readOrNull(reply.planTier, 'planTier', readPaidTier),
    currentPeriodEnd: readOrNull(reply.currentPeriodEnd, 'currentPeriodEnd', readString),
    cancelAtPeriodEnd: readBoolean(reply.cancelAtPeriodEnd, 'cancelAtPeriodEnd'),
    scheduledTier: readOrNull(reply.scheduledTier, 'scheduledTier', readPaidTier),
    paymentWarning: readOrNull(reply.paymentWarning, 'paymentWarning', readString),
  };
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
