import { getImageProps } from 'next/image';
import { coverArtSvg } from '@/lib/blog/cover-art';
import { cn } from '@/lib/cn';

interface BlogCoverProps {
  /** The post's slug, which draws its generated art. */
  slug: string;
  tags: readonly string[];
  /** The `cover` front matter image, shown instead of the generated art. */
  cover?: { src: string };
  /** Responsive widths of the frame, for the image optimiser. */
  sizes: string;
  /** Sets the frame's size and shape, e.g. `aspect-[2/1]`. */
  className?: string;
  /** Above the fold on the post page: load the image at once. */
  priority?: boolean;
}

/**
 * A post's cover: the `cover` image when the post sets one, else art drawn on the server from the
 * post's slug and tags (lib/blog/cover-art.ts). Decorative (the post's title says what it is) and
 * sized by its frame, so nothing moves while it loads.
 */
export function BlogCover({ slug, tags, cover, sizes, className, priority = false }: BlogCoverProps) {
  const frame = cn('relative overflow-hidden bg-subtle', className);
  if (cover) {
    const { props } = getImageProps({
      src: cover.src,
      alt: '',
      fill: true,
      sizes,
      priority,
      unoptimized: cover.src.endsWith('.svg'),
    });
    const { style: _style, ...image } = props;
    return (
      <div className={frame}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- sized by getImageProps; alt is empty: decorative */}
        <img {...image} className="absolute inset-0 size-full object-cover" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={frame}
      dangerouslySetInnerHTML={{ __html: coverArtSvg({ slug, tags }) }}
    />
  );
}
