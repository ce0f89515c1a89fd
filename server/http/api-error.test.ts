import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  apiErrorBody,
  apiErrorCodeList,
  apiErrorCodes,
  invalidField,
  type ApiErrorCode,
} from './api-error';

/** A message each code is answered with somewhere in the site. */
const samples: Record<ApiErrorCode, () => Response> = {
  invalid_json: () => apiError('invalid_json', 'The body is not valid JSON.'),
  invalid_body: () => apiError('invalid_body', 'The body must be a JSON object.'),
  invalid_field: () => invalidField('feedback', 'must be "positive" or "negative"'),
  invalid_request: () =>
    apiError('invalid_request', 'Invalid request: query.limit: must be at most 100.', {
      field: 'query.limit',
    }),
  invalid_address: () => apiError('invalid_address', 'The address has malformed percent-encoding.'),
  unauthorized: () =>
    apiError('unauthorized', 'Send Authorization: Bearer <FEEDBACK_ADMIN_TOKEN>.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    }),
  cross_site: () => apiError('cross_site', 'Cross-site feedback requests are not accepted.'),
  stale_form: () => apiError('stale_form', 'The form is out of date; reload the page and sign out again.'),
  not_found: () => apiError('not_found', 'Insights are turned off on this site (INSIGHTS=off).'),
  method_not_allowed: () =>
    apiError('method_not_allowed', 'POST is not allowed here: this address answers GET and HEAD.', {
      headers: { Allow: 'GET, HEAD' },
    }),
  payload_too_large: () => apiError('payload_too_large', 'The body is larger than 8 KiB.'),
  unsupported_media_type: () => apiError('unsupported_media_type', 'Send feedback as application/json.'),
  rate_limited: () =>
    apiError('rate_limited', 'Too many feedback requests; try again shortly.', {
      headers: { 'Retry-After': '42' },
    }),
  unavailable: () => apiError('unavailable', 'Feedback cannot be stored right now; please try again later.'),
};

describe('the API error shape', () => {
  it('lists every code with its one status, and answers each in one shape', async () => {
    const answers = await Promise.all(
      apiErrorCodeList.map(async (code) => {
        const response = samples[code]();
        return {
          status: response.status,
          cache: response.headers.get('cache-control'),
          type: response.headers.get('content-type'),
          body: await response.json(),
        };
      }),
    );
    expect(answers).toMatchInlineSnapshot(`
      [
        {
          "body": {
            "code": "invalid_json",
            "message": "The body is not valid JSON.",
          },
          "cache": "no-store",
          "status": 400,
          "type": "application/json",
        },
        {
          "body": {
            "code": "invalid_body",
            "message": "The body must be a JSON object.",
          },
          "cache": "no-store",
          "status": 400,
          "type": "application/json",
        },
        {
          "body": {
            "code": "invalid_field",
            "field": "feedback",
            "message": "The feedback field must be "positive" or "negative".",
          },
          "cache": "no-store",
          "status": 400,
          "type": "application/json",
        },
        {
          "body": {
            "code": "invalid_request",
            "field": "query.limit",
            "message": "Invalid request: query.limit: must be at most 100.",
          },
          "cache": "no-store",
          "status": 400,
          "type": "application/json",
        },
        {
          "body": {
            "code": "invalid_address",
            "message": "The address has malformed percent-encoding.",
          },
          "cache": "no-store",
          "status": 400,
          "type": "application/json",
        },
        {
          "body": {
            "code": "unauthorized",
            "message": "Send Authorization: Bearer <FEEDBACK_ADMIN_TOKEN>.",
          },
          "cache": "no-store",
          "status": 401,
          "type": "application/json",
        },
        {
          "body": {
            "code": "cross_site",
            "message": "Cross-site feedback requests are not accepted.",
          },
          "cache": "no-store",
          "status": 403,
          "type": "application/json",
        },
        {
          "body": {
            "code": "stale_form",
            "message": "The form is out of date; reload the page and sign out again.",
          },
          "cache": "no-store",
          "status": 403,
          "type": "application/json",
        },
        {
          "body": {
            "code": "not_found",
            "message": "Insights are turned off on this site (INSIGHTS=off).",
          },
          "cache": "no-store",
          "status": 404,
          "type": "application/json",
        },
        {
          "body": {
            "code": "method_not_allowed",
            "message": "POST is not allowed here: this address answers GET and HEAD.",
          },
          "cache": "no-store",
          "status": 405,
          "type": "application/json",
        },
        {
          "body": {
            "code": "payload_too_large",
            "message": "The body is larger than 8 KiB.",
          },
          "cache": "no-store",
          "status": 413,
          "type": "application/json",
        },
        {
          "body": {
            "code": "unsupported_media_type",
            "message": "Send feedback as application/json.",
          },
          "cache": "no-store",
          "status": 415,
          "type": "application/json",
        },
        {
          "body": {
            "code": "rate_limited",
            "message": "Too many feedback requests; try again shortly.",
          },
          "cache": "no-store",
          "status": 429,
          "type": "application/json",
        },
        {
          "body": {
            "code": "unavailable",
            "message": "Feedback cannot be stored right now; please try again later.",
          },
          "cache": "no-store",
          "status": 503,
          "type": "application/json",
        },
      ]
    `);
  });

  it('words every message as a sentence: capital first, full stop last', async () => {
    for (const code of apiErrorCodeList) {
      const { message } = (await samples[code]().json()) as { message: string };
      expect(message, code).toMatch(/^[A-Z].*\.$/s);
    }
    expect(await invalidField('Idempotency-Key', 'must be a UUID.', 'header').json()).toEqual({
      code: 'invalid_field',
      message: 'The Idempotency-Key header must be a UUID.',
      field: 'Idempotency-Key',
    });
  });

  it('keeps the headers a handler gives, and never lets a cache keep an error', () => {
    const limited = samples.rate_limited();
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(samples.method_not_allowed().headers.get('allow')).toBe('GET, HEAD');
    expect(apiErrorBody('not_found', 'No such notebook.')).toEqual({
      code: 'not_found',
      message: 'No such notebook.',
    });
  });

  it('is listed in the README, code by code, with the same status and meaning', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## API errors'));
    const rows = [...section.matchAll(/^\| `([a-z_]+)` +\| (\d{3}) +\| (.+?) +\|$/gm)].map(
      ([, code, status, meaning]) => ({ code, status: Number(status), meaning }),
    );
    expect(rows).toEqual(apiErrorCodeList.map((code) => ({ code, ...apiErrorCodes[code] })));
  });
});
