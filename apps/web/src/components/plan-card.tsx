import type { ReactNode } from 'react';
import { Check, CircleCheck } from 'lucide-react';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { cn } from '../lib/cn';
import { TierBadge } from './tier-badge';

interface PlanCardProps {
  tier: Tier;
  /** Marks the signed-in user's plan. */
  isCurrent?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The card's action (a button or link); omitted when there is nothing the user can do. */
  children?: ReactNode;
}

/** One subscription plan: name, monthly price and features from the shared tier policy. */
export function PlanCard({
  tier,
  isCurrent = false,
  headingLevel: Heading = 'h3',
  children,
}: PlanCardProps) {
  const policy = TIER_POLICY[tier];
  return (
    <article
      aria-label={`${policy.label} plan`}
      className={cn(
        'flex flex-col rounded-xl border-2 bg-white p-5 shadow-sm lg:p-4',
        isCurrent ? 'border-brand ring-2 ring-brand' : 'border-slate-300',
      )}
    >
      <Heading className="flex items-center gap-3 text-xl font-bold">
        <TierBadge tier={tier} />
        {policy.label}
      </Heading>
      <p className="mt-4">
        <span className="text-4xl font-extrabold tracking-tight">£{policy.pricePerMonthGbp}</span>
        <span className="text-base font-semibold text-slate-700">/month</span>
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2" aria-label={`${policy.label} features`}>
        {policy.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-base text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      {isCurrent ? (
        <p className="mt-5 flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand px-3 text-base font-bold text-white">
          <CircleCheck aria-hidden="true" className="size-5" />
          Current plan
        </p>
      ) : null}
      {children ? <div className="mt-5 flex flex-col gap-2">{children}</div> : null}
    </article>
  );
}
