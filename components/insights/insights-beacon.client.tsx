'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { referrerHost, sendInsight } from '@/lib/insights/send';

/** The viewport the insights tell apart: phones against the rest, at the layout's own breakpoint. */
const wideQuery = '(min-width: 768px)';

let firstView = true;

/**
 * The page beacon (README "Insights"): one event per page shown, on the first load and on every
 * client-side navigation — the path, the viewport (narrow or wide) and, on the first load, the host
 * that linked here. On the not-found page it reports the address instead. No cookie, no identifier.
 */
export function InsightsBeacon({ notFound = false }: { notFound?: boolean }) {
  const path = usePathname();
  useEffect(() => {
    const referrer = firstView ? referrerHost() : undefined;
    firstView = false;
    if (notFound) sendInsight({ type: 'not-found', path: location.pathname, referrer });
    else
      sendInsight({
        type: 'view',
        path,
        viewport: matchMedia(wideQuery).matches ? 'wide' : 'narrow',
        referrer,
      });
  }, [path, notFound]);
  return null;
}
