'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { loadScript, whenConsented } from '@/lib/third-party/consent';

interface PostHog {
  init(key: string, options: Record<string, unknown>): void;
  capture(event: string, properties?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    posthog?: PostHog;
    _hsq?: unknown[][];
  }
}

export interface TrackingProps {
  analytics: { key: string; host: string } | null;
  crm: { scriptUrl: string } | null;
  /** A consent script is configured: wait for its answer before loading anything. */
  consentRequired: boolean;
}

/**
 * Product analytics (PostHog) and the marketing CRM (HubSpot), each loaded only when configured and,
 * with a consent script, only after consent. Every route change, client-side navigations included,
 * is reported: a `$pageview` to analytics and the path to the CRM.
 */
export function Tracking({ analytics, crm, consentRequired }: TrackingProps) {
  const pathname = usePathname();
  const [analyticsReady, setAnalyticsReady] = useState(false);
  const [crmReady, setCrmReady] = useState(false);
  const firstCrmPath = useRef(true);

  useEffect(() => {
    if (!analytics) return;
    return whenConsented('analytics', consentRequired, () => {
      loadScript(`${analytics.host}/static/array.js`)
        .then(() => {
          window.posthog?.init(analytics.key, { api_host: analytics.host, capture_pageview: false });
          setAnalyticsReady(true);
        })
        .catch(() => {
          // Analytics that cannot load never affect the page.
        });
    });
  }, [analytics, consentRequired]);

  useEffect(() => {
    if (!crm) return;
    return whenConsented('marketing', consentRequired, () => {
      window._hsq ??= [];
      loadScript(crm.scriptUrl)
        .then(() => setCrmReady(true))
        .catch(() => {});
    });
  }, [crm, consentRequired]);

  useEffect(() => {
    if (analyticsReady) window.posthog?.capture('$pageview', { $current_url: window.location.href });
  }, [analyticsReady, pathname]);

  useEffect(() => {
    if (!crmReady) return;
    // The CRM's script counts the page it loads on; later route changes are sent as they happen.
    if (firstCrmPath.current) {
      firstCrmPath.current = false;
      return;
    }
    window._hsq?.push(['setPath', pathname], ['trackPageView']);
  }, [crmReady, pathname]);

  return null;
}
