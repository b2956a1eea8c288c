import { useId, type ElementType, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { PAID_TIERS, TIER_POLICY, isTierAtLeast, type Tier } from '@pipeproof/contracts';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type TextSlot = ElementType<{ className?: string; children?: ReactNode }>;

interface UpgradeRequiredCardProps {
  /** One of the gate messages of product.md §6, e.g. 'Purge calculations need a Premium subscription.'. */
  message: string;
  /** The cheapest tier that unlocks the feature; it and every tier above it are offered. */
  requiredTier: Tier;
  title?: string;
  /**
   * Inside a dialog: the dialog's own title and description elements take the card's title and
   * message, so the dialog is named and described by them; the card is then not a region itself.
   */
  dialogSlots?: { Title: TextSlot; Description: TextSlot };
  className?: string;
}

// By the card's own width (it sits in a page or in a results column): no orphaned third card.
const PLAN_GRID_CLASSES: Record<number, string> = {
  1: 'max-w-md',
  2: '@lg:grid-cols-2',
  3: '@2xl:grid-cols-3',
};

/** The page to come back to after paying (decision 0438): where the engineer met the gate. */
export function subscribeHref(tier: Tier, returnTo: string): string {
  return `/subscribe?tier=${tier}&returnTo=${encodeURIComponent(returnTo)}`;
}

/** What a blocked user sees (product.md §6): why, and the plans that unlock it, with prices. */
export function UpgradeRequiredCard({
  message,
  requiredTier,
  title = 'Upgrade Required',
  dialogSlots,
  className,
}: UpgradeRequiredCardProps) {
  const titleId = useId();
  const { pathname, search } = useLocation();
  // Free is never a way up, and /subscribe only takes paid tiers.
  const tiers = PAID_TIERS.filter((tier) => isTierAtLeast(tier, requiredTier));
  const Message: TextSlot = dialogSlots?.Description ?? 'p';
  const Outer = dialogSlots ? 'div' : 'section';
  const titleClasses = 'pr-10 text-xl leading-tight font-bold';
  return (
    <Outer
      aria-labelledby={dialogSlots ? undefined : titleId}
      className={cn(
        '@container rounded-xl bg-amber-50 p-4 text-slate-900 sm:p-6',
        // In a dialog the dialog's own edge is the border.
        !dialogSlots && 'border-2 border-amber-600',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-200 text-amber-900">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          {/* The dialog's title element keeps the id Radix names the dialog by. */}
          {dialogSlots ? (
            // The dialog title's own look: the same text, clear of the dialog's close button.
            <dialogSlots.Title>{title}</dialogSlots.Title>
          ) : (
            <h2 id={titleId} className={titleClasses}>
              {title}
            </h2>
          )}
          <Message className="mt-1 text-base text-slate-800">{message}</Message>
        </div>
      </div>
      <div
        className={cn('mt-5 grid gap-4', PLAN_GRID_CLASSES[tiers.length] ?? PLAN_GRID_CLASSES[3])}
      >
        {tiers.map((tier) => (
          <PlanCard key={tier} tier={tier}>
            <Button asChild variant={tier === requiredTier ? 'primary' : 'secondary'}>
              <Link to={subscribeHref(tier, pathname + search)}>
                Upgrade to {TIER_POLICY[tier].label}
              </Link>
            </Button>
          </PlanCard>
        ))}
      </div>
    </Outer>
  );
}
