import { Flame } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { getRatingLabel } from '../utils/get-rating-label';

const FLAME_COUNT = 5;

/** A read-only rating: lit flames, with the score read out as one phrase. */
export function FlameScore({ rating }: { rating: number }) {
  const label = getRatingLabel(rating);
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={`Rated ${rating} out of ${FLAME_COUNT}`} className="flex">
        {Array.from({ length: FLAME_COUNT }, (_, index) => (
          <Flame
            key={index}
            aria-hidden="true"
            className={cn(
              'size-5',
              index < rating
                ? 'fill-orange-500 text-orange-700'
                : 'fill-transparent text-slate-400',
            )}
          />
        ))}
      </span>
      <span className="text-sm font-semibold text-slate-900">{label}</span>
    </span>
  );
}
