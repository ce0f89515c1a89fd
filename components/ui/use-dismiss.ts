'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popup (menu, list) on a pointer press outside `root` or on Escape; Escape also
 * returns focus to `trigger`, the control that opened it.
 */
export function useDismiss(
  open: boolean,
  {
    root,
    trigger,
    onClose,
  }: {
    root: RefObject<HTMLElement | null>;
    trigger: RefObject<HTMLElement | null>;
    onClose: () => void;
  },
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, trigger, onClose]);
}
