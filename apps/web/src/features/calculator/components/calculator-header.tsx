import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import type { SaveStatus } from '../../calculator-core';
import { ClearDataDialog } from './clear-data-dialog';
import { SaveStatusIndicator } from './save-status-indicator';

interface CalculatorHeaderProps {
  title: string;
  subtitle: string;
  /** Where the job is kept; null while the stored job is still being read. */
  status: SaveStatus | null;
  /** This job's results not yet on the account: clearing the job still sends them. */
  unsentResults: number;
  /** Null while the stored job is still being read: 'Clear All Data' is there, not yet usable. */
  onClearAll: (() => void) | null;
}

/**
 * Title, 'Back to Selection', 'Clear All Data' and where the job is saved (product.md §2). While
 * the stored job is read (decision 0851) the header is drawn as it will be, the status line's
 * room kept, so nothing moves when the job arrives.
 */
export function CalculatorHeader({
  title,
  subtitle,
  status,
  unsentResults,
  onClearAll,
}: CalculatorHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      <DocumentTitle title={title} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="tight" className="-ml-2">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Selection
          </Link>
        </Button>
        <ClearDataDialog unsentResults={unsentResults} onConfirm={onClearAll} />
      </div>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-1 text-lg text-slate-800">{subtitle}</p>
        <div className="mt-2">
          {status ? (
            <SaveStatusIndicator status={status} />
          ) : (
            <SaveStatusIndicator status="Saved on this device" isPlaceholder />
          )}
        </div>
      </div>
    </header>
  );
}
