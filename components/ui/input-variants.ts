import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Every text field's look (inputs, selects, text areas), in one place, like `buttonVariants`: plain
 * cva without tailwind-merge, so client leaves can use it. A caller may add classes the size does not
 * set (width, margins, `resize-y`), never ones that fight it: add a size here instead.
 */
// The focus ring is the site's own (app/styles/chrome.css), as on every control.
export const inputVariants = cva('rounded-md border border-border bg-bg text-sm', {
  variants: {
    size: {
      /** A form's own field: Ask AI's question, the calculator, the dashboard's sign-in. */
      default: 'h-10 px-3',
      /** A filter in a row of filters. */
      sm: 'h-9 px-2',
      /** A text area: as tall as its rows. */
      area: 'p-2',
      /** A field for code or an API value, which shows when it is invalid. */
      code: 'px-2.5 py-1.5 font-mono aria-invalid:border-red-600 dark:aria-invalid:border-red-400',
    },
  },
  defaultVariants: { size: 'default' },
});

export type InputVariantProps = VariantProps<typeof inputVariants>;
