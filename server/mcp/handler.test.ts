import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { resultGroupLabels } from '@/lib/search/collections';
import { SearchIndex } from '@/lib/search/engine';
import { getMessages } from '@/lib/i18n';
import { createRateLimiter } from '@/server/http/rate-limit';
import { handleMcp, type McpDeps } from './handler';
import { maxMcpBodyBytes } from './limits';

const site = 'https://spanlight.example';

function indexOf(title: string) {
  const { index: file, text } = buildSearchIndex([
    {
      url: '/docs/observability/sessions',
      title,
      sections: [
        { id: '', heading: '', text: 'Sessions group traces of one conversation.' },
        {
          id: 'session-id',
          heading: 'Pass a session id',
          text: 'Pass session_id to group traces into a session.',
        },
      ],
    },
    {
      url: '/self-hosting/kubernetes',
      title: 'Kubernetes',
      sections: [{ id: '', heading: '', text: 'Deploy Spanlight on Kubernetes with the Helm chart.' }],
    },
  ]);
  const index = new SearchIndex(file);
  index.attachText(text);
  return index;
}

const english = indexOf('Sessions');
const japanese = indexOf('セッション');

const pages: Record<string, string> = {
  '/docs/observability/sessions': '# Sessions\n\nSessions group traces.\n',
  '/': '# Spanlight\n\nHome.\n',
};

function deps(overrides: Partial<McpDeps> = {}): McpDeps {
  return {
    siteUrl: site,
    siteName: 'Spanlight',
    locales: ['en-US', 'ja', 'ko', 'zh'],
    defaultLocale: 'en-US',
    indexFor: async (locale) => (locale === 'ja' ? japanese : english),
    groupLabelsFor: (locale) => resultGroupLabels(getMessages(locale === 'ja' ? 'ja' : 'en-US')),
    markdownFor: async (path) => pages[path] ?? null,
    sections: () => [
      {
        id: 'docs',
        title: 'Docs',
        pages: [{ title: 'Sessions', url: '/docs/observability/sessions', description: 'Group traces.' }],
      },
      {
        id: 'faq',
        title: 'FAQ',
        pages: [{ title: 'Is there a free tier?', url: '/faq/free-tier', description: 'Yes.' }],
      },
      { id: 'blog', title: 'Blog', pages: [{ title: 'Launch', url: '/blog/launch', description: 'News.' }] },
    ],
    ask: async () => ({
      answer: 'Pass session_id.',
      sources: [
        { title: 'Sessions', heading: 'Pass a session id', url: '/docs/observability/sessions#session-id' },
      ],
      generated: false,
    }),
    askLimiter: createRateLimiter(100),
    limiter: createRateLimiter(1000),
    salt: 's',
    ...overrides,
  };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') =>
  new Request('http://site.test/api/mcp', {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });

const rpc = (method: string, params?: object) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

/** An SDK client talking to the handler in-process, as an agent would over HTTP. */
async function connect(d: McpDeps = deps()) {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://site.test/api/mcp'), {
      fetch: (url, init) => handleMcp(new Request(url, init), d),
    }),
  );
  return client;
}

const textOf = (result: unknown) =>
  ((result as CallToolResult).content[0] as { type: 'text'; text: string }).text;

async function protocolError(promise: Promise<unknown>): Promise<McpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

describe('/api/mcp tools', () => {
  it('lists the four tools with their arguments', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'list_pages', 'ask']);
    const list = tools.find((tool) => tool.name === 'list_pages')!;
    expect(list.inputSchema.properties?.section).toMatchObject({
      enum: ['docs', 'self-hosting', 'integrations', 'guides', 'faq', 'security', 'changelog'],
    });
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.annotations?.readOnlyHint).toBe(true);
  });

  it('search_docs gives the best pages with absolute URL, section and snippet', async () => {
    const client = await connect();
    const text = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'session id' } }));
    expect(text).toContain('1. Sessions (Docs)');
    expect(text).toContain(`${site}/docs/observability/sessions`);
    expect(text).toContain(`Best match: Pass a session id, ${site}/docs/observability/sessions#session-id`);
    expect(text).toContain('Pass session_id to group traces');
    expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'helm' } }))).toContain(
      '1. Kubernetes (Self Hosting)',
    );
    expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'zebra' } }))).toMatch(
      /^No pages match "zebra"/,
    );
  });

  it('search_docs searches the index of the locale asked for', async () => {
    const indexFor = vi.fn(async (locale: string) => (locale === 'ja' ? japanese : english));
    const client = await connect(deps({ indexFor }));
    const text = textOf(
      await client.callTool({ name: 'search_docs', arguments: { query: 'session', locale: 'ja' } }),
    );
    expect(indexFor).toHaveBeenCalledWith('ja');
    expect(text).toContain(`セッション (${getMessages('ja').docs})`);
  });

  it('get_page takes a path, a site URL or a .md URL and answers the Markdown twin', async () => {
    const client = await connect();
    for (const path of [
      '/docs/observability/sessions',
      `${site}/docs/observability/sessions`,
      `${site}/docs/observability/sessions.md`,
    ]) {
      const result = await client.callTool({ name: 'get_page', arguments: { path } });
      expect(result.isError, path).toBeFalsy();
      expect(textOf(result), path).toBe(pages['/docs/observability/sessions']);
    }
    expect(textOf(await client.callTool({ name: 'get_page', arguments: { path: '/index.md' } }))).toMatch(
      /^# Spanlight/,
    );
  });

  it('get_page names an unknown page in a tool error and points to search_docs', async () => {
    const client = await connect();
    for (const path of ['/docs/nope', 'https://evil.example/docs/observability/sessions', '/docs/../x']) {
      const result = await client.callTool({ name: 'get_page', arguments: { path } });
      expect(result.isError, path).toBe(true);
      expect(textOf(result), path).toContain(`No page at ${JSON.stringify(path)}`);
      expect(textOf(result), path).toContain('search_docs');
    }
  });

  it('get_page cuts a very long page and says where the whole one is', async () => {
    const long = `# Long\n\n${'word '.repeat(30_000)}`;
    const client = await connect(deps({ markdownFor: async () => long }));
    const text = textOf(await client.callTool({ name: 'get_page', arguments: { path: '/docs/long' } }));
    expect(text.length).toBeLessThan(100_200);
    expect(text).toMatch(/whole page is at https:\/\/spanlight\.example\/docs\/long\.md\]$/);
  });

  it('list_pages lists one section, or every listed section grouped (not the blog)', async () => {
    const client = await connect();
    const faq = textOf(await client.callTool({ name: 'list_pages', arguments: { section: 'faq' } }));
    expect(faq).toBe(`## FAQ (faq)\n\n- [Is there a free tier?](${site}/faq/free-tier): Yes.`);
    const all = textOf(await client.callTool({ name: 'list_pages', arguments: {} }));
    expect(all).toContain('## Docs (docs)');
    expect(all).toContain('## FAQ (faq)');
    expect(all).not.toContain('Blog');
  });

  it('ask answers with numbered sources at absolute URLs', async () => {
    const ask = vi.fn(async () => ({
      answer: 'Pass session_id [1].',
      sources: [
        { title: 'Sessions', heading: 'Pass a session id', url: '/docs/observability/sessions#session-id' },
        { title: '概要', heading: '', url: '/ja/docs#構成要素' },
      ],
      generated: true,
      extra: 'fields the assistant may add',
    }));
    const client = await connect(deps({ ask }));
    const text = textOf(
      await client.callTool({
        name: 'ask',
        arguments: { question: ' How do I group traces? ', locale: 'ja' },
      }),
    );
    expect(ask).toHaveBeenCalledWith('How do I group traces?', 'ja', expect.any(AbortSignal));
    expect(text).toBe(
      'Pass session_id [1].\n\n(AI-generated from the documentation; it may contain errors.)\n\n' +
        `Sources:\n[1] Sessions › Pass a session id: ${site}/docs/observability/sessions#session-id\n` +
        `[2] 概要: ${site}/ja/docs#構成要素`,
    );
  });

  it('ask counts questions against their own limit', async () => {
    const client = await connect(deps({ askLimiter: createRateLimiter(1) }));
    const call = () => client.callTool({ name: 'ask', arguments: { question: 'sessions?' } });
    expect((await call()).isError).toBeFalsy();
    const refused = await call();
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^Too many questions; ask again in \d+ s/);
  });

  it('a tool that fails answers a tool error and logs, without the details', async () => {
    const log = vi.fn();
    const client = await connect(
      deps({
        log,
        markdownFor: async () => {
          throw new Error('disk on fire');
        },
      }),
    );
    const result = await client.callTool({ name: 'get_page', arguments: { path: '/docs/x' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('get_page failed on the server; try again shortly.');
    expect(log).toHaveBeenCalledWith('mcp tool get_page failed: disk on fire');
  });

  it('answers bad arguments and unknown tools with invalid-params protocol errors', async () => {
    const client = await connect();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', {}, /query: is required/],
      ['search_docs', { query: '   ' }, /query: must not be empty/],
      ['search_docs', { query: 'x'.repeat(201) }, /query: must be at most 200 characters/],
      ['search_docs', { query: 42 }, /query: must be text/],
      ['search_docs', { query: 'a\u0007b' }, /query: must not contain control characters/],
      ['search_docs', { query: 'x', locale: 'fr' }, /locale: must be one of en-US, ja, ko, zh/],
      ['search_docs', { query: 'x', limit: 3 }, /Unrecognized key.*limit/],
      ['get_page', { path: 'x'.repeat(2049) }, /path: must be at most 2048 characters/],
      ['list_pages', { section: 'blog' }, /section: must be one of docs, self-hosting, integrations/],
      ['ask', { question: 'x'.repeat(501) }, /question: must be at most 500 characters/],
    ];
    for (const [name, args, message] of cases) {
      const error = await protocolError(client.callTool({ name, arguments: args }));
      expect(error.code, `${name} ${JSON.stringify(args)}`).toBe(ErrorCode.InvalidParams);
      expect(error.message, `${name} ${JSON.stringify(args)}`).toMatch(message);
    }
    const unknown = await protocolError(client.callTool({ name: 'delete_docs', arguments: {} }));
    expect(unknown.code).toBe(ErrorCode.InvalidParams);
    expect(unknown.message).toContain('Unknown tool "delete_docs"; the tools are search_docs, get_page');
  });
});

describe('/api/mcp checks before the SDK', () => {
  it('answers GET and DELETE 405 with a JSON error: no sessions, no event streams', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await handleMcp(post(null, { accept: 'text/event-stream' }, method), deps());
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({
        code: 'method_not_allowed',
        message: expect.stringMatching(/POST/),
      });
    }
  });

  it('answers 4xx with a JSON error for refused requests, uncached', async () => {
    const initialize = rpc('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    const cases: [Request, number, string, RegExp][] = [
      [post(initialize, { origin: 'https://evil.example' }), 403, 'cross_site', /^Cross-site requests/],
      [post(initialize, { 'sec-fetch-site': 'cross-site' }), 403, 'cross_site', /^Cross-site requests/],
      [
        post(initialize, { 'content-type': 'text/plain' }),
        415,
        'unsupported_media_type',
        /application\/json/,
      ],
      [
        post(initialize, { 'content-type': 'application/json-seq' }),
        415,
        'unsupported_media_type',
        /application\/json/,
      ],
      [
        post(initialize, { 'content-length': String(maxMcpBodyBytes + 1) }),
        413,
        'payload_too_large',
        /larger than 16 KiB/,
      ],
      [
        post(JSON.stringify({ pad: 'x'.repeat(maxMcpBodyBytes) })),
        413,
        'payload_too_large',
        /larger than 16 KiB/,
      ],
      [post('{"jsonrpc": "2.0",'), 400, 'invalid_json', /not valid JSON/],
      [post(''), 400, 'invalid_json', /not valid JSON/],
      [post(new Uint8Array([0x7b, 0xff, 0x7d])), 400, 'invalid_json', /not UTF-8/],
      [post(`[${initialize}]`), 400, 'invalid_body', /not a batch/],
    ];
    for (const [request, status, code, message] of cases) {
      const response = await handleMcp(request, deps());
      expect(response.status, message.source).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ code, message: expect.stringMatching(message) });
    }
  });

  it('hands the ask tool the signal of the client request, so the model stops when the client leaves', async () => {
    let seen: AbortSignal | undefined;
    const d = deps({
      ask: async (_question, _locale, signal) => {
        seen = signal;
        return { answer: 'x', sources: [], generated: false };
      },
    });
    const leaving = new AbortController();
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'ask', arguments: { question: 'sessions?' } },
    });
    const request = new Request('http://site.test/api/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: call,
      signal: leaving.signal,
    });
    await handleMcp(request, d);
    expect(seen).toBeDefined();
    expect(seen!.aborted).toBe(false);
    leaving.abort();
    expect(seen!.aborted).toBe(true);
  });

  it('answers request params the protocol does not allow with -32602 and one line naming the param', async () => {
    for (const [method, params, where] of [
      ['tools/call', { name: 5 }, 'params.name'],
      ['tools/call', {}, 'params.name'],
      ['tools/call', { name: 'search_docs', arguments: 'query' }, 'params.arguments'],
      ['initialize', { protocolVersion: 7 }, 'params.protocolVersion'],
    ] as const) {
      const response = await handleMcp(post(rpc(method, params)), deps());
      const body = (await response.json()) as { id: unknown; error: { code: number; message: string } };
      expect(body.error.code, method).toBe(ErrorCode.InvalidParams);
      expect(body.error.message).toMatch(new RegExp(`^Invalid params: ${where.replace('.', '\\.')}: `));
      expect(body.error.message).not.toContain('\n');
      expect(body.id).toBe(1);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('accepts a same-site browser and a client without Origin', async () => {
    const initialize = rpc('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    for (const headers of [{ origin: 'http://site.test' }, {}] as Record<string, string>[]) {
      const response = await handleMcp(post(initialize, headers), deps());
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.json()).result.serverInfo.name).toBe('spanlight-docs');
    }
  });

  it('counts the rate limit per client before reading the body, with Retry-After', async () => {
    const d = deps({ limiter: createRateLimiter(2) });
    const from = (address: string) => ({ 'x-spanlight-client-address': address });
    for (let i = 0; i < 2; i += 1)
      expect((await handleMcp(post(rpc('ping'), from('192.0.2.1')), d)).status).toBe(200);
    let pulled = false;
    // No chunk buffered ahead: the stream is pulled only when somebody reads the body.
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode(rpc('ping')));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const limited = await handleMcp(
      new Request('http://site.test/api/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('192.0.2.1') },
        body,
        duplex: 'half',
      } as RequestInit),
      d,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests; try again shortly.',
    });
    expect(pulled).toBe(false);
    expect((await handleMcp(post(rpc('ping'), from('192.0.2.2')), d)).status).toBe(200);
  });

  it('answers notifications 202 and unknown methods with a protocol error, uncached', async () => {
    const note = await handleMcp(
      post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })),
      deps(),
    );
    expect(note.status).toBe(202);
    expect(note.headers.get('cache-control')).toBe('no-store');
    const unknown = await handleMcp(post(rpc('resources/delete')), deps());
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).error.code).toBe(ErrorCode.MethodNotFound);
  });
});

describe('/api/mcp properties', () => {
  /** A 4xx with a JSON body, or a JSON-RPC answer (result or error), or 202 for a notification. */
  async function expectOrderly(response: Response) {
    const status = response.status;
    expect(status === 200 || status === 202 || (status >= 400 && status < 500), `status ${status}`).toBe(
      true,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    if (status === 202) return;
    const body = await response.json();
    // The site's error shape before the SDK; the SDK's own 4xx keep JSON-RPC's.
    if (status >= 400 && 'jsonrpc' in body) expect(typeof body.error.message).toBe('string');
    else if (status >= 400)
      expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    else expect('result' in body || 'error' in body).toBe(true);
  }

  it('never throws on arbitrary bodies and headers', async () => {
    const json = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({
          jsonrpc: fc.constantFrom('2.0', '1.0', 2),
          id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          method: fc.oneof(
            fc.constantFrom('initialize', 'tools/list', 'tools/call', 'ping', 'notifications/initialized'),
            fc.string(),
          ),
          params: fc.anything(),
        })
        .map((message) => JSON.stringify(message)),
    );
    await fc.assert(
      fc.asyncProperty(
        json,
        fc.constantFrom('POST', 'GET', 'DELETE', 'PUT'),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        fc.constantFrom('application/json, text/event-stream', 'application/json', '*/*', ''),
        fc.constantFrom('2025-06-18', '2025-03-26', 'garbage', ''),
        async (body, method, contentType, accept, version) => {
          const headers: Record<string, string> = { 'content-type': contentType, accept };
          if (version) headers['mcp-protocol-version'] = version;
          const request = new Request('http://site.test/api/mcp', {
            method,
            headers,
            body: method === 'GET' ? null : body,
          });
          await expectOrderly(await handleMcp(request, deps()));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers arbitrary tool arguments with a result or an invalid-params error', async () => {
    const client = await connect();
    const tools = ['search_docs', 'get_page', 'list_pages', 'ask', 'nope'];
    const argument = fc.oneof(fc.string({ maxLength: 600 }), fc.integer(), fc.constant(null), fc.anything());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...tools),
        fc.dictionary(fc.constantFrom('query', 'path', 'section', 'question', 'locale', 'x'), argument, {
          maxKeys: 3,
        }),
        async (name, args) => {
          try {
            const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
            expect(Array.isArray(result.content)).toBe(true);
            expect(JSON.stringify(result).length).toBeLessThan(110_000);
          } catch (error) {
            expect(error).toBeInstanceOf(McpError);
            expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
