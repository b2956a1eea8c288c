import type { ComponentProps } from 'react';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';
import { Spinner } from '../../../components/ui/spinner';

// Only engineers below the needed tier meet a gate: the first load of the calculators does
// without the card and its plan summary (architecture.md §4 budget, decision 0413).
const UpgradeRequiredCard = lazyPart(
  () => import('./upgrade-required-card'),
  'UpgradeRequiredCard',
);

/** The Upgrade Required card (product.md §6), loaded when it is first shown (decision 0906). */
export function LazyUpgradeRequiredCard(props: ComponentProps<typeof UpgradeRequiredCard>) {
  return (
    <PartBoundary loading={<Spinner label="Loading" />}>
      <UpgradeRequiredCard {...props} />
    </PartBoundary>
  );
}
