import { useId, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SectionId } from '../model/sections';

interface SectionCardProps {
  sectionId: SectionId;
  step: number;
  title: string;
  description?: string;
  isComplete?: boolean;
  children: ReactNode;
  className?: string;
}

/** The element id of a section, for scrolling it into view. */
export function sectionElementId(sectionId: SectionId): string {
  return `calculator-${sectionId}`;
}

/** One step of the calculator: a named region with its number, so screen readers can jump to it. */
export function SectionCard({
  sectionId,
  step,
  title,
  description,
  isComplete = false,
  children,
  className,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <section
      id={sectionElementId(sectionId)}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-4 rounded-xl border border-slate-300 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
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
      <div className="mt-5">{children}</div>
    </section>
  );
}
