import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface CalculatorCardProps {
  Icon: LucideIcon;
  title: string;
  description: string;
  /** Small label under the title, e.g. the plan it needs. */
  note?: string;
  to?: string;
  comingSoon?: boolean;
}

export function CalculatorCard({
  Icon,
  title,
  description,
  note,
  to,
  comingSoon,
}: CalculatorCardProps) {
  return (
    <article
      aria-label={`${title} calculator`}
      aria-disabled={comingSoon ? true : undefined}
      className={cn(
        'flex h-full flex-col rounded-xl border-2 p-5',
        comingSoon
          ? 'border-dashed border-slate-400 bg-slate-100'
          : 'border-slate-300 bg-white shadow-sm',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Icon
          aria-hidden="true"
          className={cn('size-10', comingSoon ? 'text-slate-600' : 'text-brand')}
        />
        {comingSoon ? (
          <span className="rounded-full bg-slate-700 px-3 py-1 text-sm font-bold text-white">
            Coming Soon
          </span>
        ) : null}
      </div>
      <h2 className="mt-4 text-2xl font-bold">{title}</h2>
      {note ? <p className="text-sm font-bold text-violet-800">{note}</p> : null}
      <p className="mt-2 flex-1 text-base text-slate-800">{description}</p>
      {to && !comingSoon ? (
        <Button asChild className="mt-5">
          <Link to={to}>
            Open {title.toLowerCase()} calculator
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </article>
  );
}
