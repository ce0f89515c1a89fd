'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface MoreMenuProps {
  label: string;
  /** Shown from 1024 px; hidden where every link fits in the bar (classes from the navbar). */
  className?: string;
  /** The menu's links, as list items (each hidden where its link is in the bar). */
  children: ReactNode;
}

const menuId = 'navbar-more-menu';

/**
 * "More": the top-level links the bar has no room for at the window's width, so that none is hidden
 * without a way to reach it. A native popover: the browser opens it from the button, closes it on
 * Escape or a click outside and exposes the button as expanded; choosing a link closes it too (the
 * bar stays on screen across client-side navigations).
 */
export function MoreMenu({ label, className, children }: MoreMenuProps) {
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // The button says whether the menu is open (for every browser, not only those that infer it).
  useEffect(() => {
    const element = menu.current;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, []);
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={menuId}
        aria-expanded={open}
        className="nav-more-button flex items-center gap-1 rounded-md px-1.5 py-1.5 text-sm whitespace-nowrap text-muted hover:text-fg"
      >
        {label}
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor">
          <path d="M4 6l4 4 4-4" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul
        ref={menu}
        id={menuId}
        popover="auto"
        aria-label={label}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) event.currentTarget.hidePopover();
        }}
        className="nav-more-menu min-w-44 rounded-lg border border-border bg-bg p-1 text-sm shadow-lg"
      >
        {children}
      </ul>
    </div>
  );
}
