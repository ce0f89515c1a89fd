import { getImageProps, type StaticImageData } from 'next/image';
import type { Messages } from '@/lib/i18n';
import { ZoomableImage } from './zoomable-image.client';

interface ContentImageProps {
  /** Local images arrive as imported files with their size (Fumadocs' remark-image). */
  src?: string | StaticImageData;
  alt?: string;
  width?: number | string;
  height?: number | string;
}

const toNumber = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * The `img` of MDX content. The optimiser's `srcset` (`/_next/image?url=…&w=…&q=75`) is computed here
 * on the server, so the browser gets a plain `<img>` with width and height and no image component.
 */
export function createContentImage(t: Messages) {
  return function ContentImage({ src, alt = '', width, height }: ContentImageProps) {
    if (!src) return null;
    const size = typeof src === 'string' ? { width: toNumber(width), height: toNumber(height) } : {};
    if (typeof src === 'string' && (!size.width || !size.height)) {
      // Without a size the optimiser cannot be used; an unsized image is still shown, lazily.
      return (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="rounded-lg border border-border"
        />
      );
    }
    const { props } = getImageProps({ src, alt, ...size, sizes: '(min-width: 1024px) 768px, 100vw' });
    const { style: _style, ...image } = props;
    return <ZoomableImage image={image} zoomLabel={t.zoomImage} closeLabel={t.close} />;
  };
}
