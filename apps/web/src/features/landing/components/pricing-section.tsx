import { Link, useNavigate } from 'react-router';
import type { PaidTier } from '@pipeproof/contracts';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { setPendingTier } from '../../../lib/pending-tier';

const PAID_PLANS: ReadonlyArray<{ tier: PaidTier; action: string }> = [
  { tier: 'basic', action: 'Start Basic' },
  { tier: 'premium', action: 'Start Premium' },
  { tier: 'professional', action: 'Start Professional' },
];

export function PricingSection() {
  const navigate = useNavigate();
  // product.md §2: remember the chosen plan, sign in, then continue to /subscribe?tier=…
  const start = (tier: PaidTier) => {
    setPendingTier(tier);
    void navigate('/sign-in?mode=create');
  };
  return (
    <section aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
        Plans
      </h2>
      <p className="mt-2 text-base text-slate-800">
        Billed monthly in advance. Cancel at any time and keep your plan until the end of the month
        you have paid for.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PlanCard tier="free">
          <Button asChild variant="secondary">
            <Link to="/home">Try Free</Link>
          </Button>
        </PlanCard>
        {PAID_PLANS.map(({ tier, action }) => (
          <PlanCard key={tier} tier={tier}>
            <Button
              variant={tier === 'premium' ? 'primary' : 'secondary'}
              onClick={() => start(tier)}
            >
              {action}
            </Button>
          </PlanCard>
        ))}
      </div>
    </section>
  );
}
