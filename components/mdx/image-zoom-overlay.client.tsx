'use client';

import clsx from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { ModalDialog } from '@/components/ui/modal-dialog.client';
import type { OptimisedImage } from './optimised-image';

interface ImageZoomOverlayProps {
  image: OptimisedImage;
  closeLabel: string;
  onClose: () => void;
}

/** Full-window view of an image: a modal dialog, closed by Escape, a click beside the image or its button. */
export function ImageZoomOverlay({ image, closeLabel, onClose }: ImageZoomOverlayProps) {
  return (
    <ModalDialog
      open
      onClose={onClose}
      aria-label={image.alt}
      layout="fullscreen"
      // The image and the button stop here; anything else is the backdrop.
      closeOnOutsideClick={(target) => !target.closest('img, button')}
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
      <form method="dialog">
        <button
          autoFocus
          className={clsx(buttonVariants({ variant: 'overlay', size: 'sm' }), 'absolute top-3 right-3')}
        >
          {closeLabel}
        </button>
      </form>
    </ModalDialog>
  );
}
