import { TIER_POLICY } from '@pipeproof/contracts';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';
import { Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/session';

// Loaded once the plan is known to allow it: a visitor who meets the gate never downloads the
// calculator, and a Professional engineer never downloads the gate (architecture.md §4 budget; both
// first loads are measured in bench/page-weight, decision 0860).
const CalculatorPage = lazyPart(() => import('./calculator-page'), 'CalculatorPage');
const IndustrialGate = lazyPart(() => import('./industrial-gate'), 'IndustrialGate');

const TITLE = 'Industrial Calculator';
const SUBTITLE = 'All pipe sizes, IGE/UP/1 standard';

/**
 * /industrial: IGE/UP/1, every pipe size (product.md §2). The whole page is behind the Professional
 * gate (product.md §6); signed-out visitors are Free and meet it too. The server refuses industrial
 * calculations and saves to other tiers as well (findCalculationGate, one policy).
 */
export function IndustrialPage() {
  const { data: user, isPending, isError, refetch } = useUser();
  const checking = <Spinner label="Checking your plan" className="py-24" />;
  if (isPending) return checking;
  // A failed refetch keeps the last answer (data): only a first check that failed stops here.
  const isPlanUnknown = isError && user === undefined;
  if (isPlanUnknown || !TIER_POLICY[user?.subscriptionTier ?? 'free'].canUseIndustrial) {
    return (
      <PartBoundary loading={checking}>
        <IndustrialGate
          title={TITLE}
          subtitle={SUBTITLE}
          isSignedIn={Boolean(user)}
          onRetry={isPlanUnknown ? () => void refetch() : null}
        />
      </PartBoundary>
    );
  }
  return (
    <PartBoundary loading={<Spinner label="Loading the calculator" className="py-24" />}>
      <CalculatorPage calculatorType="industrial" title={TITLE} subtitle={SUBTITLE} />
    </PartBoundary>
  );
}
