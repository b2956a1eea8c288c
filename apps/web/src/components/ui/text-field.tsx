import { forwardRef, useId } from 'react';
import { Input, type InputProps } from './input';
import { FieldError, Label } from './label';

interface TextFieldProps extends InputProps {
  label: string;
  /** Shown under the field with role=alert, and linked to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error wired up for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  ({ label, error, hint, id, ...inputProps }, ref) => {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <div>
        <Label htmlFor={inputId}>{label}</Label>
        <Input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    );
  },
);
TextField.displayName = 'TextField';
