import { useId } from 'react';
import { Flame } from 'lucide-react';
import { FEEDBACK_RATING_LABELS } from '@pipeproof/contracts';
import { cn } from '../../../lib/cn';
import { getRatingLabel } from '../utils/get-rating-label';

interface FlameRatingProps {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
  /** Ids of hints that explain the group, e.g. why a rating is still needed. */
  describedBy?: string;
  isInvalid?: boolean;
}

/**
 * Rating 1–5 as a native radio group: Tab reaches the group, the arrow keys move and select,
 * and every flame is a labelled 48 px target. Flames up to the chosen one are lit.
 */
export function FlameRating({
  value,
  onChange,
  disabled,
  describedBy,
  isInvalid,
}: FlameRatingProps) {
  const groupName = useId();
  const chosenId = useId();
  const chosenLabel = value === null ? null : getRatingLabel(value);

  return (
    <fieldset
      disabled={disabled}
      aria-describedby={[chosenId, describedBy].filter(Boolean).join(' ')}
      aria-invalid={isInvalid || undefined}
    >
      <legend className="mb-2 text-base font-semibold text-slate-900">Your rating</legend>
      <div className="grid grid-cols-5 gap-1 min-[400px]:gap-1.5 sm:gap-2">
        {FEEDBACK_RATING_LABELS.map((label, index) => {
          const rating = index + 1;
          const isLit = value !== null && rating <= value;
          return (
            <label key={label} className="relative block">
              <input
                type="radio"
                name={groupName}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                // Invisible but covering the whole tile, so a tap (or a test's click) lands on the radio.
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span
                className={cn(
                  'flex h-full min-h-18 flex-col items-center justify-center gap-1 rounded-lg border-2 border-slate-300 bg-white px-0.5 py-2 text-center transition-colors',
                  'peer-hover:border-orange-600 peer-checked:border-orange-700 peer-checked:bg-orange-50',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
                  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                )}
              >
                <Flame
                  aria-hidden="true"
                  className={cn(
                    'size-7',
                    isLit ? 'fill-orange-500 text-orange-700' : 'fill-transparent text-slate-500',
                  )}
                />
                <span className="text-[0.6875rem] leading-tight font-semibold text-slate-900 min-[400px]:text-xs sm:text-sm">
                  {label}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p id={chosenId} className="mt-2 text-base text-slate-800">
        {chosenLabel === null ? (
          'No rating selected'
        ) : (
          <>
            Selected: <strong className="font-semibold">{chosenLabel}</strong> ({value} of 5)
          </>
        )}
      </p>
    </fieldset>
  );
}
