'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { pathInLocale } from '@/lib/i18n/paths';
import { localeCookieString } from '@/lib/i18n/cookie';
import { GlobeIcon } from '@/components/ui/icons';

export interface LanguageSwitchProps {
  current: string;
  locales: readonly string[];
  defaultLocale: string;
  /** Each locale's name in its own language. */
  names: Record<string, string>;
  label: string;
  cookieMaxAge: number;
  /** Display and placement classes; `inline-flex` when not given. */
  className?: string;
  /** Only the globe shows (the navbar); the list still names every language. */
  compact?: boolean;
}

/**
 * The language switch: stores the choice in the locale cookie for a year and reloads
 * the same page in that language; a page with no translation reloads as it is, with a notice in the
 * language asked for (components/i18n/untranslated-notice.client.tsx).
 */
export function LanguageSwitch({
  current,
  locales,
  defaultLocale,
  names,
  label,
  cookieMaxAge,
  className,
  compact = false,
}: LanguageSwitchProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function choose(locale: string) {
    if (locale === current) return;
    setBusy(true);
    document.cookie = localeCookieString(locale, cookieMaxAge);
    const { pathname, search, hash } = window.location;
    const target = pathInLocale(pathname, locales, defaultLocale, locale);
    let exists = true;
    try {
      // Not followed: the server sends an untranslated page's address to the English page (307).
      exists = (await fetch(target, { method: 'HEAD', cache: 'no-store', redirect: 'manual' })).ok;
    } catch {
      // Offline or blocked: try the page itself.
    }
    const query = new URLSearchParams(search);
    query.delete('untranslated');
    if (!exists) {
      // No translation: the same page again, saying so in the language asked for.
      query.set('untranslated', locale);
    }
    const rest = `${query.size > 0 ? `?${query.toString()}` : ''}${hash}`;
    // A full load on purpose: the document's language, fonts and messages change (SPEC: reload).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${exists ? target : pathname}${rest}`);
  }

  return (
    <div className={clsx('relative items-center', className ?? 'inline-flex')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <GlobeIcon
        className={clsx('pointer-events-none absolute size-4 text-muted', compact ? 'left-2.5' : 'left-2')}
      />
      <select
        id={id}
        value={current}
        title={compact ? label : undefined}
        disabled={busy}
        onChange={(event) => void choose(event.target.value)}
        className={clsx(
          'h-9 appearance-none rounded-lg border border-border bg-bg text-sm',
          compact ? 'w-9 pl-0 text-transparent [&>option]:text-fg' : 'pr-3 pl-8 text-fg',
        )}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {names[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
