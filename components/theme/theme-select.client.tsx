'use client';

import { useSyncExternalStore } from 'react';
import { parseThemeChoice, resolveTheme, themeStorageKey, type ThemeChoice } from '@/lib/theme';
import { clsx } from 'clsx';
import { DisclosureChevronIcon, MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';

const darkQuery = '(prefers-color-scheme: dark)';
const changeEvent = 'spanlight-theme-change';

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(themeStorageKey));
  } catch {
    return 'system';
  }
}

function applyTheme(choice: ThemeChoice) {
  const dark = resolveTheme(choice, window.matchMedia(darkQuery).matches) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Re-renders on a change in this tab, in another tab (storage event) or of the OS preference. */
function subscribe(onChange: () => void) {
  const update = () => {
    applyTheme(readChoice());
    onChange();
  };
  const media = window.matchMedia(darkQuery);
  // The OS preference may have changed between the head script and hydration: catch up now.
  applyTheme(readChoice());
  window.addEventListener('storage', update);
  window.addEventListener(changeEvent, update);
  media.addEventListener('change', update);
  return () => {
    window.removeEventListener('storage', update);
    window.removeEventListener(changeEvent, update);
    media.removeEventListener('change', update);
  };
}

export interface ThemeSelectProps {
  labels: { theme: string; light: string; dark: string; system: string };
  className?: string;
  /** Only an icon of the current choice shows (the navbar); the list still names every choice. */
  compact?: boolean;
}

const choiceIcons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Light, Dark or System; the choice is stored in localStorage under `theme`. */
export function ThemeSelect({ labels, className, compact = false }: ThemeSelectProps) {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  const ChoiceIcon = choiceIcons[choice];
  return (
    <label className={clsx('relative block', className)}>
      <span className="sr-only">{labels.theme}</span>
      <select
        value={choice}
        title={compact ? labels.theme : undefined}
        onChange={(event) => {
          const next = parseThemeChoice(event.target.value);
          try {
            localStorage.setItem(themeStorageKey, next);
          } catch {
            // Without storage the choice still applies to this page view.
          }
          applyTheme(next);
          window.dispatchEvent(new Event(changeEvent));
        }}
        className={clsx(
          'h-9 cursor-pointer appearance-none rounded-lg border border-border bg-bg text-sm hover:bg-subtle',
          compact ? 'w-9 px-0 text-transparent [&>option]:text-fg' : 'pr-7 pl-2.5',
        )}
      >
        <option value="light">{labels.light}</option>
        <option value="dark">{labels.dark}</option>
        <option value="system">{labels.system}</option>
      </select>
      {compact ? (
        <ChoiceIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted" />
      ) : (
        <DisclosureChevronIcon className="pointer-events-none absolute top-1/2 right-2 size-3 -translate-y-1/2 text-muted" />
      )}
    </label>
  );
}
