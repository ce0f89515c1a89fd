/** The RSS glyph: a dot and two arcs, drawn in the text colour. */
function RssIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <circle cx="5.5" cy="18.5" r="2.5" fill="currentColor" />
      <path
        d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A visible link to a collection's RSS feed. The feeds are English (lib/feeds.ts): from a page in
 * another language the link says so with `hrefLang`.
 */
export function FeedLink({ href, label, english }: { href: string; label: string; english: boolean }) {
  return (
    <a
      href={href}
      type="application/rss+xml"
      hrefLang={english ? undefined : 'en'}
      className="inline-flex shrink-0 items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm font-medium transition-colors hover:border-accent hover:text-accent"
    >
      <RssIcon className="size-4 text-[#c2410c] dark:text-[#fdba74]" />
      {label}
    </a>
  );
}
