import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, LogIn, RotateCw } from 'lucide-react';
import { CALCULATION_GATE_MESSAGES, TIER_POLICY } from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/session';
import { LazyUpgradeRequiredCard } from '../../calculator-core';
import { CALCULATOR_MESSAGES } from '../model/calculator-messages';

// Loaded once the plan is known to allow it: a visitor who meets the gate never downloads the
// calculator, and a Professional engineer never downloads the gate (architecture.md §4 budget; both
// first loads are measured in bench/page-weight).
const CalculatorPage = lazy(async () => ({
  default: (await import('./calculator-page')).CalculatorPage,
}));

const TITLE = 'Industrial Calculator';

/**
 * /industrial: IGE/UP/1, every pipe size (product.md §2). The whole page is behind the Professional
 * gate (product.md §6); signed-out visitors are Free and meet it too. The server refuses industrial
 * calculations and saves to other tiers as well (findCalculationGate, one policy).
 */
export function IndustrialPage() {
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <Spinner label="Checking your plan" className="py-24" />;
  // A failed refetch keeps the last answer (data): only a first check that failed stops here.
  if (isError && user === undefined) {
    return (
      <GatedPage>
        <PlanCheckFailed onRetry={() => void refetch()} />
      </GatedPage>
    );
  }
  const tier = user?.subscriptionTier ?? 'free';
  if (!TIER_POLICY[tier].canUseIndustrial) {
    return (
      <GatedPage>
        <LazyUpgradeRequiredCard
          message={CALCULATION_GATE_MESSAGES.industrial}
          requiredTier="professional"
        />
        {user ? null : (
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
  return (
    <Suspense fallback={<Spinner label="Loading the calculator" className="py-24" />}>
      <CalculatorPage
        calculatorType="industrial"
        title={TITLE}
        subtitle={CALCULATOR_MESSAGES.industrialSubtitle}
      />
    </Suspense>
  );
}

/** The page's title and way back, around what stands in for the calculator. */
function GatedPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title={TITLE} />
      <header className="flex flex-col gap-4">
        <Button asChild variant="ghost" size="tight" className="-ml-2 self-start">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Selection
          </Link>
        </Button>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{TITLE}</h1>
          <p className="mt-1 text-lg text-slate-800">{CALCULATOR_MESSAGES.industrialSubtitle}</p>
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
