import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full px-3 py-1 text-sm font-bold', {
  variants: {
    tone: {
      neutral: 'bg-slate-200 text-slate-900',
      brand: 'bg-brand text-white',
      pass: 'bg-green-700 text-white',
      fail: 'bg-red-700 text-white',
      pending: 'bg-amber-200 text-amber-950',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
