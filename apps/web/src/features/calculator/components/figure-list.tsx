import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  note?: string;
}

/** The engine's figures for a test, label and value, large enough to read at arm's length. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:gap-3">
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0 rounded-lg bg-slate-100 px-3 py-3 sm:px-4">
          <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
          <dd className="text-xl font-bold break-words tabular-nums sm:text-2xl">{figure.value}</dd>
          {figure.note ? <dd className="text-sm text-slate-700">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
