import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { cn } from '../lib/cn';

/** Fixed colours (not the brand variables) so a tier always looks the same, whatever the theme. */
const TIER_BADGE_CLASSES = {
  free: 'bg-slate-200 text-slate-950 ring-slate-400',
  basic: 'bg-sky-200 text-sky-950 ring-sky-500',
  premium: 'bg-amber-300 text-amber-950 ring-amber-600',
  professional: 'bg-violet-700 text-white ring-violet-300',
} as const satisfies Record<Tier, string>;

/** The badge's sizes: `header` is small on a phone and grows from 640 px. */
const TIER_BADGE_SIZES = {
  md: 'size-9 text-sm ring-2',
  lg: 'size-12 text-lg ring-2',
  header: 'size-6 text-xs ring-1 sm:size-8 sm:text-sm',
} as const;

/** The tier letter(s) F, B, Pr, P (product.md §2). Decorative: the surrounding control names the tier. */
export function TierBadge({
  tier,
  size = 'md',
  className,
}: {
  tier: Tier;
  size?: keyof typeof TIER_BADGE_SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-extrabold',
        TIER_BADGE_SIZES[size],
        TIER_BADGE_CLASSES[tier],
        className,
      )}
    >
      {TIER_POLICY[tier].badge}
    </span>
  );
}
