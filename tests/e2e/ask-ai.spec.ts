import { expect, test, type Locator } from '@playwright/test';
import { format, getMessages } from '@/lib/i18n';
import { firstAnswerMs } from './helpers/timing';
import { effectsRan, watchReact } from './helpers/react';

const t = getMessages('en-US');
/** A question whose best section is a table (the score data types of Custom scores). */
const tableQuestion = 'What score data types are there?';
/** Questions whose best sections are long running text, to quote in part. */
const wordyQuestions = [
  'Why are my traces not showing up?',
  'How does Spanlight calculate the cost of a generation?',
  'What happens to my events if the Spanlight API is down?',
];

/**
 * Every quoted paragraph ends at a sentence end (or introduces what follows with a colon). Left out:
 * each quote's first line (its page and heading, with the source number) and labels such as
 * **Python** above a code block.
 */
async function expectSentenceEnds(answer: Locator, question = '') {
  const texts = await answer
    .locator('blockquote > p')
    .evaluateAll((paragraphs) =>
      paragraphs
        .filter((p) => p.textContent?.trim() !== p.querySelector('strong')?.textContent?.trim())
        .map((p) => p.textContent?.trim() ?? ''),
    );
  expect(texts.length, question).toBeGreaterThan(0);
  for (const text of texts) {
    if (/\[\d+\]$/.test(text)) continue;
    expect(text, question).toMatch(/[.!?:)。]$/);
  }
}

test.describe('Ask AI', () => {
  test('an example question is answered from the docs, with its sources and a share link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/ask-ai');
    await expect(page.getByRole('heading', { level: 1, name: t.askAiTitle })).toBeVisible();
    await expect(page.getByText(t.askAiIntro)).toBeVisible();
    // The example chips are buttons in a plain list: no bullets.
    const chip = page.getByRole('button', { name: t.askAiExample1 });
    expect(await chip.evaluate((el) => getComputedStyle(el.closest('li')!).listStyleType)).toBe('none');
    await chip.click();
    const answer = page.getByRole('region', { name: t.askAiExample1 });
    // A server's first question opens the search index (about 1.5 s alone, several on a loaded machine).
    await expect(answer).toBeFocused({ timeout: firstAnswerMs });
    await expect(answer.getByText(t.askAiFromDocs)).toBeVisible();
    const sources = answer.getByRole('navigation', { name: t.askAiSources });
    // The sessions page answers it (the same retrieval as the search box, which ranks reference pages
    // before integrations: a framework guide's section on sessions used to come first).
    await expect(sources.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/docs\/observability\/sessions(?:#|$)/,
    );
    // Quoted from the docs: labelled as search excerpts, not as an AI answer. The quotes are Markdown
    // block quotes, rendered (no literal backticks or asterisks), and each ends at a sentence end.
    await expect(answer.getByText(t.askAiDisclaimer)).toHaveCount(0);
    const excerpts = answer.getByText(t.askAiExcerpts, { exact: true });
    await excerpts.focus();
    await expect(page.getByRole('tooltip')).toHaveText(t.askAiExcerptsNote);
    await expect(excerpts).toHaveAccessibleDescription(t.askAiExcerptsNote);
    await expect(answer.locator('blockquote').first()).toBeVisible();
    expect(await answer.innerText()).not.toMatch(/[`*]/);
    await expectSentenceEnds(answer);

    await expect(page).toHaveURL(/\/docs\/ask-ai\?q=How\+do\+I\+group/);
    // Typing the next question leaves the answer named by the question it answers.
    await page.getByRole('textbox', { name: t.askAiLabel }).fill('Something else');
    await expect(answer).toBeVisible();
    await answer.getByRole('button', { name: t.askAiCopyLink }).click();
    await expect(answer.getByRole('button', { name: t.askAiLinkCopied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('a share link asks its question on load', async ({ page }) => {
    await page.goto('/docs/ask-ai?q=self-host%20with%20docker%20compose');
    const answer = page.getByRole('region', { name: 'self-host with docker compose' });
    await expect(answer.getByText('self-host with docker compose', { exact: true })).toBeVisible({
      timeout: firstAnswerMs,
    });
    await expect(answer.getByRole('link', { name: /Docker Compose/ }).first()).toBeVisible();
    // The box is free for a follow-up.
    await expect(page.getByRole('textbox', { name: t.askAiLabel })).toHaveValue('');
  });

  test('a model-written answer carries the AI disclaimer and its tooltip', async ({ page }) => {
    await page.route('**/api/ask', (route) =>
      route.fulfill({
        json: {
          answer: 'Pass session_id on every trace of the conversation [1].',
          sources: [{ title: 'Sessions', heading: '', url: '/docs/observability/sessions' }],
          generated: true,
        },
      }),
    );
    await page.goto('/docs/ask-ai');
    await page.getByRole('textbox', { name: t.askAiLabel }).fill('sessions?');
    await page.getByRole('button', { name: t.askAiSubmit, exact: true }).click();
    const answer = page.getByRole('region', { name: 'sessions?' });
    await expect(answer.getByText('Pass session_id on every trace')).toBeVisible();
    const disclaimer = answer.getByText(t.askAiDisclaimer, { exact: true });
    await disclaimer.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText(
      'This response is generated by AI and may contain inaccuracies or errors. Please reach out to support if you need assistance.',
    );
    await expect(disclaimer).toHaveAccessibleDescription(t.askAiDisclaimerTooltip);
  });

  test('renders a streamed answer as Markdown: code blocks, inline code, lists; HTML stays text', async ({
    page,
  }) => {
    const done = {
      answer:
        'Pass `session_id` [1]:\n\n- one\n- two <img src=x onerror="window.__pwned=1">\n\n```python\nspanlight.flush()\n```',
      sources: [{ n: 1, title: 'Sessions', heading: '', url: '/docs/observability/sessions' }],
      generated: true,
      code: [],
    };
    await page.route('**/api/ask', (route) =>
      route.fulfill({
        contentType: 'text/event-stream',
        body:
          `event: delta\ndata: ${JSON.stringify({ text: done.answer })}\n\n` +
          `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      }),
    );
    await page.goto('/docs/ask-ai');
    await page.getByRole('textbox', { name: t.askAiLabel }).fill('markdown?');
    await page.getByRole('button', { name: t.askAiSubmit, exact: true }).click();
    const answer = page.getByRole('region', { name: 'markdown?' });
    await expect(answer.locator('pre')).toHaveText('spanlight.flush()');
    await expect(answer.getByRole('button', { name: t.copyCode })).toBeVisible();
    await expect(answer.locator('p code')).toHaveText('session_id');
    await expect(answer.getByRole('listitem')).toHaveCount(3); // two list items, one source
    await expect(answer.getByText('<img src=x onerror="window.__pwned=1">')).toBeVisible();
    await expect(answer.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // The citation links to its numbered source.
    const citation = answer.getByRole('link', { name: format(t.askAiSource, { n: '1' }) });
    const target = await citation.getAttribute('href');
    await expect(answer.locator(target!)).toContainText('Sessions');
  });

  test('a vote on an answer is stored; a question the docs lack shows up in the gaps report', async ({
    page,
    request,
  }) => {
    const votes: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/feedback')) votes.push(sent.postDataJSON());
    });
    const unknown = `zqxv wibblefrotz ${Date.now()}`;
    await page.goto(`/docs/ask-ai?q=${encodeURIComponent(unknown)}`);
    const answer = page.getByRole('region', { name: unknown });
    await expect(answer.getByText(t.askAiNotFound)).toBeVisible();
    const down = answer.getByRole('button', { name: t.askAiVoteDown });
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await down.click();
    await expect(answer.getByRole('status').filter({ hasText: t.askAiVoteThanks })).toBeVisible();
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await expect(down).toBeDisabled();
    expect(votes).toEqual([
      { page: '/docs/ask-ai', feedback: 'negative', kind: 'answer', question: unknown },
    ]);
    const summary = await request.get('/api/feedback/summary?questions=100', {
      headers: { Authorization: 'Bearer e2e-admin-token-0123456789abcdef' },
    });
    const body = (await summary.json()) as {
      answers: { negative: number };
      unansweredQuestions: { question: string; notHelpful: number; notFound: number }[];
    };
    expect(body.answers.negative).toBeGreaterThanOrEqual(1);
    expect(body.unansweredQuestions).toContainEqual(
      expect.objectContaining({ question: unknown, notHelpful: 1, notFound: 1 }),
    );
  });

  test('a vote that cannot be sent says so, and can be sent again', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/feedback', (route) =>
      refuse
        ? route.fulfill({
            status: 503,
            json: {
              code: 'unavailable',
              message: 'Feedback cannot be stored right now; please try again later.',
            },
          })
        : route.fulfill({ status: 204 }),
    );
    await page.goto('/docs/ask-ai?q=sessions');
    const answer = page.getByRole('region', { name: 'sessions' });
    await answer.getByRole('button', { name: t.askAiVoteUp, exact: true }).click();
    await expect(answer.getByRole('status').filter({ hasText: t.askAiVoteFailed })).toBeVisible();
    refuse = false;
    await answer.getByRole('button', { name: t.askAiVoteUp, exact: true }).click();
    await expect(answer.getByRole('status').filter({ hasText: t.askAiVoteThanks })).toBeVisible();
  });

  test('a follow-up question carries the conversation, and New conversation starts over', async ({
    page,
  }) => {
    const bodies: { question: string; history?: { question: string }[] }[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/ask')) bodies.push(sent.postDataJSON());
    });
    await page.goto('/docs/ask-ai?q=How+do+I+group+traces+into+a+session%3F');
    await expect(page.getByRole('region', { name: 'How do I group traces into a session?' })).toBeFocused();
    const box = page.getByRole('textbox', { name: t.askAiLabel });
    await expect(box).toHaveAttribute('placeholder', t.askAiFollowUpPlaceholder);
    await box.fill('and in TypeScript?');
    await box.press('Enter');
    const followUp = page.getByRole('region', { name: 'and in TypeScript?' });
    await expect(followUp).toBeFocused();
    await expect(
      followUp.getByRole('navigation', { name: t.askAiSources }).getByRole('link').first(),
    ).toBeVisible();
    expect(bodies.map((body) => body.history?.map((turn) => turn.question))).toEqual([
      undefined,
      ['How do I group traces into a session?'],
    ]);
    await page.getByRole('button', { name: t.askAiNewConversation }).click();
    await expect(page.getByRole('region', { name: /^and in TypeScript|group traces/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.askAiExample1 })).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/ask-ai$/);
  });

  test('a failed request says so and offers support', async ({ page }) => {
    await page.route('**/api/ask', (route) => route.abort());
    await page.goto('/docs/ask-ai');
    await page.getByRole('button', { name: t.askAiExample2 }).click();
    const alert = page.getByRole('alert').filter({ hasText: t.askAiFailed });
    await expect(alert).toContainText(t.askAiFailed);
    await expect(alert.getByRole('link', { name: t.contactSupport })).toHaveAttribute('href', '/support');
  });

  test('quotes keep a table as a table, and end every paragraph at a sentence end', async ({ page }) => {
    await page.goto(`/docs/ask-ai?q=${encodeURIComponent(tableQuestion)}`);
    const answer = page.getByRole('region', { name: tableQuestion });
    const table = answer.locator('blockquote table').first();
    await expect(table).toBeVisible({ timeout: firstAnswerMs });
    await expect(table.getByRole('columnheader').first()).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    // No run-on text: the table's cells are cells, not words strung into a paragraph.
    expect(await answer.locator('blockquote p').allInnerTexts()).not.toContainEqual(
      expect.stringMatching(/\| ---/),
    );
    for (const question of wordyQuestions) {
      await page.goto(`/docs/ask-ai?q=${encodeURIComponent(question)}`);
      const region = page.getByRole('region', { name: question });
      await expect(region.locator('blockquote').first()).toBeVisible({ timeout: firstAnswerMs });
      await expectSentenceEnds(region, question);
    }
  });

  test('Ask AI is linked from every docs page and from the top of the search list', async ({ page }) => {
    await page.goto('/docs/observability/sessions');
    const link = page.getByRole('main').getByRole('link', { name: t.askAiTitle, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/ask-ai$/);
    await expect(page.getByRole('heading', { level: 1, name: t.askAiTitle })).toBeVisible();

    await page.goto('/ja/docs/get-started');
    await expect(
      page.getByRole('main').getByRole('link', { name: getMessages('ja').askAiTitle, exact: true }),
    ).toHaveAttribute('href', '/ja/docs/ask-ai');

    await watchReact(page);
    await page.goto('/docs/get-started');
    const box = page.getByRole('combobox', { name: t.searchLabel });
    // Typed before hydration, the text would sit in the box with no query behind it (a loaded CI run
    // saw that): type once the box is React's.
    await effectsRan(box);
    await box.fill('retention');
    await expect(page.getByRole('listbox', { name: t.searchResults })).toBeVisible();
    // Above the results, so it is seen before the list is scrolled; Tab reaches it first.
    const ask = page.getByRole('link', { name: 'Ask AI: retention' });
    const [askBox, listBox] = await Promise.all([
      ask.boundingBox(),
      page.getByRole('listbox', { name: t.searchResults }).boundingBox(),
    ]);
    expect(askBox!.y).toBeLessThan(listBox!.y);
    await page.keyboard.press('Tab');
    await expect(ask).toBeFocused();
  });

  test('the search box offers to ask the query, by pointer and by keyboard', async ({ page }) => {
    await page.goto('/docs/get-started');
    const box = page.getByRole('combobox', { name: t.searchLabel });
    await box.click();
    await box.fill('datasets');
    const link = page.getByRole('link', { name: 'Ask AI: datasets' });
    await expect(link).toBeVisible();
    // Tab goes through the results' scroll area to the link, with the panel open all along.
    for (
      let press = 0;
      press < 3 && !(await link.evaluate((el) => el === document.activeElement));
      press += 1
    )
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await link.press('Enter');
    await expect(page).toHaveURL(/\/docs\/ask-ai\?q=datasets$/);
    await expect(page.getByRole('region', { name: 'datasets' })).toBeVisible();
  });

  test('is in Japanese on the Japanese site, answered from the Japanese index', async ({ page }) => {
    const ja = getMessages('ja');
    await page.goto('/ja/docs/ask-ai');
    await expect(page.getByRole('heading', { level: 1, name: ja.askAiTitle })).toBeVisible();
    await page.getByRole('textbox', { name: ja.askAiLabel }).fill('はじめに');
    await page.getByRole('button', { name: ja.askAiSubmit, exact: true }).click();
    const answer = page.getByRole('region', { name: 'はじめに' });
    await expect(answer.getByText(ja.askAiFromDocs)).toBeVisible();
    await expect(
      answer.getByRole('navigation', { name: ja.askAiSources }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/ja\/docs\/get-started/);
  });
});
