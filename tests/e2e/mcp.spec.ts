import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '@playwright/test';
import { getMessages } from '@/lib/i18n';

const site = 'https://spanlight.example';

/** The official SDK's client, connected to the build's /api/mcp as an agent connects. */
async function connect(baseURL: string) {
  const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', baseURL)));
  return client;
}

const textOf = (result: unknown) =>
  ((result as CallToolResult).content[0] as { type: 'text'; text: string }).text;

async function rejection(promise: Promise<unknown>): Promise<McpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

test.describe('MCP server at /api/mcp', () => {
  test('an agent lists the four tools and uses each of them', async ({ baseURL, request }) => {
    const client = await connect(baseURL!);
    try {
      expect(client.getServerVersion()?.name).toBe('spanlight-docs');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'list_pages', 'ask']);

      const found = textOf(
        await client.callTool({ name: 'search_docs', arguments: { query: 'group traces into sessions' } }),
      );
      expect(found).toMatch(/^Pages matching "group traces into sessions", best first:/);
      expect(found).toContain(`1. Sessions (Docs)\n   ${site}/docs/observability/sessions\n`);

      const twin = await (await request.get('/docs/observability/sessions.md')).text();
      for (const path of [
        '/docs/observability/sessions',
        `${site}/docs/observability/sessions`,
        `${site}/docs/observability/sessions.md`,
      ]) {
        const page = await client.callTool({ name: 'get_page', arguments: { path } });
        expect(page.isError, path).toBeFalsy();
        expect(textOf(page), path).toBe(twin);
      }
      expect(twin).toMatch(/^# Sessions\n/);
      // An API operation's page carries a ready curl command for the site's sandbox.
      const operation = textOf(
        await client.callTool({
          name: 'get_page',
          arguments: { path: '/docs/api-reference/traces/get-trace' },
        }),
      );
      expect(operation).toContain('## Try it in the sandbox');
      expect(operation).toMatch(
        /curl --request GET \\\n {2}--url .*\/api\/sandbox\/traces\/\w+ \\\n {2}--user 'pk-sl-sandbox:sk-sl-sandbox'/,
      );

      const listed = textOf(
        await client.callTool({ name: 'list_pages', arguments: { section: 'self-hosting' } }),
      );
      expect(listed).toMatch(/^## Self-hosting \(self-hosting\)\n\n- \[/);
      expect(listed).toContain(`(${site}/self-hosting/kubernetes): `);
      expect(listed).not.toContain('/docs/');
      const all = textOf(await client.callTool({ name: 'list_pages', arguments: {} }));
      for (const section of [
        'docs',
        'self-hosting',
        'integrations',
        'guides',
        'faq',
        'security',
        'changelog',
      ])
        expect(all).toContain(`(${section})\n`);
      expect(all).not.toContain('/blog/');
      // noindex pages (the docs style guide) are left out, as from llms.txt.
      expect(all).not.toContain('/docs/style-guide');

      const answer = textOf(
        await client.callTool({
          name: 'ask',
          arguments: { question: 'How do I group traces into a session?' },
        }),
      );
      // Without a model, the tool says it returns quoted excerpts, not a written answer.
      expect(answer.startsWith(getMessages('en-US').askAiFromDocs)).toBe(true);
      expect(answer).toMatch(
        /\n\nSources:\n\[1\] [^\n]+: https:\/\/spanlight\.example\/docs\/observability\/sessions/,
      );
    } finally {
      await client.close();
    }
  });

  test('an unknown page is a tool error naming it; bad calls are protocol errors', async ({ baseURL }) => {
    const client = await connect(baseURL!);
    try {
      const missing = await client.callTool({ name: 'get_page', arguments: { path: '/docs/no-such-page' } });
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toContain('No page at "/docs/no-such-page"');
      expect(textOf(missing)).toContain('search_docs');

      const badSection = await rejection(
        client.callTool({ name: 'list_pages', arguments: { section: 'blog' } }),
      );
      expect(badSection.code).toBe(ErrorCode.InvalidParams);
      expect(badSection.message).toContain(
        'section: must be one of docs, self-hosting, integrations, guides, faq, security, changelog',
      );
      const longQuery = await rejection(
        client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(201) } }),
      );
      expect(longQuery.code).toBe(ErrorCode.InvalidParams);
      expect(longQuery.message).toContain('query: must be at most 200 characters');
      const noQuestion = await rejection(client.callTool({ name: 'ask', arguments: {} }));
      expect(noQuestion.message).toContain('question: is required');

      const unknown = await rejection(client.callTool({ name: 'drop_database', arguments: {} }));
      expect(unknown.code).toBe(ErrorCode.InvalidParams);
      expect(unknown.message).toContain('Unknown tool "drop_database"');
    } finally {
      await client.close();
    }
  });

  test('refuses large, non-JSON, cross-site and GET/DELETE requests with JSON errors', async ({
    request,
  }) => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const accept = 'application/json, text/event-stream';
    const answers: [Awaited<ReturnType<typeof request.post>>, number, string, RegExp][] = [
      [
        await request.post('/api/mcp', {
          data: JSON.stringify({ ...initialize, pad: 'x'.repeat(20_000) }),
          headers: { 'content-type': 'application/json', accept },
        }),
        413,
        'payload_too_large',
        /larger than 16 KiB/,
      ],
      [
        await request.post('/api/mcp', {
          data: JSON.stringify(initialize),
          headers: { 'content-type': 'text/plain', accept },
        }),
        415,
        'unsupported_media_type',
        /application\/json/,
      ],
      [
        await request.post('/api/mcp', {
          data: JSON.stringify(initialize),
          headers: { 'content-type': 'application/json', accept, origin: 'https://evil.example' },
        }),
        403,
        'cross_site',
        /^Cross-site requests/,
      ],
      [
        await request.get('/api/mcp', { headers: { accept: 'text/event-stream' } }),
        405,
        'method_not_allowed',
        /POST/,
      ],
      [await request.delete('/api/mcp'), 405, 'method_not_allowed', /POST/],
    ];
    for (const [response, status, code, message] of answers) {
      const where = `${response.url()} ${status}`;
      expect(response.status(), where).toBe(status);
      expect(response.headers()['content-type'], where).toContain('application/json');
      expect(response.headers()['cache-control'], where).toBe('no-store');
      expect(response.headers()['x-content-type-options'], where).toBe('nosniff');
      expect(await response.json(), where).toEqual({ code, message: expect.stringMatching(message) });
    }
    expect(answers[3]![0].headers()['allow']).toBe('POST');

    const ok = await request.post('/api/mcp', {
      data: JSON.stringify(initialize),
      headers: { 'content-type': 'application/json', accept },
    });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('no-store');
    const body = (await ok.json()) as { result: { serverInfo: { name: string } } };
    expect(body.result.serverInfo.name).toBe('spanlight-docs');
  });
});
