import { Info, TriangleAlert } from 'lucide-react';
import type { EngineWarning } from '@pipeproof/engine';
import { cn } from '../../../lib/cn';

/** The engine's warnings in its own words: 'warning' in amber, 'info' in blue. */
export function EngineWarnings({ warnings }: { warnings: readonly EngineWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings and notes" className="flex flex-col gap-2">
      {warnings.map((warning) => {
        const isWarning = warning.severity !== 'info';
        const Icon = isWarning ? TriangleAlert : Info;
        return (
          <li
            key={warning.code}
            className={cn(
              'flex gap-2 rounded-lg border-2 p-3 text-base',
              isWarning
                ? 'border-amber-600 bg-amber-50 text-amber-950'
                : 'border-sky-700 bg-sky-50 text-sky-950',
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="sr-only">{isWarning ? 'Warning: ' : 'Note: '}</span>
              {warning.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
