import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { cn } from '../lib/cn';

/** Fixed colours (not the brand variables) so a tier always looks the same, whatever the theme. */
const TIER_BADGE_CLASSES = {
  free: 'bg-slate-200 text-slate-950 ring-slate-400',
  basic: 'bg-sky-200 text-sky-950 ring-sky-500',
  premium: 'bg-amber-300 text-amber-950 ring-amber-600',
  professional: 'bg-violet-700 text-white ring-violet-300',
} as const satisfies Record<Tier, string>;

/** The tier letter(s) F, B, Pr, P (product.md §2). Decorative: the surrounding control names the tier. */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-extrabold ring-2',
        TIER_BADGE_CLASSES[tier],
        className,
      )}
    >
      {TIER_POLICY[tier].badge}
    </span>
  );
}
