import { useId } from 'react';
import { isHexColor } from '@pipeproof/contracts';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';

interface ColorFieldProps {
  label: string;
  name: string;
  value: string;
  /** The last valid colour, shown by the picker while the text is not a colour. */
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour picker and its hex text (product.md §2 Brand Colors), kept in step. */
export function ColorField({ label, name, value, fallback, error, onChange }: ColorFieldProps) {
  const textId = useId();
  const errorId = `${textId}-error`;
  const pickerValue = isHexColor(value.trim()) ? value.trim().toLowerCase() : fallback;
  return (
    <div>
      <Label htmlFor={textId}>{label}</Label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={pickerValue}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 w-16 shrink-0 cursor-pointer rounded-lg border border-slate-400 bg-white p-1"
        />
        <Input
          id={textId}
          name={name}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-mono uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
