import { describe, expect, it } from 'vitest';
import { askIncrements, fetchIncrements, fetchKindOf, mcpIncrements, type AnsweredRequest } from './fetches';

const context = {
  now: new Date('2026-11-20T08:00:00Z'),
  localeOf: (p: string) => (p.startsWith('/ja') ? 'ja' : 'en-US'),
};
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const claude =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)';
const answered = (extra: Partial<AnsweredRequest>): AnsweredRequest => ({
  method: 'GET',
  path: '/docs',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  userAgent: chrome,
  referer: undefined,
  host: 'spanlight.example',
  ...extra,
});
const rows = (request: AnsweredRequest) =>
  fetchIncrements(request, context).map((row) => [row.metric, row.locale, row.key, row.detail]);

describe('fetchKindOf', () => {
  it('tells pages, twins, llms files and 404s apart, and leaves everything else out', () => {
    expect(fetchKindOf(answered({}))).toBe('page');
    expect(fetchKindOf(answered({ path: '/docs.md', contentType: 'text/markdown; charset=utf-8' }))).toBe(
      'twin',
    );
    expect(fetchKindOf(answered({ path: '/docs/llms.txt', contentType: 'text/plain; charset=utf-8' }))).toBe(
      'llms',
    );
    expect(fetchKindOf(answered({ path: '/nope', status: 404 }))).toBe('not-found');
    expect(fetchKindOf(answered({ path: '/api/health', contentType: 'application/json' }))).toBeUndefined();
    expect(
      fetchKindOf(answered({ path: '/_next/static/x.js', contentType: 'text/javascript' })),
    ).toBeUndefined();
    expect(fetchKindOf(answered({ method: 'HEAD' }))).toBeUndefined();
    expect(fetchKindOf(answered({ status: 308 }))).toBeUndefined();
    expect(fetchKindOf(answered({ path: '/logo.svg', contentType: 'image/svg+xml' }))).toBeUndefined();
  });
});

describe('fetchIncrements', () => {
  it('counts an agent reading a twin by class, by name and by page', () => {
    expect(rows(answered({ path: '/ja/docs.md', contentType: 'text/markdown', userAgent: claude }))).toEqual([
      ['fetch', 'ja', 'twin', 'ai-agent'],
      ['agent', 'ja', 'Claude', 'twin'],
      ['twin', 'ja', '/ja/docs', 'ai-agent'],
    ]);
  });

  it('counts a twin asked for with Accept under the page address, and an llms file', () => {
    expect(rows(answered({ contentType: 'text/markdown', userAgent: 'curl/8.5.0' }))).toEqual([
      ['fetch', 'en-US', 'twin', 'other'],
      ['agent', 'en-US', 'curl', 'twin'],
      ['twin', 'en-US', '/docs', 'other'],
    ]);
    expect(
      rows(answered({ path: '/llms-full.txt', contentType: 'text/plain', userAgent: 'GPTBot/1.2' })),
    ).toEqual([
      ['fetch', 'en-US', 'llms', 'ai-crawler'],
      ['agent', 'en-US', 'OpenAI GPTBot', 'llms'],
      ['llms', 'en-US', '/llms-full.txt', 'ai-crawler'],
    ]);
  });

  it('counts a browser page only by class (the beacon counts the view), and a browser 404 not at all', () => {
    expect(rows(answered({}))).toEqual([['fetch', 'en-US', 'page', 'browser']]);
    expect(rows(answered({ path: '/nope', status: 404 }))).toEqual([]);
  });

  it('counts a program’s 404 with the referring host, never the referring URL', () => {
    expect(
      rows(
        answered({
          path: '/docs/old.md',
          status: 404,
          contentType: 'text/markdown',
          userAgent: 'Googlebot/2.1',
          referer: 'https://www.example.com/post?id=ana@example.com',
        }),
      ),
    ).toEqual([['not-found', 'en-US', '/docs/old.md', 'example.com']]);
  });
});

describe('mcpIncrements', () => {
  const tools = ['search_docs', 'get_page'];
  const mcp = (message: unknown, ua?: string) =>
    mcpIncrements(message, ua, tools, context).map((row) => [row.metric, row.key, row.detail]);

  it('counts a client by the name it gives in initialize, cleaned', () => {
    expect(
      mcp({ method: 'initialize', params: { clientInfo: { name: 'claude-code' } } }, 'claude-code/2.1'),
    ).toEqual([['mcp-client', 'claude-code', 'ai-agent']]);
    expect(mcp({ method: 'initialize', params: { clientInfo: { name: 'ana@example.com' } } })).toEqual([
      ['mcp-client', '[email]', 'other'],
    ]);
    expect(mcp({ method: 'initialize', params: {} })).toEqual([['mcp-client', 'unnamed', 'other']]);
  });

  it('counts a tool call by tool and reader, and an unknown tool as such', () => {
    expect(mcp({ method: 'tools/call', params: { name: 'search_docs' } }, 'Cursor/1.0')).toEqual([
      ['fetch', 'mcp', 'ai-agent'],
      ['mcp-tool', 'search_docs', 'Cursor'],
      ['agent', 'Cursor', 'mcp'],
    ]);
    expect(mcp({ method: 'tools/call', params: { name: 'drop table' } })[1]).toEqual([
      'mcp-tool',
      '(unknown tool)',
      'unknown',
    ]);
    expect(mcp({ method: 'tools/list' })).toEqual([]);
    expect(mcp('ping')).toEqual([]);
  });
});

describe('askIncrements', () => {
  it('counts a question, cleaned and in lower case, as answered or not', () => {
    expect(askIncrements('Is there a Rust SDK? mail me at a@b.io', 'en-US', false, context.now)).toEqual([
      {
        day: '2026-11-20',
        metric: 'ask',
        locale: 'en-US',
        key: 'is there a rust sdk? mail me at [email]',
        detail: 'unanswered',
        count: 1,
      },
    ]);
  });
});
