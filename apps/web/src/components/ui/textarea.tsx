import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The box's least height: `md` for a short note, `lg` for a message. */
const TEXTAREA_HEIGHTS = { sm: 'min-h-20', md: 'min-h-24', lg: 'min-h-28' } as const;

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { size?: keyof typeof TEXTAREA_HEIGHTS }
>(({ className, size = 'lg', ...props }, ref) => (
  <textarea
    ref={ref}
    className={cn(
      TEXTAREA_HEIGHTS[size],
      'block w-full rounded-lg border border-slate-400 bg-white p-3 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700',
      className,
    )}
    {...props}
  />
));
Textarea.displayName = 'Textarea';
