import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Figure {
  label: string;
  value: ReactNode;
  note?: string;
}

const LONG_VALUE_CHARS = 12;

/** The engine's figures for a test, label and value, large enough to read at arm's length. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:gap-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={cn(
            'min-w-0 rounded-lg bg-slate-100 px-3 py-3 sm:px-4',
            // A long figure (e.g. an MPLR of 0.007126697 m³/h) takes the whole row on a phone
            // rather than breaking in the middle of the number.
            typeof figure.value === 'string' &&
              figure.value.length > LONG_VALUE_CHARS &&
              'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
          <dd className="text-xl font-bold break-words tabular-nums sm:text-2xl">{figure.value}</dd>
          {figure.note ? <dd className="text-sm text-slate-700">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
