import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface FormCardProps {
  title: string;
  icon: LucideIcon;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** One card of the single-screen form: a named region, so screen readers can jump to it. */
export function FormCard({ title, icon: Icon, description, children, className }: FormCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-slate-300 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl leading-tight font-bold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-base text-slate-700">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A message under a group of controls (a radio group, a list of rows), announced when shown. */
export function GroupError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    // Marked for focusFirstProblem: the group's first control is focused when the form is refused.
    <p id={id} role="alert" data-field-problem="" className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
