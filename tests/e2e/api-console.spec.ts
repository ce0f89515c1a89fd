import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { apiSandbox } from '../../config/api-sandbox';
import { changeSystemScheme, seriousViolations } from './helpers/axe';
import { kebabCase } from '../../lib/api-reference/operations';
import { requestShapes, type RequestShape } from '../../lib/api-requests/request-shape';

// The build's dereferenced document: what the pages and the sandbox were made from.
const apiDocument = JSON.parse(readFileSync('.generated/openapi.json', 'utf8')) as Record<string, unknown>;
const shapes = requestShapes(apiDocument);
const tagOf = (shape: RequestShape) => {
  const item = (apiDocument.paths as Record<string, Record<string, { tags: string[] }>>)[shape.path]!;
  return item[shape.method.toLowerCase()]!.tags[0]!;
};
const pageOf = (shape: RequestShape) =>
  `/docs/api-reference/${kebabCase(tagOf(shape))}/${kebabCase(shape.operationId)}`;
const ajv = addFormats(new Ajv2020({ strict: false }));

async function openConsole(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Try it' }).click();
  const form = page.getByRole('form', { name: /^Try / });
  await expect(form).toBeVisible();
  return form;
}

const responseStatus = (page: Page) =>
  page.getByRole('region', { name: 'Response' }).getByRole('status').first();
const responseBody = async (page: Page) =>
  JSON.parse(
    (await page.getByRole('region', { name: 'Response' }).locator('pre').first().textContent()) ?? '',
  );

test.describe('Try it: the request console', () => {
  // One operation of every tag from its own page to the sandbox (the one asking most of the form: a
  // body, else the most parameters): a 2xx answer valid against its status's schema. The forms of all
  // 37 are rendered in request-console.test.tsx and their requests answered in sandbox.test.ts.
  const weight = (s: RequestShape) => (s.body ? 100 : 0) + s.parameters.length;
  const groups = [...new Set(shapes.map(tagOf))];
  for (const tag of groups) {
    const shape = shapes.filter((s) => tagOf(s) === tag).sort((x, y) => weight(y) - weight(x))[0]!;
    test(`sends ${shape.operationId} (${tag}) to the sandbox from its page and shows a valid 2xx answer`, async ({
      page,
    }) => {
      {
        // A link to the request opens the console: Send request shows once the page is interactive and
        // the console has loaded, so the page's other resources are not waited for.
        await page.goto(`${pageOf(shape)}?try=1`, { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Send request' }).click();
        await expect(responseStatus(page), shape.operationId).toContainText(/^2\d\d /);
        const status = Number((await responseStatus(page).textContent())!.slice(0, 3));
        const schema =
          shape.answers?.find((answer) => answer.status === status)?.schema ??
          (status === shape.success.status ? shape.success.schema : undefined);
        expect(schema, `${shape.operationId}: the document has no ${status} answer`).toBeDefined();
        const body = await responseBody(page);
        expect(ajv.validate(schema!, body), `${shape.operationId}: ${ajv.errorsText()}`).toBe(true);
      }
    });
  }

  test('works by keyboard alone: open, fix a field named beside it, send, close with Escape', async ({
    page,
  }) => {
    await page.goto('/docs/api-reference/traces/list-traces');
    const tryIt = page.getByRole('button', { name: 'Try it' });
    await tryIt.focus();
    await page.keyboard.press('Enter');
    await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
    const limit = page.getByRole('textbox', { name: 'limit' });
    await limit.focus();
    await page.keyboard.type('500');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/sandbox/')) sent += 1;
    });
    await page.keyboard.press('Enter');
    // Checked before it goes: nothing is sent, the problem is named beside the field, focus goes there.
    await expect(page.getByText('limit must be at most 100')).toBeVisible();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(limit).toHaveAccessibleDescription(/must be at most 100/);
    await expect(limit).toBeFocused();
    expect(sent).toBe(0);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(responseStatus(page)).toContainText('200 OK');
    expect(sent).toBe(1);
    await page.keyboard.press('Escape');
    await expect(tryIt).toBeFocused();
    await expect(tryIt).toHaveAttribute('aria-expanded', 'false');
  });

  test('walks more operations by keyboard alone: Tab reaches Send request through every field', async ({
    page,
  }) => {
    for (const path of ['createScore', 'getDatasetRun'].map((id) =>
      pageOf(shapes.find((shape) => shape.operationId === id)!),
    )) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Try it' }).focus();
      await page.keyboard.press('Enter');
      const send = page.getByRole('button', { name: 'Send request' });
      await expect(send).toBeVisible();
      for (
        let presses = 0;
        presses < 40 && !(await send.evaluate((b) => b === document.activeElement));
        presses++
      )
        await page.keyboard.press('Tab');
      await expect(send, path).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(responseStatus(page), path).toContainText(/^2\d\d /);
    }
  });

  test('a body problem is named by its field, and the sandbox would say the same', async ({ page }) => {
    await openConsole(page, '/docs/api-reference/scores/create-score');
    const body = page.getByRole('textbox', { name: /Request body/ });
    await body.fill('{"traceId": "t-1", "value": "high"}');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'needs a fix' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'body.name is required' })).toBeVisible();
    await expect(body).toBeFocused();
    const answer = await page.request.post('/api/sandbox/scores', {
      headers: {
        authorization: `Basic ${Buffer.from(`${apiSandbox.publicKey}:${apiSandbox.secretKey}`).toString('base64')}`,
      },
      data: { traceId: 't-1', value: 'high' },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()) as unknown).toMatchObject({
      message: expect.stringContaining('body.name: is required'),
    });
  });

  test('with a real server, the request goes only there, with Basic auth from the typed keys', async ({
    page,
    context,
  }) => {
    const publicKey = 'pk-sl-test-0123';
    const secretKey = 'sk-sl-test-secret-4567';
    const seen: { url: string; headers: Record<string, string>; body: string | null }[] = [];
    page.on('request', (request) =>
      seen.push({ url: request.url(), headers: request.headers(), body: request.postData() }),
    );
    let authorization: string | undefined;
    // The route stands in for the EU cloud.
    await page.route('https://cloud.spanlight.example/api/public/**', async (route) => {
      authorization = route.request().headers().authorization;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ data: [], meta: { page: 1, limit: 50, totalItems: 0, totalPages: 0 } }),
      });
    });
    await openConsole(page, '/docs/api-reference/traces/list-traces');
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ label: 'Spanlight Cloud (EU)' });
    await page.getByRole('button', { name: 'Send request' }).click();
    // Keys are required for a real server.
    await expect(page.getByText('Public key is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Public key' }).fill(publicKey);
    await page.getByLabel('Secret key').fill(secretKey);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(responseStatus(page)).toContainText('200');
    expect(authorization).toBe(`Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString('base64')}`);

    // The keys went to that server only: no other request carried them, in any part.
    const carrying = seen.filter(
      (request) =>
        !request.url.startsWith('https://cloud.spanlight.example/') &&
        [request.url, JSON.stringify(request.headers), request.body ?? ''].some(
          (part) =>
            part.includes(secretKey) ||
            part.includes(Buffer.from(`${publicKey}:${secretKey}`).toString('base64')),
        ),
    );
    expect(carrying).toEqual([]);
    // Stored in this tab's sessionStorage only: not localStorage, cookies or the address.
    await page.waitForURL(/server=spanlight-cloud-eu/);
    expect(page.url()).not.toContain(secretKey);
    expect(page.url()).not.toContain(publicKey);
    const storage = await page.evaluate(() => ({
      local: JSON.stringify(localStorage),
      session: JSON.stringify(sessionStorage),
    }));
    expect(storage.local).not.toContain(secretKey);
    expect(storage.session).toContain(secretKey);
    expect(JSON.stringify(await context.cookies())).not.toContain(secretKey);
    // The code shown reads the keys from the environment, never the typed ones.
    const code = page.getByRole('region', { name: 'This request as code' });
    await expect(code).toContainText('SPANLIGHT_SECRET_KEY');
    await expect(code).not.toContainText(secretKey);
  });

  test('explains a request that gets no answer, from a real server and from the sandbox', async ({
    page,
  }) => {
    await page.route('https://cloud.spanlight.example/**', (route) => route.abort('namenotresolved'));
    await openConsole(page, '/docs/api-reference/observations/get-observation');
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ label: 'Spanlight Cloud (EU)' });
    await page.getByRole('textbox', { name: 'Public key' }).fill('pk-sl-x');
    await page.getByLabel('Secret key').fill('sk-sl-x');
    await page.getByRole('button', { name: 'Send request' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could be read' });
    await expect(alert).toContainText('No answer from cloud.spanlight.example could be read');
    await expect(alert).toContainText('CORS');

    await page.route('**/api/sandbox/**', (route) => route.abort('failed'));
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ value: 'sandbox' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The sandbox did not answer' })).toBeVisible();
  });

  test('a link to the page reopens the same request, server and values (never keys)', async ({ page }) => {
    await openConsole(page, '/docs/api-reference/prompts/get-prompt');
    await page.getByRole('textbox', { name: 'name' }).fill('support/greeting');
    await page.getByRole('textbox', { name: 'label' }).fill('staging');
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ label: 'Self-hosted Spanlight' });
    await page.getByRole('textbox', { name: 'host' }).fill('spanlight.internal:8443');
    await expect(
      page.getByText(
        'GET https://spanlight.internal:8443/api/public/prompts/support%2Fgreeting?label=staging',
      ),
    ).toBeVisible();
    await page.waitForURL(/host=spanlight.internal/);
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(other.getByRole('form', { name: /^Try / })).toBeVisible();
    await expect(other.getByRole('textbox', { name: 'label' })).toHaveValue('staging');
    await expect(other.getByRole('combobox', { name: 'Server' })).toHaveValue('self-hosted-spanlight');
    await expect(other.getByRole('textbox', { name: 'host' })).toHaveValue('spanlight.internal:8443');
  });

  test('the code tabs follow the site’s language choice, on the page and in the console', async ({
    page,
  }) => {
    await openConsole(page, '/docs/api-reference/datasets/create-dataset');
    const code = page.getByRole('region', { name: 'This request as code' });
    await code.getByRole('tab', { name: 'Ruby' }).click();
    await expect(code.getByRole('tabpanel')).toContainText(
      'request.basic_auth(ENV.fetch("SPANLIGHT_PUBLIC_KEY")',
    );
    // The page's own request example (outside the console) shows Ruby too.
    const example = page.getByRole('tablist').last();
    await expect(example.getByRole('tab', { name: 'Ruby' })).toHaveAttribute('aria-selected', 'true');
  });

  test('axe finds nothing serious in the open console on a phone, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openConsole(page, '/docs/api-reference/traces/list-traces');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(responseStatus(page)).toContainText('200 OK');
    // Coloured by then: the highlighter's chunk has loaded and its colours are checked too.
    await expect(page.getByRole('region', { name: 'Response' }).locator('.shiki')).toBeVisible();
    await page.getByRole('textbox', { name: 'limit' }).fill('0');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('limit must be at least 1')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      // The page follows the system scheme as it changes; its colour transitions are jumped to their end.
      await changeSystemScheme(page, colorScheme);
      expect(await seriousViolations(page, { within: '#request-console' }), colorScheme).toEqual([]);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
  });
});
