import { PartBoundary, lazyPart } from '../../../components/lazy-part';
import type { RejectedSavesProps } from './rejected-saves';

// Most engineers never meet a refusal: the calculators' first load does without the list
// (architecture.md §4 budget).
const RejectedSaves = lazyPart(() => import('./rejected-saves'), 'RejectedSaves');

/** 'Not Saved to Your Account' (decision 0440), its code loaded when there is something in it. */
export function LazyRejectedSaves(props: RejectedSavesProps) {
  if (props.rejected.length === 0) return null;
  return (
    <PartBoundary>
      <RejectedSaves {...props} />
    </PartBoundary>
  );
}
