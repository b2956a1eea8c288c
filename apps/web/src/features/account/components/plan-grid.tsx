import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { SUBSCRIPTION_TIERS, type Tier } from '@pipeproof/contracts';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-config';
import { getPlanAction } from '../utils/get-plan-action';

export function PlanGrid({ currentTier }: { currentTier: Tier }) {
  const { data: config, isPending } = useAppConfig();
  const paymentsConfigured = config?.paymentsConfigured === true;
  return (
    <section aria-labelledby="plans-title" className="mt-10">
      <h2 id="plans-title" className="text-2xl font-bold">
        Plans
      </h2>
      {isPending ? (
        <Spinner label="Loading plans…" />
      ) : paymentsConfigured ? null : (
        <p className="mt-3 flex gap-3 rounded-xl border-2 border-sky-700 bg-sky-50 p-4 text-base text-sky-950">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Online payments are not configured on this server. Ask your administrator to change your
          plan.
        </p>
      )}
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SUBSCRIPTION_TIERS.map((tier) => {
          const action = paymentsConfigured ? getPlanAction(currentTier, tier) : null;
          return (
            <PlanCard key={tier} tier={tier} isCurrent={tier === currentTier}>
              {action ? (
                <Button asChild variant={action.isUpgrade ? 'primary' : 'secondary'} size="narrow">
                  <Link to={action.to} aria-label={action.label}>
                    {action.text}
                  </Link>
                </Button>
              ) : null}
            </PlanCard>
          );
        })}
      </div>
    </section>
  );
}
