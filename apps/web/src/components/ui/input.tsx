import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = 'text', ...props }, ref) => (
    <input
      ref={ref}
      type={type}
      className={cn(
        'block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    />
  ),
);
Input.displayName = 'Input';
