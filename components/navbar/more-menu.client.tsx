'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DisclosureChevronIcon } from '@/components/ui/icons';

export interface MoreMenuProps {
  label: string;
  /** The id of the bar's list of links; its items and the menu's carry `data-nav-link` (the href). */
  barId: string;
  /** Shown from 1024 px (classes from the navbar); hidden while every link fits in the bar. */
  className?: string;
  /** The menu's links, as list items: each shows only while its link is off the bar. */
  children: ReactNode;
}

const menuId = 'navbar-more-menu';

/**
 * "More": the top-level links the bar has no room for at the window's width, so that none is hidden
 * without a way to reach it. The bar's list wraps what does not fit onto a line it cuts off; this
 * watches its size and marks those items `data-wrapped` (out of sight, of the tab order and of the
 * accessibility tree), shows the same links here, and hides the button while everything fits. Before
 * the script runs, the menu lists every link. A native popover: the browser opens it from the button, closes it on
 * Escape or a click outside and exposes the button as expanded; choosing a link closes it too (the
 * bar stays on screen across client-side navigations).
 */
export function MoreMenu({ label, barId, className, children }: MoreMenuProps) {
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [allFit, setAllFit] = useState(false);

  useEffect(() => {
    const bar = document.getElementById(barId);
    if (!bar) return;
    const update = () => {
      const items = [...bar.querySelectorAll<HTMLElement>('[data-nav-link]')];
      const firstLine = items[0]?.offsetTop ?? 0;
      let wrappedAny = false;
      for (const item of items) {
        const wrapped = item.offsetTop > firstLine;
        item.toggleAttribute('data-wrapped', wrapped);
        const href = item.dataset.navLink ?? '';
        menu.current
          ?.querySelector(`[data-nav-link="${CSS.escape(href)}"]`)
          ?.toggleAttribute('hidden', !wrapped);
        wrappedAny ||= wrapped;
      }
      setAllFit(!wrappedAny);
      bar.dataset.measured = '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    update();
    return () => observer.disconnect();
  }, [barId]);
  // The button says whether the menu is open (for every browser, not only those that infer it).
  useEffect(() => {
    const element = menu.current;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, []);
  return (
    <div className={className} hidden={allFit}>
      <button
        type="button"
        popoverTarget={menuId}
        aria-expanded={open}
        className="nav-more-button flex items-center gap-1 rounded-md px-1.5 py-1.5 text-sm whitespace-nowrap text-muted hover:text-fg"
      >
        {label}
        <DisclosureChevronIcon />
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
