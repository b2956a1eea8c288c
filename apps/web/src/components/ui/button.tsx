import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

// Every size keeps a 48 px touch target (architecture.md §4: gloved hands). A variant sets colours
// only and a size the height, padding and text size, so no class here overrides another: `cn`
// joins classes and does not resolve conflicts (decision 0856). A caller's className adds what
// neither sets (width, margin, alignment).
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white hover:brightness-110',
        secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        ghost: 'text-slate-800 hover:bg-slate-100',
        danger: 'bg-red-700 text-white hover:bg-red-800',
        /** As `ghost`, in red: removing a line. */
        subtleDanger: 'text-red-800 hover:bg-red-50',
        /** Its size is `link` unless one is given (Button). */
        link: 'text-brand underline underline-offset-4 hover:no-underline',
        /** On the dark header bar. */
        inverse: 'border border-white/40 text-white hover:bg-white/15',
        /** The header bar's own controls: as `inverse`, without the border. */
        header: 'text-white hover:bg-white/15',
        /** The light button on a brand-coloured band. */
        light: 'bg-white text-slate-950 hover:bg-slate-200',
      },
      size: {
        default: 'min-h-12 px-4 text-base',
        sm: 'min-h-12 px-3 text-sm',
        lg: 'min-h-12 px-6 text-lg',
        /** A taller button with large text: the timer's controls. */
        xl: 'min-h-14 px-4 text-lg',
        /** Default text with less padding, for buttons side by side in a narrow card. */
        narrow: 'min-h-12 px-3 text-base',
        /** Small text with little padding: a back link at a page's top-left. */
        tight: 'min-h-12 px-2 text-sm',
        icon: 'min-h-12 w-12 px-0',
        link: 'min-h-12 px-1 text-base',
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
        className={cn(
          buttonVariants({ variant, size: size ?? (variant === 'link' ? 'link' : 'default') }),
          className,
        )}
        {...(asChild ? {} : { type: type ?? 'button' })}
        {...props}
      />
    );
  },
);
Button.displayName = 'Button';
