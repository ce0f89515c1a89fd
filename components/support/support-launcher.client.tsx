'use client';

import clsx from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { openChat } from '@/lib/third-party/chat';
import { ChatIcon, CloseIcon } from '@/components/ui/icons';
import { coversContent } from './covers-content';

export interface SupportLauncherProps {
  /** The configured live-chat script; without one the launcher opens the site's own panel. */
  chatScriptUrl: string | null;
  labels: {
    contactSupport: string;
    close: string;
    intro: string;
    supportPage: string;
    community: string;
    issues: string;
  };
  links: { supportPage: string; community: string; issues: string };
}

/**
 * The support launcher, bottom right (25 px from the right, 80 px from the bottom): `Contact Support`
 * opens the configured live chat, or the site's own support panel. `?supportChat=1` opens it at once.
 *
 * It never covers what the reader is reading: while text, a control or a picture lies under it, it
 * steps out of the way at once (out of sight and of the pointer's; no fade, so nothing is ever half
 * visible); it shows over empty space, such as the room the
 * footer keeps at the end of every page, or while it has keyboard focus or its panel is open. Assistive
 * technology finds it all the time.
 */
export function SupportLauncher({ chatScriptUrl, labels, links }: SupportLauncherProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Out of the way until it has looked at what lies under it.
  const [covering, setCovering] = useState(true);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    let frame = 0;
    let idle = 0;
    const measure = () => {
      frame = 0;
      idle = 0;
      if (launcher.current && root.current)
        setCovering(coversContent(launcher.current.getBoundingClientRect(), root.current));
    };
    // While the reader scrolls: on the next frame. Otherwise (the first look, a resize, content that
    // grows while the page loads) when the browser is idle, coalesced, off the page's busy start.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const whenIdle = () => {
      if (idle) return;
      // Safari has no requestIdleCallback: a short timer stands in.
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(measure, { timeout: 1000 })
          : window.setTimeout(measure, 200);
    };
    whenIdle();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', whenIdle);
    const observer = new ResizeObserver(whenIdle);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      window.clearTimeout(idle);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', whenIdle);
      observer.disconnect();
    };
  }, []);
  const tucked = covering && !focused && !panelOpen;

  const open = useCallback(async () => {
    // Without a chat, or when it cannot load, the site's own panel offers every way to reach us.
    if (chatScriptUrl && (await openChat(chatScriptUrl))) return;
    setPanelOpen(true);
  }, [chatScriptUrl]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('supportChat') !== '1') return;
    // After hydration, from the URL the page was opened with.
    const timer = setTimeout(() => void open(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!panelOpen) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPanelOpen(false);
        launcher.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen]);

  return (
    <div
      ref={root}
      data-tucked={tucked || undefined}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="fixed right-[25px] bottom-[80px] z-40 flex flex-col items-end gap-2 data-tucked:pointer-events-none data-tucked:opacity-0 print:hidden"
    >
      {panelOpen ? (
        <div
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          className="w-72 rounded-xl border border-border bg-bg p-4 text-sm shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="font-semibold">
              {labels.contactSupport}
            </h2>
            <button
              type="button"
              aria-label={labels.close}
              onClick={() => {
                setPanelOpen(false);
                launcher.current?.focus();
              }}
              className={clsx(buttonVariants({ variant: 'quiet', size: 'iconXs' }), '-mt-1 -mr-1')}
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
          <p className="mt-1 text-muted">{labels.intro}</p>
          <ul className="mt-3 space-y-1">
            <li>
              <a href={links.supportPage} className="block rounded-md px-2 py-1.5 hover:bg-subtle">
                {labels.supportPage}
              </a>
            </li>
            <li>
              <a href={links.community} className="block rounded-md px-2 py-1.5 hover:bg-subtle">
                {labels.community}
              </a>
            </li>
            <li>
              <a href={links.issues} className="block rounded-md px-2 py-1.5 hover:bg-subtle">
                {labels.issues}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
      <button
        ref={launcher}
        type="button"
        aria-expanded={chatScriptUrl ? undefined : panelOpen}
        onClick={() => (panelOpen ? setPanelOpen(false) : void open())}
        className={clsx(buttonVariants({ size: 'launcher' }), 'shadow-lg')}
      >
        <ChatIcon className="size-5 xl:size-4" />
        {/* Icon only below 1280 px, where there is no side column to sit beside; the name stays for assistive technology. */}
        <span className="max-xl:sr-only">{labels.contactSupport}</span>
      </button>
    </div>
  );
}
