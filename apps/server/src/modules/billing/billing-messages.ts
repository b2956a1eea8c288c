import { TIER_POLICY, type PaidTier, type Tier } from '@pipeproof/contracts';
import { formatBillingDate } from './format-billing-date';

const label = (tier: Tier): string => TIER_POLICY[tier].label;
const until = (date: Date | null): string => (date ? ` until ${formatBillingDate(date)}` : '');
const on = (date: Date | null): string =>
  date ? ` on ${formatBillingDate(date)}` : ' at the end of your billing period';

/** The sentences the billing routes answer with (product.md §7 'message'); shown in toasts. */
export const BILLING_MESSAGES = {
  notConfigured: 'Online payments are not configured on this server.',
  stripeUnavailable:
    'We could not reach our payment provider. Nothing has changed; please try again in a minute.',
  alreadySubscribed:
    'You already have a subscription. Change your plan on the account page instead.',
  noSubscriptionToChange: 'You have no subscription to change yet. Subscribe to a plan first.',
  noSubscriptionToCancel: 'You have no paid subscription to cancel.',
  cardDeclined: (message: string) => `${message} Your plan has not changed.`,
  paymentWarning: (plan: PaidTier) =>
    `We could not take your last payment for ${label(plan)}. Stripe will try your card again: check the email from Stripe to update it, or your plan will end.`,
  planIs: (tier: Tier) => `Your plan is ${label(tier)}.`,
  cancelled: (plan: PaidTier, end: Date | null) =>
    `Your subscription is cancelled. You keep ${label(plan)}${until(end)}; then your plan becomes Free.`,
  upgraded: (plan: PaidTier) =>
    `You are now on ${label(plan)}. The difference for the rest of this billing period has been charged.`,
  downgradeBooked: (from: PaidTier, to: PaidTier, end: Date | null) =>
    `Your plan changes to ${label(to)}${on(end)}. You keep ${label(from)} until then.`,
  staying: (plan: PaidTier) => `You stay on ${label(plan)}.`,
} as const;
