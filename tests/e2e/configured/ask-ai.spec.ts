import { expect, test } from '@playwright/test';
import { format, getMessages } from '@/lib/i18n';
import { firstAnswerMs } from '../helpers/timing';
import { answerSessionChecksHere } from '../helpers/app-hosts';

const t = getMessages('en-US');

test.describe('Ask AI, with a model endpoint configured', () => {
  // The app hosts' request counts belong to sign-in.spec.ts, which runs beside this file.
  test.beforeEach(({ page }) => answerSessionChecksHere(page));

  test('the model writes the answer from the docs passages; it carries the disclaimer; support opens the chat', async ({
    page,
  }) => {
    await page.goto('/docs/ask-ai');
    await page.getByRole('button', { name: t.askAiExample3 }).click();
    const answer = page.getByRole('region', { name: t.askAiExample3 });
    // The stand-in endpoint echoes the question and the first passage it was given.
    await expect(answer).toContainText(
      `Stand-in stand-in-model answer to "${t.askAiExample3}", grounded in`,
      {
        timeout: firstAnswerMs,
      },
    );
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

  test('the answer streams in: its first words show while the model is still writing', async ({ page }) => {
    await page.goto('/docs/ask-ai');
    await page.getByRole('textbox', { name: t.askAiLabel }).fill('How do I flush the client?');
    await page.getByRole('button', { name: t.askAiSubmit, exact: true }).click();
    const answer = page.getByRole('region', { name: 'How do I flush the client?' });
    // The stand-in writes a word every 40 ms: the first words are on the page while it is busy.
    await expect(answer).toHaveAttribute('aria-busy', 'true');
    await expect(answer).toContainText('Stand-in', { timeout: firstAnswerMs });
    expect(await answer.getAttribute('aria-busy')).toBe('true');
    expect(await answer.innerText()).not.toContain('retired guide');
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    await expect(answer).toContainText('retired guide');
  });

  test('citations to pages the site does not have are dropped; code is highlighted with a copy button', async ({
    page,
  }) => {
    await page.goto('/docs/ask-ai?q=Show+me+code+to+flush');
    const answer = page.getByRole('region', { name: 'Show me code to flush' });
    await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: firstAnswerMs });
    // The model linked /docs/retired-guide and cited a passage [7] it was not given: the text stays,
    // the link and the number go.
    await expect(answer.getByText(/See the retired guide\./)).toBeVisible();
    await expect(answer.getByRole('link', { name: 'the retired guide' })).toHaveCount(0);
    await expect(answer).not.toContainText('[7]');
    const sources = answer.getByRole('navigation', { name: t.askAiSources }).getByRole('listitem');
    await expect(sources).toHaveCount(1);
    await expect(answer.getByRole('link', { name: format(t.askAiSource, { n: '1' }) })).toBeVisible();
    // The code block: highlighted on the server in the site's themes, with a working copy button.
    const code = answer.locator('pre.shiki');
    await expect(code).toContainText('get_client().flush()');
    await expect(code.locator('span[style*="--shiki-light"]').first()).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await answer.getByRole('button', { name: t.copyCode }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('get_client().flush()');
  });

  test('a follow-up question sends the earlier turns to the model', async ({ page }) => {
    await page.goto('/docs/ask-ai?q=What+is+a+trace%3F');
    await expect(page.getByRole('region', { name: 'What is a trace?' })).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: firstAnswerMs },
    );
    const box = page.getByRole('textbox', { name: t.askAiLabel });
    await box.fill('How many earlier turns do you see?');
    await box.press('Enter');
    const followUp = page.getByRole('region', { name: 'How many earlier turns do you see?' });
    await expect(followUp).toContainText('Earlier turns: 1.');
  });
});
