import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The box's height and text: `reading` is the larger box a gauge reading is typed into. */
const INPUT_LOOKS = { default: 'min-h-12 text-base', reading: 'min-h-14 text-xl' } as const;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  look?: keyof typeof INPUT_LOOKS;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(
  ({ className, type = 'text', look = 'default', ...props }, ref) => (
    <input
      ref={ref}
      type={type}
      className={cn(
        INPUT_LOOKS[look],
        'block w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    />
  ),
);
Input.displayName = 'Input';
