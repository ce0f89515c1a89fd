import type { Page } from '@playwright/test';
import { standInPorts } from '../../stand-ins/configured-env.mjs';

/**
 * Answers the configured build's session checks (the EU, US and HIPAA app hosts) in the page itself,
 * as "no session". Every page of that build asks the hosts, and the stand-in hosts count those
 * requests for sign-in.spec.ts, which runs beside the other configured specs: without this, a page
 * loaded by another spec at the same moment adds to its counts.
 */
export async function answerSessionChecksHere(page: Page): Promise<void> {
  const ports = [standInPorts.eu, standInPorts.us, standInPorts.hipaa].join('|');
  await page.route(new RegExp(`^http://127\\.0\\.0\\.1:(${ports})/api/auth/session`), (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      },
      body: '{}',
    }),
  );
}
