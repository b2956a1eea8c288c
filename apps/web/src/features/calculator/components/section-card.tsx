import { useId, type ReactNode } from 'react';
import { CircleCheck, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { SectionId } from '../model/sections';

/** A finished section's one-line summary and its way back in (decision 0442). */
export interface SectionFold {
  readonly isFolded: boolean;
  readonly summary: string;
  readonly onEdit: () => void;
}

interface SectionCardProps {
  sectionId: SectionId;
  step: number;
  title: string;
  description?: string;
  isComplete?: boolean;
  /** Sections above Results fold into their summary once finished (decision 0442). */
  fold?: SectionFold;
  children: ReactNode;
  className?: string;
}

/** The element id of a section, for scrolling it into view. */
export function sectionElementId(sectionId: SectionId): string {
  return `calculator-${sectionId}`;
}

/**
 * One step of the calculator: a named region with its number, so screen readers can jump to it.
 * Folded, it is one line — the summary, which is then also its heading and the region's name —
 * and 'Edit'; its fields stay in the page, hidden, so nothing typed in them is lost.
 */
export function SectionCard({
  sectionId,
  step,
  title,
  description,
  isComplete = false,
  fold,
  children,
  className,
}: SectionCardProps) {
  const titleId = useId();
  const isFolded = fold?.isFolded ?? false;
  return (
    <section
      id={sectionElementId(sectionId)}
      data-calculator-section={sectionId}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-4 rounded-xl border border-slate-300 bg-white shadow-sm',
        isFolded ? 'px-4 py-2 sm:px-6' : 'p-4 sm:p-6',
        className,
      )}
    >
      {isFolded && fold ? (
        <div className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
          {/* tabIndex -1: the page moves focus here when it brings the section into view. */}
          <h2
            id={titleId}
            tabIndex={-1}
            className="min-w-0 flex-1 text-base leading-snug font-semibold break-words"
          >
            {fold.summary}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            aria-label={`Edit ${title}`}
            onClick={fold.onEdit}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-base font-bold',
              isComplete ? 'bg-green-700 text-white' : 'bg-brand text-white',
            )}
          >
            {isComplete ? <CircleCheck className="size-5" /> : step}
          </span>
          <div className="min-w-0">
            {/* tabIndex -1: the page moves focus here when it brings the section into view. */}
            <h2 id={titleId} tabIndex={-1} className="text-xl leading-tight font-bold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-base text-slate-700">{description}</p> : null}
          </div>
        </div>
      )}
      <div data-section-body="" className="mt-5" hidden={isFolded}>
        {children}
      </div>
    </section>
  );
}
