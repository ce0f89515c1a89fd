'use client';

import { lazy, Suspense, useState } from 'react';
import type { OptimisedImage } from './optimised-image';

/** Minimum window width for the zoom overlay. */
const zoomMinWidth = 500;

// The overlay is fetched on the first zoom, never with the page.
const ImageZoomOverlay = lazy(() =>
  import('./image-zoom-overlay.client').then((module) => ({ default: module.ImageZoomOverlay })),
);

export interface ZoomableImageProps {
  /** `<img>` attributes from the optimiser: src, srcSet, sizes, width, height. */
  image: OptimisedImage;
  zoomLabel: string;
  closeLabel: string;
}

/**
 * A content image that opens in a zoom overlay when clicked, if the window is wider than 500 px; on
 * narrower windows nothing opens.
 */
export function ZoomableImage({ image, zoomLabel, closeLabel }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`${zoomLabel}: ${image.alt}`}
        aria-haspopup="dialog"
        onClick={() => {
          if (window.innerWidth > zoomMinWidth) setOpen(true);
        }}
        className="block w-full cursor-zoom-in rounded-lg"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes come from getImageProps */}
        <img {...image} alt={image.alt} className="h-auto w-full rounded-lg border border-border" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ImageZoomOverlay image={image} closeLabel={closeLabel} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
