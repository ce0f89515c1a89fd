import { cleanTypedText } from './privacy';
import { readerOf } from './readers';
import { dayOf, oneCount, type FetchKind, type Increment } from './counts';
import { missingAddressKey, referrerKey } from './beacon';

/** What the server knows of a request it answered, once the answer is sent. */
export interface AnsweredRequest {
  method: string;
  /** The path as requested, without the query. */
  path: string;
  status: number;
  /** The answer's `Content-Type`. */
  contentType: string;
  userAgent: string | undefined;
  /** The request's `Referer`, read only for its host. */
  referer: string | undefined;
  /** The host the site answered on. */
  host: string | undefined;
}

export interface FetchContext {
  now: Date;
  localeOf: (path: string) => string;
}

const llmsFile = /(?:^|\/)llms(?:-full)?\.txt$/;

/** What kind of reading an answer was, or undefined for anything the insights do not count. */
export function fetchKindOf(request: AnsweredRequest): FetchKind | 'not-found' | undefined {
  if (request.method !== 'GET' || /^\/(?:api|_next|insights)(?:\/|$)/.test(request.path)) return undefined;
  const type = request.contentType.toLowerCase();
  const markdown = type.startsWith('text/markdown');
  if (request.status === 404 && (markdown || type.startsWith('text/html'))) return 'not-found';
  if (request.status !== 200) return undefined;
  if (llmsFile.test(request.path) && !type.startsWith('text/html')) return 'llms';
  if (markdown) return 'twin';
  if (type.startsWith('text/html')) return 'page';
  return undefined;
}

/** The page a twin's address stands for: `/docs/x.md` and `/docs/x` (asked for as Markdown) are `/docs/x`. */
export const twinPage = (path: string) => (path === '/index.md' ? '/' : path.replace(/\.md$/, ''));

/** The host of a `Referer` header, if it is a URL. */
function refererHost(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer.slice(0, 2048)).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What an answered request adds to the rollups: pages, twins and llms files read, by reader class and
 * by the agent's name from the reviewed list (`config/user-agents.ts`). People are counted by the
 * page beacon, so a browser's HTML page is counted only in `fetch`; a 404 here only for programs (a
 * browser's 404 is counted by the beacon, with the referrer the page saw).
 */
export function fetchIncrements(request: AnsweredRequest, context: FetchContext): Increment[] {
  const kind = fetchKindOf(request);
  if (!kind) return [];
  const reader = readerOf(request.userAgent);
  const day = dayOf(context.now);
  const at = (metric: Increment['metric'], path: string, key: string, detail: string) =>
    oneCount(day, metric, context.localeOf(path), key, detail);
  if (kind === 'not-found') {
    if (reader.class === 'browser') return [];
    const address = missingAddressKey(request.path);
    if (address === '') return [];
    return [
      at('not-found', request.path, address, referrerKey(refererHost(request.referer), request.host) ?? ''),
    ];
  }
  const page = kind === 'twin' ? twinPage(request.path) : request.path;
  const counts = [at('fetch', page, kind, reader.class)];
  if (reader.class !== 'browser') counts.push(at('agent', page, reader.name, kind));
  if (kind === 'twin') counts.push(at('twin', page, page, reader.class));
  if (kind === 'llms') counts.push(at('llms', page, page, reader.class));
  return counts;
}

/** The name an MCP client gave itself in `initialize`, as counted (cleaned, at most 60 characters). */
export const mcpClientKey = (name: unknown) =>
  (typeof name === 'string' ? cleanTypedText(name, 60) : '') || 'unnamed';

/**
 * What one MCP message adds: `initialize` counts the client's name, `tools/call` the tool (a name
 * the server does not know counts as `(unknown tool)`); both count as an `mcp` fetch by the reader.
 */
export function mcpIncrements(
  message: unknown,
  userAgent: string | undefined,
  tools: readonly string[],
  context: FetchContext,
): Increment[] {
  if (typeof message !== 'object' || message === null) return [];
  const { method, params } = message as { method?: unknown; params?: unknown };
  const reader = readerOf(userAgent);
  const day = dayOf(context.now);
  const locale = context.localeOf('/');
  const at = (metric: Increment['metric'], key: string, detail: string) =>
    oneCount(day, metric, locale, key, detail);
  const fields = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  if (method === 'initialize') {
    const info = fields.clientInfo as { name?: unknown } | undefined;
    return [at('mcp-client', mcpClientKey(info?.name), reader.class)];
  }
  if (method !== 'tools/call') return [];
  const tool =
    typeof fields.name === 'string' && tools.includes(fields.name) ? fields.name : '(unknown tool)';
  const counts = [at('fetch', 'mcp', reader.class), at('mcp-tool', tool, reader.name)];
  if (reader.class !== 'browser') counts.push(at('agent', reader.name, 'mcp'));
  return counts;
}

/** What one Ask AI question adds (through the page or the MCP `ask` tool). */
export function askIncrements(question: string, locale: string, answered: boolean, now: Date): Increment[] {
  const key = cleanTypedText(question).toLocaleLowerCase('en-US');
  if (key === '') return [];
  return [oneCount(dayOf(now), 'ask', locale, key, answered ? 'answered' : 'unanswered')];
}
