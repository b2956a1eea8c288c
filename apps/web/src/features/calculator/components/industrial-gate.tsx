import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, LogIn, RotateCw } from 'lucide-react';
import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';
import { LazyUpgradeRequiredCard } from '../../calculator-core';

interface IndustrialGateProps {
  readonly title: string;
  readonly subtitle: string;
  readonly isSignedIn: boolean;
  /** The plan could not be checked: 'Try again' asks once more. Null: the plan is known. */
  readonly onRetry: (() => void) | null;
}

/**
 * /industrial for those whose plan does not include it (product.md §6), or whose plan could not be
 * checked: the page's title, and the upgrade card or the way to try again. Loaded only for them
 * (decision 0860).
 */
export function IndustrialGate({ title, subtitle, isSignedIn, onRetry }: IndustrialGateProps) {
  if (onRetry) {
    return (
      <GatedPage title={title} subtitle={subtitle}>
        <PlanCheckFailed onRetry={onRetry} />
      </GatedPage>
    );
  }
  return (
    <GatedPage title={title} subtitle={subtitle}>
      <LazyUpgradeRequiredCard
        message={CALCULATION_GATE_MESSAGES.industrial}
        requiredTier="professional"
      />
      {isSignedIn ? null : (
        <p className="text-base text-slate-800">
          Already on the Professional plan?{' '}
          <Link
            to={`/sign-in?returnTo=${encodeURIComponent('/industrial')}`}
            className="inline-flex min-h-12 items-center gap-1 font-semibold text-brand underline underline-offset-4"
          >
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </Link>
        </p>
      )}
    </GatedPage>
  );
}

/** The page's title and way back, around what stands in for the calculator. */
function GatedPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title={title} />
      <header className="flex flex-col gap-4">
        <Button asChild variant="ghost" size="tight" className="-ml-2 self-start">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Selection
          </Link>
        </Button>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 text-lg text-slate-800">{subtitle}</p>
        </div>
      </header>
      {children}
      <SafetyNotice />
    </div>
  );
}

/** No answer about the plan (no signal on a fresh load): say so, do not pretend it is Free. */
function PlanCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-6">
      <p role="alert" className="text-base text-slate-800">
        Your plan could not be checked. Check your signal or connection, then try again.
      </p>
      <Button className="mt-4" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </section>
  );
}
