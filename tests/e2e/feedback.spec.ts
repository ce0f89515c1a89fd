import { expect, test, type Page, type Request } from '@playwright/test';
import { holdRequests } from './helpers/hold';

const docs = '/docs/get-started';
const question = (page: Page) =>
  page.getByRole('heading', { name: 'Was this page helpful?', level: 2 }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const posted = (request: Request) => request.url().endsWith('/api/feedback') && request.method() === 'POST';

test.describe('feedback footer', () => {
  for (const path of [
    '/imprint',
    '/blog',
    '/blog/2026-07-09-evaluating-rag-answers-with-llm-as-a-judge',
    '/customers',
    '/customers/bramblecart',
    '/careers',
  ]) {
    test(`is absent on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Was this page helpful?' })).toHaveCount(0);
    });
  }

  for (const path of [docs, '/pricing', '/changelog']) {
    test(`shows the widget and Support on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(question(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'No' })).toBeVisible();
      const footer = page.getByRole('region', { name: 'Was this page helpful?' });
      await expect(footer.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute(
        'href',
        '/support',
      );
    });
  }
});

test.describe('feedback widget', () => {
  test('a positive vote is sent at once; the optional comment is sent after; thanks and Done', async ({
    page,
  }) => {
    await page.goto(docs);
    const vote = page.waitForRequest(posted);
    await page.getByRole('button', { name: 'Yes' }).click();
    expect((await vote).postDataJSON()).toEqual({ page: docs, feedback: 'positive' });
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Let us know what you found most useful (optional).');
    const send = dialog(page).getByRole('button', { name: 'Send feedback' });
    await expect(send).toBeEnabled();
    await dialog(page).getByRole('textbox').fill('The tabbed samples.');
    const comment = page.waitForRequest(posted);
    await send.click();
    expect((await comment).postDataJSON()).toEqual({
      page: docs,
      feedback: 'positive',
      comment: 'The tabbed samples.',
    });
    await expect(dialog(page).getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('a negative comment needs text, and its placeholder invites an e-mail', async ({ page }) => {
    await page.goto(docs);
    await page.getByRole('button', { name: 'No' }).click();
    const box = dialog(page).getByRole('textbox');
    await expect(box).toHaveAttribute('placeholder', /e-mail/);
    const send = dialog(page).getByRole('button', { name: 'Send feedback' });
    await expect(send).toBeDisabled();
    await box.fill('    ');
    await expect(send).toBeDisabled();
    await box.fill('The install step fails on Windows.');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(dialog(page).getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  });

  test('buttons are disabled while sending', async ({ page }) => {
    const release = await holdRequests(page, '**/api/feedback');
    await page.goto(docs);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes', includeHidden: true })).toBeDisabled();
    await expect(dialog(page).getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    release();
    await dialog(page).getByRole('textbox').fill('x');
    await expect(dialog(page).getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  for (const fault of ['a 500 answer', 'a network failure'] as const) {
    test(`${fault} on the vote resets the choice and closes the dialog`, async ({ page }) => {
      await page.route('**/api/feedback', (route) =>
        fault === 'a 500 answer' ? route.fulfill({ status: 500, body: '{}' }) : route.abort('failed'),
      );
      await page.goto(docs);
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('button', { name: 'Yes' })).toBeEnabled();
    });
  }

  test('a failed comment resets the widget', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/feedback', (route) => {
      calls += 1;
      return calls === 1 ? route.fulfill({ status: 204 }) : route.abort('failed');
    });
    await page.goto(docs);
    await page.getByRole('button', { name: 'No' }).click();
    await dialog(page).getByRole('textbox').fill('Missing a step.');
    await dialog(page).getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('closing the dialog clears the choice and the comment', async ({ page }) => {
    await page.goto(docs);
    await page.getByRole('button', { name: 'No' }).click();
    await dialog(page).getByRole('textbox').fill('Draft');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'No' }).click();
    await expect(dialog(page).getByRole('textbox')).toHaveValue('');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('POST /api/feedback', () => {
  test('stores a vote (204), rejects bad input (400 naming the field) and non-JSON (415)', async ({
    request,
  }) => {
    expect(
      (await request.post('/api/feedback', { data: { page: '/docs', feedback: 'positive' } })).status(),
    ).toBe(204);
    const bad = await request.post('/api/feedback', { data: { page: '/docs', feedback: 'great' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'invalid_field',
      message: 'The feedback field must be "positive" or "negative".',
      field: 'feedback',
    });
    const form = await request.post('/api/feedback', { form: { page: '/docs', feedback: 'positive' } });
    expect(form.status()).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });
    const cross = await request.post('/api/feedback', {
      data: { page: '/docs', feedback: 'positive' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status()).toBe(403);
    expect(await cross.json()).toMatchObject({ code: 'cross_site' });
  });
});

test('the summary answers admins only, with the stored votes', async ({ request }) => {
  const page = '/docs/get-started';
  const comment = `Seen ${Date.now()}`;
  expect(
    (await request.post('/api/feedback', { data: { page, feedback: 'negative', comment } })).status(),
  ).toBe(204);
  // A made-up page, or a look-alike of a real one, is not stored.
  for (const made of ['/docs/summary-check', '/docs/get-started/', '/Docs/get-started']) {
    const refused = await request.post('/api/feedback', { data: { page: made, feedback: 'negative' } });
    expect(refused.status(), made).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'invalid_field',
      message: 'The page field must be the address of a page of this site.',
      field: 'page',
    });
  }
  expect((await request.get('/api/feedback/summary')).status()).toBe(401);
  const wrong = await request.get('/api/feedback/summary', { headers: { Authorization: 'Bearer nope' } });
  expect(wrong.status()).toBe(401);
  const summary = await request.get('/api/feedback/summary', {
    headers: { Authorization: 'Bearer e2e-admin-token-0123456789abcdef' },
  });
  expect(summary.status()).toBe(200);
  const body = (await summary.json()) as {
    pages: { page: string; negative: number }[];
    latestComments: { page: string; comment: string }[];
  };
  expect(body.pages.find((entry) => entry.page === page)?.negative).toBeGreaterThanOrEqual(1);
  expect(body.latestComments).toContainEqual(expect.objectContaining({ page, comment }));
});
