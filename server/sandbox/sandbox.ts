import { issuesMessage, requestIssues, type RequestShape } from '@/lib/api-requests/request-shape';
import { apiErrorBody, apiErrorCodes, type ApiErrorCode } from '@/server/http/api-error';

/**
 * The sandbox's answers, as a function of the request alone (no state, no I/O): the operation found by
 * method and path, the demo keys checked, the request checked against the document, then the
 * operation's first 2xx example. Refusals use the site's error shape (server/http/api-error.ts) plus
 * the public API's `error` key, so they also match the API document's `Error` schema.
 */
export interface SandboxRequest {
  method: string;
  /** The path below the sandbox's base, still percent-encoded: `/traces/abc`. */
  path: string;
  query: [string, string][];
  headers: Headers;
  body: string;
}

export interface SandboxAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Sandbox {
  answer(request: SandboxRequest): SandboxAnswer;
  /** The operation a method and path name, if any (for tests and the console). */
  route(method: string, path: string): { shape: RequestShape; path: Record<string, string> } | undefined;
}

/**
 * A refusal: the code's status and the site's error body, which also carries the code as `error`, the
 * key the public API's errors have (content/openapi.yml `Error`), since the sandbox stands in for it.
 */
export const sandboxError = (
  code: ApiErrorCode,
  message: string,
  { headers, field }: { headers?: Record<string, string>; field?: string } = {},
): SandboxAnswer => ({
  status: apiErrorCodes[code].status,
  body: { error: code, ...apiErrorBody(code, message, field) },
  ...(headers ? { headers } : {}),
});

interface Route {
  shape: RequestShape;
  segments: (string | { name: string })[];
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The demo key pair sent as HTTP Basic auth, compared in full. */
export function hasDemoKeys(headers: Headers, keys: { publicKey: string; secretKey: string }): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(headers.get('authorization') ?? '');
  if (!match) return false;
  let decoded: string;
  try {
    decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  } catch {
    return false;
  }
  return decoded === `${keys.publicKey}:${keys.secretKey}`;
}

/**
 * Of an operation's 2xx answers (every example of each), the one that shares the most top-level values
 * with the request (path and query parameters, body fields): a new score gets "201 Created" with that
 * score, a text prompt the text prompt example. The first answer wins a tie.
 */
export function closestAnswer(
  shape: RequestShape,
  path: Record<string, string>,
  query: [string, string][],
  body: string,
): SandboxAnswer {
  const first = {
    status: shape.success.status,
    ...(shape.success.example !== undefined ? { body: shape.success.example } : {}),
  };
  if (!shape.answers) return first;
  const sent = new Map<string, string>([...Object.entries(path), ...query]);
  try {
    const parsed: unknown = body.trim() ? JSON.parse(body) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [name, value] of Object.entries(parsed)) sent.set(name, JSON.stringify(value));
  } catch {
    // A body that is not JSON was refused before; nothing to compare.
  }
  let best: SandboxAnswer = first;
  let bestScore = -1;
  for (const answer of shape.answers) {
    const example = answer.example;
    if (!example || typeof example !== 'object' || Array.isArray(example)) continue;
    let score = 0;
    for (const [name, value] of Object.entries(example)) {
      const given = sent.get(name);
      if (given !== undefined && (given === JSON.stringify(value) || given === String(value))) score += 1;
    }
    if (score > bestScore) {
      best = { status: answer.status, body: example };
      bestScore = score;
    }
  }
  return best;
}

export function createSandbox(
  shapes: RequestShape[],
  keys: { publicKey: string; secretKey: string },
): Sandbox {
  // Literal segments before parameters: `/datasets/{name}/runs` is tried as such before anything
  // could take `runs` for a name.
  const routes: Route[] = shapes
    .map((shape) => ({
      shape,
      segments: shape.path
        .split('/')
        .filter(Boolean)
        .map((segment) => (/^\{(\w+)\}$/.test(segment) ? { name: segment.slice(1, -1) } : segment)),
    }))
    .sort(
      (a, b) =>
        a.segments.filter((s) => typeof s !== 'string').length -
        b.segments.filter((s) => typeof s !== 'string').length,
    );

  function matches(path: string) {
    const parts = path.split('/').filter(Boolean);
    const found: { route: Route; path: Record<string, string> }[] = [];
    for (const route of routes) {
      if (route.segments.length !== parts.length) continue;
      const values: Record<string, string> = {};
      const ok = route.segments.every((segment, index) => {
        const decoded = decodeSegment(parts[index]!);
        if (decoded === undefined) return false;
        if (typeof segment === 'string') return segment === decoded;
        values[segment.name] = decoded;
        return true;
      });
      if (ok) found.push({ route, path: values });
    }
    return found;
  }

  function route(method: string, path: string) {
    const hit = matches(path).find((match) => match.route.shape.method === method.toUpperCase());
    return hit ? { shape: hit.route.shape, path: hit.path } : undefined;
  }

  return {
    route,
    answer(request) {
      const method = request.method.toUpperCase();
      const candidates = matches(request.path);
      if (candidates.length === 0)
        return sandboxError('not_found', `No operation of the API has the path ${request.path}.`);
      const hit = candidates.find((match) => match.route.shape.method === method);
      if (!hit) {
        const allowed = [...new Set(candidates.map((match) => match.route.shape.method))].join(', ');
        return sandboxError(
          'method_not_allowed',
          `The path ${request.path} takes ${allowed}, not ${method}.`,
          {
            headers: { Allow: allowed },
          },
        );
      }
      const { shape } = hit.route;
      if (shape.authenticated && !hasDemoKeys(request.headers, keys))
        return sandboxError(
          'unauthorized',
          `Send the sandbox's demo keys as HTTP Basic auth: public key ${keys.publicKey}, secret key ${keys.secretKey}.`,
        );
      if (shape.body && request.body.trim() !== '') {
        const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json')
          return sandboxError(
            'unsupported_media_type',
            'The sandbox takes request bodies as application/json.',
          );
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => (headers[name] = value));
      const issues = requestIssues(shape, {
        path: hit.path,
        query: request.query,
        headers,
        body: request.body,
      });
      if (issues.length > 0)
        return sandboxError(
          'invalid_request',
          `Invalid request: ${issuesMessage(issues).replace(/\.$/, '')}.`,
          {
            field: issues.length === 1 ? issues[0]!.field : undefined,
          },
        );
      return closestAnswer(shape, hit.path, request.query, request.body);
    },
  };
}
