'use client';

import clsx from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { CloseIcon } from '@/components/ui/icons';
import { bannerStorageKey } from '@/lib/theme';

/**
 * Hides the banner through the same `data-banner-dismissed` attribute the head script sets on load,
 * so the dismissed state looks identical before and after a reload.
 */
export function BannerDismiss({ bannerKey, label }: { bannerKey: string; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        try {
          localStorage.setItem(bannerStorageKey(bannerKey), 'dismissed');
        } catch {
          // Without storage the banner is hidden for this page view only.
        }
        document.documentElement.dataset.bannerDismissed = '';
      }}
      className={clsx(
        buttonVariants({ variant: 'overlay', size: 'iconXs' }),
        'absolute top-1/2 right-2 -translate-y-1/2',
      )}
    >
      <CloseIcon />
    </button>
  );
}
