import { useId, type ReactNode } from 'react';
import { CircleCheck, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface DomesticSectionProps {
  step: number;
  title: string;
  description?: string;
  /** Finished and put away by the engineer: one line with its summary and 'Edit'. */
  isFolded?: boolean;
  summary?: string;
  onEdit?: () => void;
  /** 'Done' under the fields, shown once the section is complete. */
  onDone?: () => void;
  tone?: 'default' | 'alert';
  children: ReactNode;
}

/**
 * One step of the domestic procedure: a named region with its number. Folded, it is one line (its
 * summary, which is then its heading) and 'Edit'; its fields stay in the page, hidden, so nothing
 * typed is lost — one screen on a phone once the setup is done.
 */
export function DomesticSection({
  step,
  title,
  description,
  isFolded = false,
  summary,
  onEdit,
  onDone,
  tone = 'default',
  children,
}: DomesticSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-4 rounded-xl border bg-white shadow-sm',
        tone === 'alert' ? 'border-red-700' : 'border-slate-300',
        isFolded ? 'px-4 py-2 sm:px-6' : 'p-4 sm:p-6',
      )}
    >
      {isFolded ? (
        <div className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
          <h2
            id={titleId}
            className="min-w-0 flex-1 text-base leading-snug font-semibold break-words"
          >
            {summary}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            aria-label={`Edit ${title}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-base font-bold text-white"
          >
            {step}
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl leading-tight font-bold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-base text-slate-700">{description}</p> : null}
          </div>
        </div>
      )}
      <div className="mt-5 flex flex-col gap-4" hidden={isFolded}>
        {children}
        {onDone ? (
          <Button variant="secondary" className="self-end" onClick={onDone}>
            <CircleCheck aria-hidden="true" />
            Done
          </Button>
        ) : null}
      </div>
    </section>
  );
}
