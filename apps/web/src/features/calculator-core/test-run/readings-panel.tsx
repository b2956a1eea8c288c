import { useId } from 'react';
import type { ReadingsInput, Verdict } from '@pipeproof/engine';
import { cn } from '../../../lib/cn';
import { ReadingField } from './reading-field';
import { READING_FIELDS } from './reading-fields';
import type { TestKind } from './types';
import { VerdictBadge } from './verdict-badge';

const TEST_LABELS = {
  strength: 'Strength test',
  'let-by': 'Let-by test',
  tightness: 'Tightness test',
  purge: 'Purge',
} as const satisfies Record<TestKind, string>;

const RESULT_BORDER = {
  PASS: 'border-green-700',
  FAIL: 'border-red-700',
  PENDING: 'border-slate-300',
} as const satisfies Record<Verdict['status'], string>;

interface ReadingsPanelProps {
  testKind: TestKind;
  readings: ReadingsInput;
  onChange: (next: ReadingsInput) => void;
  /** Worked out by the caller (the engine) on every change; shown here, never computed. */
  verdict: Verdict;
  disabled?: boolean;
}

/** The actual readings for one test and its PASS / FAIL / PENDING verdict with the reasons. */
export function ReadingsPanel({
  testKind,
  readings,
  onChange,
  verdict,
  disabled = false,
}: ReadingsPanelProps) {
  const reasonsId = useId();
  const testName = TEST_LABELS[testKind];
  return (
    <div className="flex flex-col gap-5">
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="mb-3 text-lg font-bold">Actual readings</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {READING_FIELDS[testKind].map((field) => (
            <ReadingField
              key={field.key}
              field={field}
              value={readings[field.key] ?? undefined}
              disabled={disabled}
              onChange={(value) => onChange({ ...readings, [field.key]: value })}
            />
          ))}
        </div>
      </fieldset>
      <div className={cn('rounded-xl border-2 bg-white p-4', RESULT_BORDER[verdict.status])}>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-bold" id={`${reasonsId}-title`}>
            {testName} result
          </p>
          <VerdictBadge status={verdict.status} label={`${testName} result`} />
        </div>
        {verdict.reasons.length > 0 ? (
          <ul
            aria-labelledby={`${reasonsId}-title`}
            className="mt-3 flex list-disc flex-col gap-1 pl-5 text-base text-slate-800"
          >
            {verdict.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
