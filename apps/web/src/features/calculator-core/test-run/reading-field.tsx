import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { parseReading, type ReadingFieldSpec } from './reading-fields';

interface ReadingFieldProps {
  field: ReadingFieldSpec;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  disabled?: boolean;
}

function formatValue(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * One reading. Keeps the text as typed (so '0.' or a refused '-2' stays on screen with its
 * message) and passes on only an accepted number, or undefined.
 */
export function ReadingField({ field, value, onChange, disabled = false }: ReadingFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(() => formatValue(value));
  const [shownValue, setShownValue] = useState(value);

  // The caller changed the value (e.g. cleared the readings for the next test): show it, unless
  // the text already means that value.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseReading(text, field).value !== value) setText(formatValue(value));
  }

  const { error } = parseReading(text, field);
  const describedBy = [field.hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      <Label htmlFor={inputId} size="base">
        {field.label} ({field.unit})
      </Label>
      <div className="relative">
        <Input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          spellCheck={false}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          look="reading"
          className="pr-20 tabular-nums aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700"
          onChange={(event) => {
            const nextText = event.target.value;
            setText(nextText);
            const next = parseReading(nextText, field).value;
            setShownValue(next);
            if (next !== value) onChange(next);
          }}
        />
        {/* The label already names the unit; this repeats it where the eye is. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-px right-px flex items-center rounded-r-[7px] border-l border-slate-300 bg-slate-100 px-3 text-base font-semibold text-slate-800"
        >
          {field.unit}
        </span>
      </div>
      {field.hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {field.hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
