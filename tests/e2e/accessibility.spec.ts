import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  '/',
  '/docs',
  '/docs/observability/sdk/python/decorators',
  '/docs/cheat-sheet',
  '/pricing',
  '/changelog',
  '/blog',
  '/ja',
  '/ja/pricing',
  '/docs/ask-ai',
  '/ko/docs/get-started',
  '/integrations/model-providers/openai',
  '/guides/cookbook/evaluation_user_feedback',
  '/guides/cookbook',
  '/no-such-page',
  // Found by a sweep of every sitemap page: highlighted code lines, notebook error outputs.
  '/integrations/frameworks/vercel-ai-sdk',
  '/integrations/frameworks/google-adk',
  '/docs/observability/sdk/python/low-level-sdk',
  '/guides/cookbook/data_migration',
];

for (const path of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${path} has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
