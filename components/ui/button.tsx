import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Button styles: variants and sizes. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-fg text-bg hover:opacity-90',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        outline: 'border border-border bg-bg hover:bg-subtle',
        secondary: 'bg-subtle text-fg hover:bg-border',
        ghost: 'text-fg hover:bg-subtle',
        link: 'text-accent underline-offset-4 hover:underline',
        cta: 'bg-accent text-accent-fg shadow-sm hover:opacity-90',
      },
      size: {
        default: 'h-9 px-4',
        xs: 'h-7 px-2 text-xs',
        sm: 'h-8 px-3',
        lg: 'h-10 px-6',
        xl: 'h-12 px-8 text-base',
        pill: 'h-7 rounded-full px-3 text-xs',
        icon: 'size-9',
        iconXs: 'size-7',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a link) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
