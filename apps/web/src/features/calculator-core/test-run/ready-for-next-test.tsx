import { useId } from 'react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface ReadyForNextTestProps {
  nextTest: 'Tightness Test' | 'Purge';
  onStart: () => void;
}

/** product.md §4 test chain: after a PASS, offer the next test with the same volume and settings. */
export function ReadyForNextTest({ nextTest, onStart }: ReadyForNextTestProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border-2 border-green-700 bg-green-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-bold text-green-900">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
          Ready for Next Test
        </h3>
        <p className="mt-1 text-base text-slate-800">
          Run the {nextTest === 'Purge' ? 'purge' : 'tightness test'} next with the same volume and
          settings. Starting it saves this test's record.
        </p>
      </div>
      <Button size="lg" className="shrink-0" onClick={onStart}>
        Start {nextTest}
        <ArrowRight aria-hidden="true" />
      </Button>
    </section>
  );
}
