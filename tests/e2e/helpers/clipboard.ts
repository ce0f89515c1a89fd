import type { BrowserContext, Page } from '@playwright/test';

/**
 * Denies clipboard access to the site in the browser itself (Chrome DevTools Protocol), the way a
 * visitor's permission setting would: writes then fail with NotAllowedError.
 */
export async function denyClipboard(page: Page, context: BrowserContext, baseURL: string) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  for (const name of ['clipboard-write', 'clipboard-read']) {
    await cdp.send('Browser.setPermission', {
      permission: { name },
      setting: 'denied',
      origin: new URL(baseURL).origin,
      browserContextId: targetInfo.browserContextId,
    });
  }
}
