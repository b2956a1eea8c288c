import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldError, Label } from '../../../components/ui/label';

interface ProfileSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** The first, empty choice. */
  emptyLabel?: string;
}

/** A labelled native select with an empty first choice ('No default' unless told). */
export const ProfileSelect = forwardRef<HTMLSelectElement, ProfileSelectProps>(
  ({ label, options, error, emptyLabel = 'No default', id, ...props }, ref) => {
    const generatedId = useId();
    const selectId = id ?? generatedId;
    const errorId = `${selectId}-error`;
    return (
      <div>
        <Label htmlFor={selectId}>{label}</Label>
        <div className="relative">
          <select
            ref={ref}
            id={selectId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block min-h-12 w-full appearance-none rounded-lg border border-slate-400 bg-white py-2 pr-10 pl-3 text-base text-slate-900"
            {...props}
          >
            <option value="">{emptyLabel}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-700"
          />
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    );
  },
);
ProfileSelect.displayName = 'ProfileSelect';
