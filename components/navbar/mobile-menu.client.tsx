'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

export interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}

/** Below 1024 px: a button that opens and closes the menu panel. Navigating closes it. */
export function MobileMenu({ openLabel, closeLabel, children }: MobileMenuProps) {
  const pathname = usePathname();
  // The menu is open for the path it was opened on; a navigation therefore closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpenOn(null);
        }}
        className="absolute inset-x-0 top-full z-40 h-[calc(100dvh-var(--spacing-navbar))] overflow-y-auto border-t border-border bg-bg p-4"
      >
        {children}
      </div>
    </div>
  );
}
