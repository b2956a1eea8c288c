import { useId } from 'react';
import { cn } from '../../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | '' | null;
  onChange: (value: T) => void;
  /** Grid columns from 640 px; one column on phones unless `compact`. */
  columns?: 2 | 3;
  /** Short labels side by side even on a phone (e.g. Steel / Copper). */
  compact?: boolean;
  hint?: string;
}

/**
 * A native radio group drawn as large tiles (48 px and more, for gloved hands): Tab reaches the
 * group, the arrow keys choose, and a disabled choice says why in its description.
 */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  columns = 2,
  compact = false,
  hint,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="min-w-0">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          'grid gap-2',
          compact ? 'grid-cols-2' : 'grid-cols-1',
          columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2',
        )}
      >
        {choices.map((choice, index) => {
          const inputId = `${name}-${index}`;
          const descriptionId = `${inputId}-description`;
          const isChecked = value === choice.value;
          return (
            // The radio covers the whole tile, so a tap anywhere on it chooses it; only the label
            // names it, the description describes it.
            <div key={choice.value} className="relative">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={isChecked}
                disabled={choice.disabled}
                aria-describedby={choice.description ? descriptionId : undefined}
                onChange={() => onChange(choice.value)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <div
                className={cn(
                  'flex h-full min-h-12 flex-col justify-center rounded-lg border-2 border-slate-300 bg-white px-4 py-2.5 transition-colors',
                  'peer-hover:border-brand peer-checked:border-brand peer-checked:bg-blue-50 peer-checked:ring-1 peer-checked:ring-brand',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
                  'peer-disabled:border-slate-200 peer-disabled:bg-slate-100 peer-disabled:text-slate-600',
                )}
              >
                <label
                  htmlFor={inputId}
                  className="flex items-center gap-2 text-base font-semibold"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-block size-4 shrink-0 rounded-full border-2',
                      isChecked
                        ? 'border-brand bg-brand ring-2 ring-white ring-inset'
                        : 'border-slate-500',
                    )}
                  />
                  {choice.label}
                </label>
                {choice.description ? (
                  <span id={descriptionId} className="mt-0.5 pl-6 text-sm text-slate-700">
                    {choice.description}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
