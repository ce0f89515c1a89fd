import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const base = process.argv[2];
const token = process.argv[3];
mkdirSync('/tmp/screens', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const scheme of ['light', 'dark']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${base}/insights`);
    await page.screenshot({ path: `/tmp/screens/signin-${width}-${scheme}.png` });
    await page.getByLabel('Token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/insights$/);
    for (const view of ['overview', 'search', 'ask', 'agents', 'gaps']) {
      await page.goto(`${base}/insights?view=${view}`);
      await page.screenshot({ path: `/tmp/screens/${view}-${width}-${scheme}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
