import { useId } from 'react';
import { CircleAlert, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { RejectedSave } from './outbox';
import { formatLondonDateTime } from '../../../lib/london-time';

function describeEntry({ entry }: RejectedSave): string {
  if (entry.kind === 'save-job') return `Job ${entry.body.jobDetails.jobNumber || '(no number)'}`;
  const when = entry.body.recordedAt ? Date.parse(entry.body.recordedAt) : Number.NaN;
  return Number.isNaN(when)
    ? entry.body.testName
    : `${entry.body.testName}, recorded ${formatLondonDateTime(when)}`;
}

export interface RejectedSavesProps {
  readonly rejected: readonly RejectedSave[];
  readonly onDismiss: (entryId: string) => void;
  /** The heading's level under the page's or section's own: 2 where it heads the page. */
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * Results the server refused when it checked them again on syncing (the plan no longer allows
 * them, the job is gone…): listed with the server's reason until the engineer has read them,
 * never dropped silently (decision 0440). Every calculator shows this one list, under the name the
 * refusal's toast gives it; nothing while there is none. The step calculators, which head the page
 * with it, load its code only then (`LazyRejectedSaves`).
 */
export function RejectedSaves({ rejected, onDismiss, headingLevel = 2 }: RejectedSavesProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (rejected.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 sm:p-6"
    >
      <Heading id={titleId} className="flex items-center gap-2 text-xl font-bold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        Not Saved to Your Account
      </Heading>
      <p className="mt-1 text-base">
        PipeProof checked these when they were sent and could not save them. Nothing typed is lost:
        each stays in the calculator it was entered in until you clear it there.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {rejected.map((save) => (
          <li
            key={save.entry.id}
            className="flex items-start justify-between gap-3 rounded-lg bg-white p-3"
          >
            <p className="text-base">
              <span className="font-semibold">{describeEntry(save)}</span>
              <br />
              {save.reason}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              onClick={() => onDismiss(save.entry.id)}
              aria-label={`Dismiss: ${describeEntry(save)}`}
            >
              <X aria-hidden="true" />
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
