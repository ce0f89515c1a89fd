import { RssIcon } from '@/components/ui/icons';

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
