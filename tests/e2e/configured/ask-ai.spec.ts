import { expect, test } from '@playwright/test';
import { getMessages } from '@/lib/i18n';

const t = getMessages('en-US');

test.describe('Ask AI, with a model endpoint configured', () => {
  test('the model writes the answer from the docs passages; it carries the disclaimer; support opens the chat', async ({
    page,
  }) => {
    await page.goto('/docs/ask-ai');
    await page.getByRole('button', { name: t.askAiExample3 }).click();
    const answer = page.getByRole('region', { name: t.askAiExample3 });
    // The stand-in endpoint echoes the question and the first passage it was given.
    await expect(answer).toContainText(`Stand-in stand-in-model answer to "${t.askAiExample3}", grounded in`);
    await expect(answer.getByText(t.askAiFromDocs)).toHaveCount(0);
    await expect(answer.getByText(t.askAiDisclaimer, { exact: true })).toBeVisible();
    await expect(
      answer.getByRole('navigation', { name: t.askAiSources }).getByRole('link').first(),
    ).toBeVisible();
    // The live chat is configured: "Contact Support" opens it instead of the support page.
    await answer.getByRole('link', { name: t.contactSupport }).click();
    await expect(page.getByRole('dialog', { name: 'Stand-in live chat' })).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/ask-ai\?q=/);
  });
});
