import Link from 'next/link';
import { getImageProps } from 'next/image';
import { stretchedLinkClass } from '@/components/ui/card-link';
import { cn } from '@/lib/cn';

/** What the changelog index shows of an entry. */
export interface ChangelogSummary {
  url: string;
  title: string;
  description: string;
  date: string;
  dateText: string;
  /** The first image of the entry's body, when it has one. */
  image: { src: string; width?: number; height?: number } | null;
}

/** An entry's first image: sized from its file, decorative here (the title names the entry). */
function EntryImage({ image }: { image: NonNullable<ChangelogSummary['image']> }) {
  const frame = 'mt-4 overflow-hidden rounded-lg border border-border bg-subtle';
  if (!image.width || !image.height) {
    return (
      <div className={`${frame} aspect-video`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a remote image the build cannot size */}
        <img src={image.src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      </div>
    );
  }
  const { props } = getImageProps({
    src: image.src,
    alt: '',
    width: image.width,
    height: image.height,
    sizes: '(min-width: 768px) 44rem, 100vw',
    unoptimized: image.src.endsWith('.svg'),
  });
  const { style: _style, ...attributes } = props;
  return (
    <div className={frame}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps sets alt="" */}
      <img {...attributes} className="changelog-illustration block h-auto w-full" />
    </div>
  );
}

/**
 * The changelog as a timeline, newest first: date, title (its link covers the entry), what changed
 * and the entry's first image where it has one.
 */
export function ChangelogIndex({ entries }: { entries: readonly ChangelogSummary[] }) {
  return (
    <ul className="border-l border-border">
      {entries.map((entry) => (
        <li key={entry.url} className="group relative py-5 pl-6 first:pt-1">
          <span
            aria-hidden="true"
            className="absolute top-7 -left-[5px] size-2.5 rounded-full border-2 border-bg bg-accent group-first:top-3"
          />
          <p className="text-sm text-muted">
            <time dateTime={entry.date}>{entry.dateText}</time>
          </p>
          <h2 className="mt-1 text-xl font-semibold tracking-tight">
            <Link href={entry.url} className={cn(stretchedLinkClass, 'group-hover:text-accent')}>
              {entry.title}
            </Link>
          </h2>
          <p className="mt-1 text-muted">{entry.description}</p>
          {entry.image ? <EntryImage image={entry.image} /> : null}
        </li>
      ))}
    </ul>
  );
}
