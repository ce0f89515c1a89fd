'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';

const requestedLocale = () => new URLSearchParams(window.location.search).get('untranslated');

export interface UntranslatedNoticeProps {
  /** Per locale, the notice in that locale's own words (the reader asked for that language). */
  messages: Record<string, string>;
}

/**
 * After the language switch on a page that has no translation, the page stays as it is and says so
 * in the language the reader asked for (`?untranslated={locale}`). Any other value shows nothing.
 */
export function UntranslatedNotice({ messages }: UntranslatedNoticeProps) {
  const locale = useBrowserValue(requestedLocale, null);
  if (!locale || !Object.hasOwn(messages, locale)) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <p
        role="status"
        lang={locale}
        className="m-0 rounded-lg border border-sky-600/40 bg-sky-500/10 px-4 py-3 text-sm"
      >
        {messages[locale]}
      </p>
    </div>
  );
}
