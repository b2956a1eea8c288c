import { Link, useSearchParams } from 'react-router';
import {
  PAID_TIERS,
  TIER_POLICY,
  type PaidTier,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-config';
import { isSafeReturnPath } from '../../../lib/return-path';
import { useUser } from '../../../lib/session';
import { useSubscriptionStatus } from '../../../lib/subscription-status';
import { ChangePlanPanel } from './change-plan-panel';
import { CheckoutPanel } from './checkout-panel';
import { SubscriptionUnavailable } from './subscription-unavailable';

function parsePaidTier(value: string | null): PaidTier | null {
  return PAID_TIERS.find((tier) => tier === value) ?? null;
}

/**
 * The page the engineer met the gate on (`returnTo`, decision 0438): a path on this site, and not
 * this page or the sign-in page (which would only lead back here). The server checks it again.
 */
function parseReturnTo(value: string | null): string | null {
  if (!isSafeReturnPath(value)) return null;
  return /^\/(subscribe|sign-in)(?=[/?#]|$)/.test(value) ? null : value;
}

/** /subscribe?tier=basic|premium|professional (product.md §2): Stripe Checkout, or a plan change. */
export function SubscribePage() {
  const [searchParams] = useSearchParams();
  const tier = parsePaidTier(searchParams.get('tier'));
  const returnTo = parseReturnTo(searchParams.get('returnTo'));
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <Spinner label="Loading plans…" className="min-h-[50vh]" />;
  if (!config?.paymentsConfigured) return <SubscriptionUnavailable />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      {tier ? <ChosenPlan tier={tier} returnTo={returnTo} /> : <ChoosePlan />}
    </div>
  );
}

interface ChosenPlanProps {
  tier: PaidTier;
  returnTo: string | null;
}

function ChosenPlan({ tier, returnTo }: ChosenPlanProps) {
  const { data: user } = useUser();
  const { data: status } = useSubscriptionStatus();
  const label = TIER_POLICY[tier].label;
  // Someone who already pays is changing plan, not subscribing again.
  const heading = user && isPaying(status) ? `Change to ${label}` : `Subscribe to ${label}`;
  return (
    <>
      <DocumentTitle title={heading} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <PlanCard tier={tier} headingLevel="h2" isCurrent={user?.subscriptionTier === tier} />
        {user ? (
          <SignedInAction tier={tier} returnTo={returnTo} />
        ) : (
          <SignInToSubscribe tier={tier} returnTo={returnTo} />
        )}
      </div>
    </>
  );
}

/** A live Stripe subscription for a paid plan. */
function isPaying(status: SubscriptionStatus | undefined): status is SubscriptionStatus & {
  planTier: PaidTier;
} {
  const live =
    status?.status === 'active' || status?.status === 'trialing' || status?.status === 'past_due';
  return live && status.planTier !== null;
}

function SignedInAction({ tier, returnTo }: ChosenPlanProps) {
  const { data: status, isPending } = useSubscriptionStatus();
  if (isPending) return <Spinner label="Checking your subscription…" />;
  if (isPaying(status)) {
    return (
      <ChangePlanPanel
        target={tier}
        current={status.planTier}
        status={status}
        returnTo={returnTo}
      />
    );
  }
  return <CheckoutPanel tier={tier} returnTo={returnTo} />;
}

function SignInToSubscribe({ tier, returnTo }: ChosenPlanProps) {
  const back = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : '';
  return (
    <section
      aria-labelledby="checkout-title"
      className="rounded-xl border-2 border-slate-300 bg-white p-5"
    >
      <h2 id="checkout-title" className="text-xl font-bold">
        Checkout
      </h2>
      <p className="mt-2 text-base text-slate-800">
        Sign in or create an account first: your plan belongs to your account.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <Button asChild>
          <Link to={`/sign-in?returnTo=${encodeURIComponent(`/subscribe?tier=${tier}${back}`)}`}>
            Sign in to subscribe
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/home">Home</Link>
        </Button>
      </div>
    </section>
  );
}

function ChoosePlan() {
  return (
    <>
      <DocumentTitle title="Choose a plan" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Choose a plan</h1>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {PAID_TIERS.map((tier) => (
          <PlanCard key={tier} tier={tier} headingLevel="h2">
            <Button asChild variant="secondary">
              <Link to={`/subscribe?tier=${tier}`}>Choose {TIER_POLICY[tier].label}</Link>
            </Button>
          </PlanCard>
        ))}
      </div>
    </>
  );
}
