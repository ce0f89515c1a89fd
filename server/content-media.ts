import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstImage } from '@/lib/markdown/first-image';
import { imageSize } from '@/lib/notebook/image-size';

/** An image a list page shows beside an entry; sized when the build can read its file. */
export interface ListImage {
  src: string;
  width?: number;
  height?: number;
}

const root = process.cwd();

function publicFile(src: string): string {
  return join(/* turbopackIgnore: true */ root, 'public', decodeURI(src));
}

/** Width and height of a PNG or JPEG from its header, or of an SVG from its root element. */
function sizeOf(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  const raster = imageSize(bytes);
  if (raster) return raster;
  const svg = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0];
  const viewBox = svg && /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : null;
}

/**
 * The first image of a content file's body (`content/{dir}/{path}`), found when the page is built,
 * or null when the body has none. A site path must name a file under public/, else the build fails
 * naming the content file; a remote image is shown unsized.
 */
export function firstImageOf(contentFile: string): ListImage | null {
  const image = firstImage(readFileSync(join(/* turbopackIgnore: true */ root, contentFile), 'utf8'));
  if (!image) return null;
  if (/^https?:\/\//.test(image.src)) return { src: image.src };
  if (!image.src.startsWith('/')) {
    throw new Error(
      `${contentFile}: the first image ${image.src} is not a site path; put the file under public/images/ and write /images/…`,
    );
  }
  const file = publicFile(image.src);
  if (!existsSync(file)) throw new Error(`${contentFile}: the first image ${image.src} is not under public/`);
  return { src: image.src, ...sizeOf(file) };
}

/** A post's `cover` front matter checked against public/: the build fails naming the post when it is missing. */
export function coverImageOf(contentFile: string, cover: string): ListImage {
  const file = publicFile(cover);
  if (!existsSync(file)) throw new Error(`${contentFile}: cover ${cover} is not under public/`);
  return { src: cover, ...sizeOf(file) };
}
