import { RefreshCw, TriangleAlert } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { TierBadge } from '../../../components/tier-badge';
import { Button } from '../../../components/ui/button';
import { describeRequestError } from '../../../lib/apply-server-error';
import { useSubscriptionStatus } from '../../../lib/subscription-status';
import { useKeepPlan } from '../api/keep-plan';
import { useRefreshSubscription } from '../api/refresh-subscription';
import { BILLING_TOASTS } from '../billing-toasts';
import { describeSubscription, hasLiveSubscription } from '../utils/describe-subscription';
import { CancelSubscriptionButton } from './cancel-subscription-button';

/**
 * Current plan (product.md §2 Account page): the badge and price, what happens next with the Stripe
 * subscription, 'Refresh Status', and for paid plans 'Cancel Subscription' (or, once cancelled or
 * downgraded, a way to keep the plan).
 */
export function SubscriptionCard({ tier }: { tier: Tier }) {
  const policy = TIER_POLICY[tier];
  const { data: status } = useSubscriptionStatus();
  const refresh = useRefreshSubscription();
  const keepPlan = useKeepPlan();
  const sentence = status ? describeSubscription(status) : null;
  const hasPendingChange = Boolean(status?.cancelAtPeriodEnd || status?.scheduledTier);
  const canCancel = tier !== 'free' && status?.paymentsConfigured === true && !hasPendingChange;
  const keptPlan = hasLiveSubscription(status) && hasPendingChange ? status?.planTier : null;

  const onRefresh = () =>
    refresh.mutateAsync().then(
      (answer) => toast.success(BILLING_TOASTS.refreshed, { description: answer.message }),
      (error: unknown) =>
        toast.error(BILLING_TOASTS.refreshFailed, { description: describeRequestError(error) }),
    );
  const onKeep = () => {
    if (!keptPlan) return;
    keepPlan.mutateAsync(keptPlan).then(
      (answer) => toast.success(BILLING_TOASTS.planKept, { description: answer.message }),
      (error: unknown) =>
        toast.error(BILLING_TOASTS.planKeepFailed, { description: describeRequestError(error) }),
    );
  };

  return (
    <section
      aria-labelledby="current-plan-title"
      className="flex flex-col rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="current-plan-title" className="text-xl font-bold">
        Current plan
      </h2>
      <p className="mt-4 flex items-center gap-3 text-2xl font-extrabold">
        <TierBadge tier={tier} size="lg" />
        {policy.label}
      </p>
      <p className="mt-2 text-base text-slate-800">£{policy.pricePerMonthGbp} per month</p>
      {sentence ? <p className="mt-2 text-base font-semibold text-slate-900">{sentence}</p> : null}
      {status?.paymentWarning ? (
        <p className="mt-3 flex gap-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-3 text-base text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {status.paymentWarning}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={onRefresh} disabled={refresh.isPending}>
          <RefreshCw
            aria-hidden="true"
            className={refresh.isPending ? 'animate-spin' : undefined}
          />
          {refresh.isPending ? 'Refreshing…' : 'Refresh Status'}
        </Button>
        {keptPlan ? (
          <Button onClick={onKeep} disabled={keepPlan.isPending}>
            Keep {TIER_POLICY[keptPlan].label}
          </Button>
        ) : null}
        {canCancel ? <CancelSubscriptionButton /> : null}
      </div>
    </section>
  );
}
