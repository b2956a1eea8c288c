import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A field's label: `sm` under a card's heading, `base` where the field stands alone. */
const LABEL_SIZES = {
  sm: 'text-sm text-slate-800',
  base: 'text-base text-slate-800',
  /** As `base`, in the darker text of a form's main question. */
  strong: 'text-base text-slate-900',
} as const;

export function Label({
  className,
  size = 'sm',
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { size?: keyof typeof LABEL_SIZES }) {
  return (
    <label className={cn('mb-1 block font-semibold', LABEL_SIZES[size], className)} {...props} />
  );
}

/** An error line under a field; link it with aria-describedby on the field. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
