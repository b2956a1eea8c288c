import { TIER_POLICY, type SubscriptionStatus } from '@pipeproof/contracts';
import { formatJobDate } from './format-job-date';

/**
 * One sentence about the Stripe subscription behind the plan: when it renews, or when a
 * cancellation or a downgrade takes effect (product.md §10: at the end of the paid period). Null
 * when there is nothing to say (no payments here, never subscribed).
 */
export function describeSubscription(status: SubscriptionStatus): string | null {
  const { planTier, currentPeriodEnd } = status;
  if (!status.paymentsConfigured || status.status === null || planTier === null) return null;
  const plan = TIER_POLICY[planTier].label;
  const date = currentPeriodEnd ? formatJobDate(currentPeriodEnd) : 'the end of the period';
  switch (status.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      if (status.cancelAtPeriodEnd) {
        return `Cancelled. You keep ${plan} until ${date}, then your plan becomes Free.`;
      }
      if (status.scheduledTier) {
        return `Changes to ${TIER_POLICY[status.scheduledTier].label} on ${date}. You keep ${plan} until then.`;
      }
      return `Renews on ${date} at £${TIER_POLICY[planTier].pricePerMonthGbp} a month.`;
    case 'incomplete':
      return `Your first payment for ${plan} has not gone through yet.`;
    case 'paused':
      return `Your ${plan} subscription is paused.`;
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
      return `Your ${plan} subscription has ended.`;
    default: {
      const unhandled: never = status.status;
      return unhandled;
    }
  }
}

/** A paid plan that is still being paid for (a Stripe subscription that has not ended). */
export function hasLiveSubscription(status: SubscriptionStatus | undefined): boolean {
  return (
    status?.status === 'active' || status?.status === 'trialing' || status?.status === 'past_due'
  );
}
