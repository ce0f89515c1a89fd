/**
 * The one JSON error shape of every API of the site (README "API errors"): a stable, machine-readable
 * `code`, a human `message` (a sentence: capital first, full stop last) and, for a problem with one
 * field, parameter or header, its name in `field`:
 *
 * ```json
 * { "code": "invalid_field", "message": "The feedback field must be \"positive\" or \"negative\".", "field": "feedback" }
 * ```
 *
 * Each code has one HTTP status. Every handler answers its errors through `apiError` (or, where it
 * writes to a Node response or builds a plain answer, through `apiErrorBody`). Not here: the MCP
 * server's JSON-RPC errors, which keep the protocol's own shape (`{jsonrpc, id, error: {code,
 * message}}`), and the health check, whose 503 is the same status report as its 200.
 */
export const apiErrorCodes = {
  invalid_json: { status: 400, meaning: 'The body is not valid JSON, or not UTF-8.' },
  invalid_body: {
    status: 400,
    meaning:
      'The body is JSON of the wrong shape (not an object; a batch of MCP messages), or could not be read.',
  },
  invalid_field: {
    status: 400,
    meaning: 'A body field, query parameter or header is missing or wrong; `field` names it.',
  },
  invalid_request: {
    status: 400,
    meaning:
      'API sandbox only (the public API’s code): the request breaks the API document; the message names each field.',
  },
  invalid_address: {
    status: 400,
    meaning: 'The address has broken percent-encoding or a line break, or is a full URL.',
  },
  unauthorized: { status: 401, meaning: 'No valid token, session or (sandbox) demo keys.' },
  cross_site: { status: 403, meaning: 'The request comes from a page of another site.' },
  stale_form: { status: 403, meaning: 'The form’s CSRF token is out of date; reload the page.' },
  not_found: { status: 404, meaning: 'Nothing at this address, or the API is turned off on this site.' },
  method_not_allowed: {
    status: 405,
    meaning: 'The address does not take this method; `Allow` lists those it does.',
  },
  payload_too_large: { status: 413, meaning: 'The body is larger than the API reads.' },
  unsupported_media_type: {
    status: 415,
    meaning: 'The body is not of the media type the API takes (`application/json`, or a form).',
  },
  rate_limited: {
    status: 429,
    meaning: 'Too many requests, or wrong tokens, from this client; wait `Retry-After` seconds.',
  },
  unavailable: {
    status: 503,
    meaning:
      'The store is down, or the server is shutting down or drawing too many images; try again (`Retry-After` where known).',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ApiErrorCode = keyof typeof apiErrorCodes;

/** The codes, in the order of the list above (and of the README's table). */
export const apiErrorCodeList = Object.keys(apiErrorCodes) as ApiErrorCode[];

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  field?: string;
}

/** The body of an error: `{ code, message }`, with `field` when one field is at fault. */
export function apiErrorBody(code: ApiErrorCode, message: string, field?: string): ApiErrorBody {
  return field === undefined ? { code, message } : { code, message, field };
}

export interface ApiErrorOptions {
  /** The field, parameter or header at fault (`invalid_field`). */
  field?: string;
  /** Headers the answer carries: `Retry-After`, `Allow`, `WWW-Authenticate`, a cache policy. */
  headers?: Record<string, string>;
}

/** An error answer of the site's APIs: the code's status, the one shape, never cached. */
export function apiError(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}): Response {
  return Response.json(apiErrorBody(code, message, options.field), {
    status: apiErrorCodes[code].status,
    headers: { 'Cache-Control': 'no-store', ...options.headers },
  });
}

/** What a field is, in a message: a field of the body, a query parameter or a header. */
export type FieldKind = 'field' | 'parameter' | 'header';

/**
 * A 400 `invalid_field` naming the field: `The page field must be a site path starting with /.`
 * `problem` is a predicate (`must be …`, `is not a known field`), as the site's schemas word them.
 */
export function invalidField(field: string, problem: string, kind: FieldKind = 'field'): Response {
  return apiError('invalid_field', `The ${field} ${kind} ${problem.replace(/\.$/, '')}.`, { field });
}
