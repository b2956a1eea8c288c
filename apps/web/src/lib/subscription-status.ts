import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAID_TIERS,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TIERS,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import { apiGet } from './api-client';
import { SUBSCRIPTION_STATUS_QUERY_KEY } from './billing-query-keys';
import { readBoolean, readOneOf, readRecord, readString } from './reply-readers';

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
  const nullable = <T>(key: string, read: (item: unknown, path: string) => T): T | null =>
    reply[key] === null ? null : read(reply[key], key);
  const readPaidTier = (item: unknown, path: string) => readOneOf(PAID_TIERS, item, path);
  return {
    tier: readOneOf(SUBSCRIPTION_TIERS, reply.tier, 'tier'),
    paymentsConfigured: readBoolean(reply.paymentsConfigured, 'paymentsConfigured'),
    status: nullable('status', (item, path) => readOneOf(SUBSCRIPTION_STATES, item, path)),
    planTier: nullable('planTier', readPaidTier),
    currentPeriodEnd: nullable('currentPeriodEnd', readString),
    cancelAtPeriodEnd: readBoolean(reply.cancelAtPeriodEnd, 'cancelAtPeriodEnd'),
    scheduledTier: nullable('scheduledTier', readPaidTier),
    paymentWarning: nullable('paymentWarning', readString),
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
