import { Link, useSearchParams } from 'react-router';
import { PAID_TIERS, TIER_POLICY, type PaidTier } from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-config';
import { useUser } from '../../../lib/session';
import { SubscriptionUnavailable } from './subscription-unavailable';

function parsePaidTier(value: string | null): PaidTier | null {
  return PAID_TIERS.find((tier) => tier === value) ?? null;
}

/** /subscribe?tier=basic|premium|professional (spec §2). Checkout arrives with billing. */
export function SubscribePage() {
  const [searchParams] = useSearchParams();
  const tier = parsePaidTier(searchParams.get('tier'));
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <Spinner label="Loading plans…" className="min-h-[50vh]" />;
  if (!config?.paymentsConfigured) return <SubscriptionUnavailable />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      {tier ? <ChosenPlan tier={tier} /> : <ChoosePlan />}
    </div>
  );
}

function ChosenPlan({ tier }: { tier: PaidTier }) {
  const { data: user } = useUser();
  const label = TIER_POLICY[tier].label;
  return (
    <>
      <DocumentTitle title={`Subscribe to ${label}`} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Subscribe to {label}</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <PlanCard tier={tier} headingLevel="h2" isCurrent={user?.subscriptionTier === tier} />
        <section
          aria-labelledby="checkout-title"
          className="rounded-xl border-2 border-slate-300 bg-white p-5"
        >
          <h2 id="checkout-title" className="text-xl font-bold">
            Checkout
          </h2>
          <p className="mt-2 text-base text-slate-800">
            Online checkout is being set up and is not open yet. You have not been charged. We will
            show the card payment form here as soon as it is ready.
          </p>
          <div className="mt-5 flex flex-col gap-3">
            {user ? (
              <Button asChild variant="secondary">
                <Link to="/account">Back to your account</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={`/sign-in?returnTo=${encodeURIComponent(`/subscribe?tier=${tier}`)}`}>
                  Sign in to subscribe
                </Link>
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to="/home">Home</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
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
