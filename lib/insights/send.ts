import type { BeaconEvent } from './beacon';

/** Where the page beacon sends its events (server/insights/handler.ts). */
export const insightsEndpoint = '/api/insights';

/** The attribute of `<html>` that says the site collects insights (not built with `INSIGHTS=off`). */
export const insightsAttribute = 'data-insights';

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function asksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/**
 * Sends one event with `navigator.sendBeacon`: queued by the browser, sent even as the page unloads,
 * never waited for. Nothing is sent when the browser asks not to be tracked, or the site collects none.
 */
export function sendInsight(event: BeaconEvent): void {
  if (document.documentElement.getAttribute(insightsAttribute) !== 'on') return;
  if (asksNotToBeTracked() || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(insightsEndpoint, new Blob([JSON.stringify(event)], { type: 'application/json' }));
  } catch {
    // A browser that refuses the beacon: the count is lost, the page is not affected.
  }
}

/** The host of the page that linked here, or none (typed in, a bookmark, a page of this site). */
export function referrerHost(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).host : '';
    return host && host !== location.host ? host : undefined;
  } catch {
    return undefined;
  }
}
