'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';

/** True when the keyboard event starts in a place where `/` is text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);
const noSubscription = () => () => {};

export interface SearchBoxProps {
  placeholder: string;
  label: string;
}

/** The navbar search box: `/` and Ctrl/Cmd+K focus it from anywhere on the page. */
export function SearchBox({ placeholder, label }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const apple = useSyncExternalStore(noSubscription, isApple, () => false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey;
      if (commandK || (slash && !isTyping(event.target))) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div role="search" className="relative w-full min-w-0 md:w-52 2xl:w-64">
      <input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className="h-9 w-full rounded-lg border border-border bg-subtle pr-14 pl-3 text-sm placeholder:text-muted focus:bg-bg"
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-border bg-bg px-1.5 font-mono text-[11px] text-muted sm:block"
      >
        {apple ? '⌘ K' : 'Ctrl K'}
      </kbd>
    </div>
  );
}
