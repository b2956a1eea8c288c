import { cn } from '../../lib/cn';

/**
 * Loading indicator with an accessible name. `padding` is the space around it, `compact` inside
 * a dialog; a caller's className adds to it (a minimum height, say) and does not replace it.
 */
export function Spinner({
  label = 'Loading',
  padding = 'default',
  className,
}: {
  label?: string;
  padding?: 'default' | 'compact';
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center',
        padding === 'compact' ? 'p-4' : 'p-8',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
