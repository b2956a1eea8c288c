import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

// Every size keeps a 48 px touch target (architecture.md §4: gloved hands).
export const buttonVariants = cva(
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 text-center text-base font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white hover:brightness-110',
        secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        ghost: 'text-slate-800 hover:bg-slate-100',
        danger: 'bg-red-700 text-white hover:bg-red-800',
        link: 'min-h-12 px-1 text-brand underline underline-offset-4 hover:no-underline',
        /** On the dark header bar. */
        inverse: 'border border-white/40 text-white hover:bg-white/15',
      },
      size: {
        default: '',
        sm: 'px-3 text-sm',
        lg: 'px-6 text-lg',
        icon: 'w-12 px-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild = false, type, ...props }, ref) => {
    const Component = asChild ? Slot.Root : 'button';
    return (
      <Component
        ref={ref}
        className={cn(buttonVariants({ variant, size }), className)}
        {...(asChild ? {} : { type: type ?? 'button' })}
        {...props}
      />
    );
  },
);
Button.displayName = 'Button';
