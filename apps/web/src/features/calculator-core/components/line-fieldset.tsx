import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface LineFieldsetProps {
  /** 'Pipe 1', 'Meter 2': the legend, and in lower case the Remove button's name. */
  name: string;
  /** Left of Remove, e.g. a pipe run's volume. */
  note: string | undefined;
  canRemove: boolean;
  onRemove: () => void;
  /** The row's two fields, side by side. */
  children: ReactNode;
}

/** The frame of one pipe or meter row: legend, two fields, then its note and Remove. */
export function LineFieldset({ name, note, canRemove, onRemove, children }: LineFieldsetProps) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 px-3 pt-1 pb-2 sm:px-4">
      <legend className="px-1 text-base font-semibold">{name}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3">
        {children}
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700 tabular-nums">{note}</p>
        <Button
          variant="subtleDanger"
          size="sm"
          className="-mr-2 shrink-0"
          disabled={!canRemove}
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
