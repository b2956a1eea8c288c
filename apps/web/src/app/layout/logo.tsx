import { cn } from '../../lib/cn';

/** The PipeProof mark (same drawing as public/favicon.svg). Decorative beside the wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="6" fill="var(--brand-primary)" />
      <path
        d="M8 22V10h8a5 5 0 0 1 0 10h-4"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
