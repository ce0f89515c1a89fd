import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { getMessages } from '@/lib/i18n';
import { seriousViolations } from './helpers/axe';

const t = getMessages('en-US');
/** The dashboard's token in the e2e servers (playwright.config.ts): FEEDBACK_ADMIN_TOKEN, as INSIGHTS_TOKEN is unset. */
const token = 'e2e-admin-token-0123456789abcdef';
const bearer = { Authorization: `Bearer ${token}` };

/** Letters only: stored texts mask long digit runs, and the test finds its own rows by these. */
const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

type Row = Record<string, string | number>;
interface View {
  tables: { id: string; rows: Row[] }[];
  gaps?: {
    title: string;
    evidence: { kind: string; text: string; count: number }[];
    fix: { kind: string };
  }[];
}

/** A view's data as the export API gives it to a script (the token as a bearer). */
async function view(request: APIRequestContext, name: string): Promise<View> {
  const response = await request.get(`/api/insights/data?view=${name}`, { headers: bearer });
  expect(response.status()).toBe(200);
  return (await response.json()) as View;
}
const rowsOf = (data: View, table: string) => data.tables.find((item) => item.id === table)?.rows ?? [];
const count = (rows: Row[], match: Row, column: string) =>
  rows
    .filter((row) => Object.entries(match).every(([key, value]) => row[key] === value))
    .reduce((sum, row) => sum + Number(row[column] ?? 0), 0);

const searchBox = (page: Page) => page.getByRole('combobox', { name: t.searchLabel });

test.describe('insights', () => {
  test('searches, a result opened, a question and its vote, a twin read by an agent, an MCP call and a 404 show up on the dashboard and in its exports', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const nonce = letters(10);
    // The query, the question and the address share their words: one topic of the content gaps,
    // whose weight (a search, a question asked and voted down, a 404) ranks it among the first
    // however many other tests' misses the run has gathered.
    const other = letters(8);
    const missingQuery = `${nonce} ${other}`;
    /** A query with many results that no other test types. */
    const openedQuery = 'prompt labels';
    const question = `Is there a ${nonce} ${other}?`;
    const client = `e2e-client-${nonce}`;
    const missingPage = `/docs/${nonce}-${other}`;
    const before = {
      opened: count(
        rowsOf(await view(request, 'search'), 'opened-positions'),
        { query: openedQuery, position: '2' },
        'opened',
      ),
      twins: count(rowsOf(await view(request, 'agents'), 'twins'), { page: '/docs/get-started' }, 'ai-agent'),
      tool: count(
        rowsOf(await view(request, 'agents'), 'mcp-tools'),
        { tool: 'search_docs', reader: 'Cursor' },
        'calls',
      ),
    };

    // The page beacon: one event for every page shown, answered 204.
    const beacon = () =>
      page.waitForResponse(
        (response) => response.url().endsWith('/api/insights') && response.status() === 204,
      );
    const viewed = beacon();
    await page.goto('/docs');
    await viewed;

    // A search with no result, left; then one whose second result is opened.
    const box = searchBox(page);
    await box.click();
    await box.fill(missingQuery);
    await expect(page.getByText(t.searchNoResults)).toBeVisible();
    const searched = beacon();
    await page.getByRole('heading', { level: 1 }).click();
    await searched;
    await box.click();
    await box.fill(openedQuery);
    const options = page.getByRole('listbox', { name: t.searchResults }).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).not.toHaveURL(/\/docs$/);

    // An Ask AI question the docs have nothing for, voted down.
    await page.goto(`/docs/ask-ai?q=${encodeURIComponent(question)}`);
    const answer = page.getByRole('region', { name: question });
    await expect(answer.getByText(t.askAiNotFound)).toBeVisible();
    await answer.getByRole('button', { name: t.askAiVoteDown }).click();
    await expect(answer.getByRole('status').filter({ hasText: t.askAiVoteThanks })).toBeVisible();

    // An address that does not exist.
    const missed = beacon();
    expect((await page.goto(missingPage))?.status()).toBe(404);
    await missed;

    // An AI agent reads a twin; an MCP client says who it is and calls a tool.
    const twin = await request.get('/docs/get-started.md', { headers: { 'User-Agent': 'Claude-User/1.0' } });
    expect(twin.status()).toBe(200);
    const mcp = (body: object) =>
      request.post('/api/mcp', {
        headers: { Accept: 'application/json, text/event-stream', 'User-Agent': 'Cursor/1.0' },
        data: { jsonrpc: '2.0', id: 1, ...body },
      });
    expect(
      (
        await mcp({
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: client, version: '1.0' },
          },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await mcp({ method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'sessions' } } })
      ).status(),
    ).toBe(200);

    // Counted (each answered before it is written: the figures follow within moments).
    await expect
      .poll(async () => {
        const [search, ask, agents, gaps] = (await Promise.all(
          ['search', 'ask', 'agents', 'gaps'].map((name) => view(request, name)),
        )) as [View, View, View, View];
        return {
          noResult: count(rowsOf(search, 'no-result'), { query: missingQuery }, 'searches'),
          opened:
            count(rowsOf(search, 'opened-positions'), { query: openedQuery, position: '2' }, 'opened') -
            before.opened,
          // Stored as typed texts are: in lower case.
          question: count(rowsOf(ask, 'top-questions'), { question: question.toLowerCase() }, 'unanswered'),
          twins: count(rowsOf(agents, 'twins'), { page: '/docs/get-started' }, 'ai-agent') - before.twins,
          client: count(rowsOf(agents, 'mcp-clients'), { client }, 'ai-agent'),
          tool:
            count(rowsOf(agents, 'mcp-tools'), { tool: 'search_docs', reader: 'Cursor' }, 'calls') -
            before.tool,
          gap: gaps
            .gaps!.filter((gap) => gap.evidence.some((item) => item.text.includes(nonce)))
            .map((gap) => gap.evidence.map((item) => `${item.kind} ${item.count}`).sort()),
        };
      })
      .toEqual({
        noResult: 1,
        opened: 1,
        question: 1,
        twins: 1,
        client: 1,
        tool: 1,
        gap: [['not-found 1', 'question 2', 'search 1']],
      });

    // Without a session the dashboard leads to sign-in, and its data answers 401.
    const owner = await browser.newPage();
    await owner.goto('/insights');
    await expect(owner).toHaveURL(/\/insights\/sign-in$/);
    expect((await owner.request.get('/api/insights/data?view=overview')).status()).toBe(401);
    await expect(owner.getByRole('heading', { level: 1, name: 'Sign in to insights' })).toBeVisible();
    await owner.getByLabel('Token').fill('not the token');
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      owner.getByRole('alert').filter({ hasText: 'That token is not the one configured' }),
    ).toBeVisible();
    await owner.getByLabel('Token').fill(token);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await expect(owner).toHaveURL(/\/insights$/);
    await expect(owner.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(owner.getByRole('img', { name: /Page views and reads by agents per day/ })).toBeVisible();
    expect(await seriousViolations(owner), 'the overview').toEqual([]);

    // The search view: the query with no result, in the table and in its CSV.
    const views = owner.getByRole('navigation', { name: 'Views' });
    await views.getByRole('link', { name: 'Search' }).click();
    await expect(views.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    const noResult = owner.getByRole('region', { name: 'Queries with no result' });
    await expect(noResult.getByRole('cell', { name: missingQuery })).toBeVisible();
    const csv = owner.waitForEvent('download');
    await owner.getByRole('link', { name: 'CSV of Queries with no result' }).click();
    expect(await readFile(await (await csv).path(), 'utf8')).toContain(`${missingQuery},1`);

    // The gaps: one topic holding the query, the question and the address, with a change to make.
    await views.getByRole('link', { name: 'Content gaps' }).click();
    for (const text of [missingQuery, question, missingPage])
      await expect(owner.getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
    expect(await seriousViolations(owner), 'the content gaps').toEqual([]);
    const json = owner.waitForEvent('download');
    await owner.getByRole('link', { name: 'Export JSON of Content gaps' }).click();
    const exported = JSON.parse(await readFile(await (await json).path(), 'utf8')) as View;
    expect(
      exported.gaps!.filter((gap) => gap.evidence.some((item) => item.text.includes(nonce))),
    ).toHaveLength(1);

    // Signing out ends the session.
    await owner.getByRole('button', { name: 'Sign out' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect((await owner.request.get('/api/insights/data?view=overview')).status()).toBe(401);
    await owner.goto('/insights');
    await expect(owner).toHaveURL(/\/insights\/sign-in$/);
    await owner.close();
  });

  for (const [signal, script] of [
    [
      'Global Privacy Control',
      `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })`,
    ],
    ['Do Not Track', `Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })`],
  ] as const) {
    test(`nothing is sent when the browser signals ${signal}`, async ({ page }) => {
      await page.addInitScript({ content: script });
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/insights')) sent.push(request.url());
      });
      await page.goto('/docs');
      const box = searchBox(page);
      await box.click();
      await box.fill('sessions');
      await expect(page.getByRole('listbox', { name: t.searchResults })).toBeVisible();
      await box.press('Enter');
      await expect(page).not.toHaveURL(/\/docs$/);
      await page.goto('/docs/get-startd');
      // The suggestions are fetched by the page's own effects, which run after the beacon's: once
      // they show, the beacon has had its turn on every page visited.
      await expect(page.getByText(t.notFoundSuggestions)).toBeVisible();
      expect(sent).toEqual([]);
    });
  }
});
