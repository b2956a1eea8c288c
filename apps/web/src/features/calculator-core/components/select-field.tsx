import { useId, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Label } from '../../../components/ui/label';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  options: readonly SelectOption[];
  /** The empty first option, e.g. 'Choose a size'. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled native select: the phone's own picker, big enough for a gloved thumb. */
export function SelectField({
  label,
  options,
  placeholder,
  value,
  onChange,
  hint,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'block min-h-12 w-full appearance-none rounded-lg border border-slate-400 bg-white py-2 pr-10 pl-3 text-base disabled:bg-slate-100',
            value === '' ? 'text-slate-600' : 'text-slate-900',
          )}
          {...props}
        >
          <option value="">{placeholder}</option>
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
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
