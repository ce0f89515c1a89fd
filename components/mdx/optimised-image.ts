import type { ImgHTMLAttributes } from 'react';

/** An image's attributes as next/image's loader produced them at build time; `alt` is required. */
export type OptimisedImage = ImgHTMLAttributes<HTMLImageElement> & { alt: string };
