'use client';

import clsx from 'clsx';
import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { WrapIcon } from '@/components/ui/icons';
import { codeWrapStorageKey } from '@/lib/theme';

const changeEvent = 'spanlight-code-wrap-change';

/**
 * Whether code blocks wrap long lines: `data-code-wrap` on <html>, set before the first paint from
 * localStorage (lib/theme.ts), so a remembered choice never reflows the page after it shows.
 */
const wrapped = () => document.documentElement.hasAttribute('data-code-wrap');

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== codeWrapStorageKey) return;
    document.documentElement.toggleAttribute('data-code-wrap', event.newValue === 'on');
    onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function setWrapped(on: boolean) {
  document.documentElement.toggleAttribute('data-code-wrap', on);
  try {
    if (on) localStorage.setItem(codeWrapStorageKey, 'on');
    else localStorage.removeItem(codeWrapStorageKey);
  } catch {
    // Without storage the choice holds for this page.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Wrap lines: one choice for every code block on the site, remembered; pressed while on. */
export function WrapToggle({ label }: { label: string }) {
  const on = useSyncExternalStore(subscribe, wrapped, () => false);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={() => setWrapped(!on)}
      className={clsx(
        buttonVariants({ variant: 'quiet', size: 'iconXs' }),
        'aria-pressed:bg-border aria-pressed:text-fg',
      )}
    >
      <WrapIcon />
    </button>
  );
}
