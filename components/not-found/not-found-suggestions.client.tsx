'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

interface Suggestion {
  url: string;
  title: string;
  /** Set on an English page suggested for a translated address. */
  lang?: string;
}

/** How long the 404 page waits for its suggestions before it leaves them out. */
const suggestionsTimeoutMs = 5000;

/** The suggestions of an answer, if it is one: site paths (never another host) with a title. */
function suggestionsOf(body: unknown): Suggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is Suggestion =>
        typeof item?.url === 'string' &&
        typeof item?.title === 'string' &&
        /^\/(?![/\\])/.test(item.url as string) &&
        (item.lang === undefined || (typeof item.lang === 'string' && /^[A-Za-z-]{2,12}$/.test(item.lang))),
    )
    .slice(0, 3);
}

/**
 * Up to three pages the reader may have meant, asked of /api/not-found for the address in the
 * browser (the 404 page is one document built for every unknown address). Shown below the block's
 * links once they arrive, so nothing above moves; left out when the answer fails or is slow.
 */
export function NotFoundSuggestions({ title }: { title: string }) {
  const [pages, setPages] = useState<Suggestion[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), suggestionsTimeoutMs);
    const query = new URLSearchParams({ path: window.location.pathname });
    fetch(`/api/not-found?${query.toString()}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setPages(suggestionsOf(body)))
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  if (pages.length === 0) return null;
  return (
    <nav aria-labelledby="not-found-suggestions" className="mx-auto mt-10 max-w-md text-left">
      <h2 id="not-found-suggestions" className="text-sm font-semibold text-muted">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-border overflow-hidden rounded-lg border border-border">
        {pages.map((page) => (
          <li key={page.url}>
            {/* An English page on a translated address: marked as English and not prefetched, as in the sidebar. */}
            <Link
              href={page.url}
              hrefLang={page.lang}
              prefetch={page.lang ? false : undefined}
              className="block px-4 py-3 font-medium hover:bg-subtle"
            >
              <span lang={page.lang}>{page.title}</span>
              <span className="mt-0.5 block truncate font-mono text-xs font-normal text-muted">
                {page.url.split('?')[0]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
