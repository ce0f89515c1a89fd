import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Every button's look, in one place: a variant (what it is) and a size. Plain cva with no
 * tailwind-merge, so client leaves can use it without shipping the merger (~8 KiB gzipped): a caller
 * may add classes the variant does not set (position, margins, `aria-pressed:` states, opacity), never
 * ones that fight it (another height, padding or background): add a size or variant here instead.
 * A pressed button stays at full strength when disabled: it shows a choice already made.
 * Server components that must override go through `Button`/`cn`, where tailwind-merge settles it.
 */
const variants = {
  variant: {
    default: 'bg-fg font-medium text-bg hover:opacity-90',
    outline: 'border border-border bg-bg font-medium hover:bg-subtle',
    secondary: 'bg-subtle font-medium text-fg hover:bg-border',
    ghost: 'font-medium text-fg hover:bg-subtle',
    cta: 'bg-accent font-medium text-accent-fg shadow-sm hover:opacity-90',
    /** A text action beside content (Back to top, Show all): muted until hovered. */
    quiet: 'text-muted hover:text-fg',
    /** On a dark picture or a coloured strip: a translucent white. */
    overlay: 'bg-white/10 font-medium text-white hover:bg-white/20',
    /** A filter that stays on: `aria-pressed` fills it with the accent. */
    toggle:
      'border border-border bg-card font-medium hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg',
  },
  size: {
    default: 'rounded-md h-9 gap-2 px-4 text-sm whitespace-nowrap',
    sm: 'rounded-md h-8 gap-2 px-3 text-sm whitespace-nowrap',
    lg: 'rounded-md h-10 gap-2 px-6 text-sm whitespace-nowrap',
    /** A rounded choice whose text may wrap (question suggestions, guide filters). */
    chip: 'min-h-8 gap-2 rounded-full px-3.5 py-1.5 text-left text-sm',
    /** Only as tall as its text (Back to top, Show all). */
    text: 'rounded-md gap-1 text-sm',
    icon: 'rounded-md size-9 text-sm',
    iconSm: 'rounded-md size-8 text-sm',
    iconXs: 'rounded-md size-7 text-sm',
    /** The support launcher: a round icon up to tablets, a labelled pill from 1280 px. */
    launcher: 'size-11 gap-1.5 rounded-full text-sm xl:h-9 xl:w-auto xl:px-3.5',
  },
};

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center transition-colors disabled:pointer-events-none disabled:opacity-50 aria-pressed:disabled:opacity-100 [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants,
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** Every variant and size by name, for tests that go through them all. */
export const buttonVariantNames = Object.keys(variants.variant) as (keyof typeof variants.variant)[];
export const buttonSizeNames = Object.keys(variants.size) as (keyof typeof variants.size)[];
