import { cn } from '../../lib/cn';

/** Loading indicator with an accessible name. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
