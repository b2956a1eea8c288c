import { TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The safety notice of product.md §1: competent engineers only, IGE/UP/1 Ed. 2 +A: 2005, DSEAR.
 * On the domestic calculator (`domestic`), the standard it works to: IGEM/UP/1B Edition 4.
 */
export function SafetyNotice({
  className,
  domestic = false,
}: {
  className?: string;
  domestic?: boolean;
}) {
  return (
    <aside
      aria-labelledby="safety-notice-title"
      className={cn(
        'rounded-xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950',
        className,
      )}
    >
      <h2 id="safety-notice-title" className="flex items-center gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
        Safety notice
      </h2>
      {domestic ? (
        <p className="mt-2 text-base">
          PipeProof is for competent gas engineers registered with Gas Safe only. Every domestic
          tightness test and purge must comply with IGEM/UP/1B Edition 4. The results support your
          professional judgement; they do not replace it.
        </p>
      ) : (
        <p className="mt-2 text-base">
          PipeProof is for competent gas engineers registered with Gas Safe only. Every test and
          purge must comply with IGE/UP/1 Edition 2 +A: 2005 (and IGE/UP/1A where it applies), and a
          DSEAR risk assessment is required before work starts. The results support your
          professional judgement; they do not replace it.
        </p>
      )}
    </aside>
  );
}
