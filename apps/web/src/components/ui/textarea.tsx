import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(({ className, ...props }, ref) => (
  <textarea
    ref={ref}
    className={cn(
      'block min-h-28 w-full rounded-lg border border-slate-400 bg-white p-3 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700',
      className,
    )}
    {...props}
  />
));
Textarea.displayName = 'Textarea';
