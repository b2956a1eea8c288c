import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';

// Only engineers below the needed tier meet a gate: the first load of the calculators does
// without the card and its plan summary (architecture.md §4 budget, decision 0413).
const UpgradeRequiredCard = lazy(async () => ({
  default: (await import('./upgrade-required-card')).UpgradeRequiredCard,
}));

/** The Upgrade Required card (product.md §6), loaded when it is first shown. */
export function LazyUpgradeRequiredCard(props: ComponentProps<typeof UpgradeRequiredCard>) {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <UpgradeRequiredCard {...props} />
    </Suspense>
  );
}
