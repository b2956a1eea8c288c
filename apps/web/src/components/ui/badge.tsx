import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full py-1 font-bold', {
  variants: {
    size: {
      md: 'px-3 text-sm',
      /** A verdict: taller, larger and spaced out. */
      lg: 'min-h-10 gap-2 px-4 text-lg tracking-wide',
    },
    tone: {
      neutral: 'bg-slate-200 text-slate-900',
      brand: 'bg-brand text-white',
      pass: 'bg-green-700 text-white',
      fail: 'bg-red-700 text-white',
      pending: 'bg-amber-200 text-amber-950',
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
