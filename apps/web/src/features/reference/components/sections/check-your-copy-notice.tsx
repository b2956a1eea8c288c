import { TriangleAlert } from 'lucide-react';
import { DOMESTIC_CHECK_YOUR_COPY_NOTE } from '@pipeproof/engine';

/**
 * The domestic figures rest on public material about IGEM/UP/1B Edition 4, not on the IGEM text
 * (standards.md §7): the engineer is told, prominently, to check them against their own copy.
 */
export function CheckYourCopyNotice() {
  return (
    <aside
      aria-labelledby="domestic-check-title"
      className="mt-6 max-w-3xl rounded-xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950"
    >
      <h3 id="domestic-check-title" className="flex items-center gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
        Check these figures against your copy of the standard
      </h3>
      <p className="mt-2 text-base font-semibold">{DOMESTIC_CHECK_YOUR_COPY_NOTE}</p>
      <p className="mt-2 text-base">
        The IGEM text itself was not available to us. Every figure in this section comes from public
        material about Edition 4: Gas Safe&apos;s industry update ISU 133 (second edition), Gas
        Engineer Software&apos;s guide to Edition 4, and two independent public Edition 4
        calculators. Where no source gave a figure, the calculator asks you for it (marked
        &lsquo;engineer input&rsquo; below).
      </p>
    </aside>
  );
}
