'use client';

import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

type Labelled =
  { 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never };

export type ModalDialogProps = Labelled & {
  /** Shown while true; the browser's own closing (Escape, a `method="dialog"` form) calls `onClose`. */
  open: boolean;
  onClose: () => void;
  /**
   * Which clicks close it as a click on the backdrop would. A panel's backdrop click lands on the
   * `<dialog>` itself; a full-window dialog says which of its own parts count (say, all but the
   * picture). `false` keeps it open, for a form that holds typed text.
   */
  closeOnOutsideClick?: boolean | ((target: Element) => boolean);
  /** `panel`: a centred card over a dimmed page; `fullscreen`: the whole window, dark. */
  layout?: 'panel' | 'fullscreen';
  /** The panel's width. */
  width?: 'sm' | 'md';
  children: ReactNode;
};

const layouts = {
  panel: 'm-auto rounded-xl border border-border bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50',
  fullscreen: 'm-0 h-dvh max-h-none w-dvw max-w-none bg-black/85 p-0 backdrop:bg-transparent',
};
const widths = { sm: 'w-[min(28rem,calc(100vw-2rem))]', md: 'w-[min(30rem,calc(100vw-2rem))]' };

/**
 * The site's one modal dialog, a native `<dialog>` opened with `showModal()`: the browser makes the
 * rest of the page inert, keeps focus inside, closes it on Escape and returns focus to where it was,
 * with no dialog library in the bundle.
 */
export function ModalDialog({
  open,
  onClose,
  closeOnOutsideClick = true,
  layout = 'panel',
  width = 'sm',
  children,
  ...label
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      {...label}
      onClose={onClose}
      onClick={(event) => {
        const target = event.target as Element;
        const outside =
          typeof closeOnOutsideClick === 'function'
            ? closeOnOutsideClick(target)
            : closeOnOutsideClick && target === event.currentTarget;
        if (outside) event.currentTarget.close();
      }}
      className={clsx(layouts[layout], layout === 'panel' && widths[width])}
    >
      {children}
    </dialog>
  );
}
