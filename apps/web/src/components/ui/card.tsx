import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The card's edge: `pass` and `fail` carry a verdict's colour (the verification page). */
const CARD_EDGES = {
  plain: 'border-slate-200',
  pass: 'border-green-700',
  fail: 'border-red-700',
} as const;

export function Card({
  className,
  edge = 'plain',
  ...props
}: HTMLAttributes<HTMLDivElement> & { edge?: keyof typeof CARD_EDGES }) {
  return (
    <div
      className={cn('rounded-xl border bg-white shadow-sm', CARD_EDGES[edge], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-bold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex items-center gap-3 p-5 pt-0', className)} {...props} />;
}
