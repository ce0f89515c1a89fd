'use client';

import { useEffect, useRef } from 'react';
import type { OptimisedImage } from './optimised-image';

interface ImageZoomOverlayProps {
  image: OptimisedImage;
  closeLabel: string;
  onClose: () => void;
}

/** Full-window view of an image: a native modal dialog, closed by Escape, the backdrop or its button. */
export function ImageZoomOverlay({ image, closeLabel, onClose }: ImageZoomOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={image.alt}
      onClose={onClose}
      onClick={(event) => {
        // The image and the button stop here; anything else is the backdrop.
        if (!(event.target as HTMLElement).closest('img, button')) event.currentTarget.close();
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-black/85 p-0 backdrop:bg-transparent"
    >
      <div className="flex h-full w-full items-center justify-center p-4 sm:p-10">
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, at full width */}
        <img
          {...image}
          alt={image.alt}
          sizes="100vw"
          loading="eager"
          className="h-auto max-h-full w-auto max-w-full rounded-md object-contain"
        />
      </div>
      <button
        type="button"
        autoFocus
        onClick={() => dialog.current?.close()}
        className="absolute top-3 right-3 rounded-md bg-white/10 px-3 py-1.5 text-sm text-white hover:bg-white/20"
      >
        {closeLabel}
      </button>
    </dialog>
  );
}
