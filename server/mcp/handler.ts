import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { formatIssue } from '@/config/issues';
import { readJsonRequest } from '@/server/http/json-request';
import type { RateLimiter } from '@/server/http/rate-limit';
import { apiError } from '@/server/http/api-error';
import { maxMcpBodyBytes } from './limits';
import { createDocsServer, type DocsToolDeps } from './tools';

export interface McpDeps extends DocsToolDeps {
  /** Requests per client, counted before the body is read. */
  limiter: RateLimiter;
  salt: string;
  /** Told about each well-formed message with the client's User-Agent (the insights); must not throw. */
  count?: (message: unknown, userAgent: string | undefined) => void;
}

/** The requests this server answers, with the SDK's own schemas of their params. */
const requestSchemas = new Map<
  string,
  {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  }
>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

/**
 * A JSON-RPC error answer (-32602, invalid params) for a request whose params its method does not
 * allow, or null. The SDK answered these -32603 (internal error) with the whole validation dump as
 * its message; a client deserves the protocol's code and one line naming the param.
 */
function invalidParams(message: unknown): Response | null {
  if (typeof message !== 'object' || message === null || !('method' in message) || !('id' in message))
    return null;
  const { method, params, id } = message as { method: unknown; params?: unknown; id: unknown };
  const schema = typeof method === 'string' ? requestSchemas.get(method) : undefined;
  const result = schema?.safeParse({ method, params });
  if (!result || result.success) return null;
  const issue = result.error!.issues[0]!;
  return uncached(
    Response.json({
      jsonrpc: '2.0',
      id: typeof id === 'string' || typeof id === 'number' ? id : null,
      error: { code: ErrorCode.InvalidParams, message: formatIssue(issue, 'Invalid params') },
    }),
  );
}

/** The same answer with `Cache-Control: no-store`: every answer depends on the request. */
function uncached(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * `/api/mcp`: the docs as a Model Context Protocol server (Streamable HTTP, stateless, JSON answers).
 * The site's checks come first, as for the other APIs: POST only (405), same-site browsers only
 * (403), `application/json` (415), the declared size (413), the client's rate limit before the body
 * is read (429), the body read with a limit (413) and parsed (400). Then the message goes to a new
 * MCP server and transport of the official SDK, which answer JSON-RPC (tools, protocol errors).
 */
export async function handleMcp(request: Request, deps: McpDeps): Promise<Response> {
  if (request.method !== 'POST') {
    return apiError(
      'method_not_allowed',
      'Send MCP messages with POST; this server keeps no sessions and opens no event streams.',
      { headers: { Allow: 'POST' } },
    );
  }
  const read = await readJsonRequest(request, {
    maxBytes: maxMcpBodyBytes,
    limiter: deps.limiter,
    salt: deps.salt,
    noun: { one: 'MCP messages', many: 'requests' },
  });
  if (!read.ok) return read.response;
  const message = read.body;
  const client = read.clientKey;
  // One message per request, so the rate limit counts calls: protocol versions since 2025-06-18 have
  // no batches, and the SDK's clients never send one.
  if (Array.isArray(message))
    return apiError('invalid_body', 'Send one JSON-RPC message per request, not a batch.');
  const refused = invalidParams(message);
  if (refused) return refused;
  deps.count?.(message, request.headers.get('user-agent') ?? undefined);

  const server = createDocsServer(deps, client, request.signal);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    return uncached(await transport.handleRequest(request, { parsedBody: message }));
  } finally {
    await server.close();
  }
}
