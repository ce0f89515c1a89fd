import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSandbox } from '@/config/api-sandbox';
import {
  exampleParts,
  requestShapes,
  requestTarget,
  type RequestParts,
  type RequestShape,
} from '@/lib/api-requests/request-shape';
import { loadApiDocument } from '../../scripts/openapi-core.mjs';
import { createSandbox, type Sandbox, type SandboxRequest } from './sandbox';

let shapes: RequestShape[];
let sandbox: Sandbox;
// An independent validator (Ajv, the one the build checks examples with) judges the sandbox's answers
// and stands in for the API when a property test asks whether a body should pass.
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const validators = new Map<object, ReturnType<typeof ajv.compile>>();
const accepts = (schema: object, value: unknown) => {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(schema));
  return validators.get(schema)!(value) as boolean;
};

beforeAll(async () => {
  const { document, problems } = await loadApiDocument('content/openapi.yml');
  expect(problems).toEqual([]);
  shapes = requestShapes(document as Record<string, unknown>);
  sandbox = createSandbox(shapes, apiSandbox);
});

const demoAuth = `Basic ${Buffer.from(`${apiSandbox.publicKey}:${apiSandbox.secretKey}`).toString('base64')}`;

function request(
  shape: RequestShape,
  parts: RequestParts,
  headers: Record<string, string> = {},
): SandboxRequest {
  const target = new URL(requestTarget(shape, parts), 'http://sandbox.test');
  return {
    method: shape.method,
    path: target.pathname,
    query: [...target.searchParams],
    headers: new Headers({
      authorization: demoAuth,
      ...(parts.body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    }),
    body: parts.body ?? '',
  };
}

const shape = (id: string) => shapes.find((s) => s.operationId === id)!;
/** The response schema the document gives a 2xx status of the operation. */
const successSchema = (s: RequestShape, status: number) =>
  s.answers?.find((answer) => answer.status === status)?.schema ??
  (s.success.status === status ? s.success.schema : undefined);

describe('the sandbox on every operation of content/openapi.yml', () => {
  it('reads all 37 operations', () => {
    expect(shapes).toHaveLength(37);
  });

  it('answers each example request 2xx with a body valid against the schema of its status', () => {
    for (const s of shapes) {
      const answer = sandbox.answer(request(s, exampleParts(s)));
      expect(String(answer.status), `${s.operationId}: ${JSON.stringify(answer.body)}`).toMatch(/^2\d\d$/);
      const schema = successSchema(s, answer.status);
      if (schema) expect(accepts(schema, answer.body), s.operationId).toBe(true);
    }
  });

  it('answers a new score 201 with that score, and a retry with an existing id 200', () => {
    const create = shape('createScore');
    const created = sandbox.answer(request(create, exampleParts(create)));
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'helpfulness', value: 0.9, comment: 'clear answer' },
    });
  });

  it('answers 401 without the demo keys, and with wrong ones, on every authenticated operation', () => {
    for (const s of shapes.filter((s) => s.authenticated)) {
      const parts = exampleParts(s);
      const none = request(s, parts);
      none.headers.delete('authorization');
      expect(sandbox.answer(none).status, s.operationId).toBe(401);
      const wrong = request(s, parts, {
        authorization: `Basic ${Buffer.from(`${apiSandbox.publicKey}:nope`).toString('base64')}`,
      });
      expect(sandbox.answer(wrong)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    }
    expect(shapes.filter((s) => !s.authenticated).map((s) => s.operationId)).toEqual(['getHealth']);
  });

  it('answers 400 naming the field when a body example loses a required field or gets a wrong type', () => {
    for (const s of shapes.filter((s) => s.body?.example && typeof s.body.example === 'object')) {
      const example = s.body!.example as Record<string, unknown>;
      const required = (s.body!.schema.required ?? [])[0];
      if (required) {
        const { [required]: _, ...rest } = example;
        const answer = sandbox.answer(request(s, { ...exampleParts(s), body: JSON.stringify(rest) }));
        expect(answer, s.operationId).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
        expect((answer.body as { message: string }).message).toContain(`body.${required}: is required`);
      }
      const first = Object.keys(example)[0]!;
      const wrongType = sandbox.answer(
        request(s, { ...exampleParts(s), body: JSON.stringify({ ...example, [first]: { nested: [1] } }) }),
      );
      expect(wrongType.status, s.operationId).toBe(400);
      expect((wrongType.body as { message: string }).message, s.operationId).toContain(`body.${first}`);
    }
  });

  it('answers 400 naming the parameter for a bad path or query value', () => {
    const list = shape('listTraces');
    const tooMany = sandbox.answer(request(list, { path: {}, query: [['limit', '500']] }));
    expect(tooMany).toMatchObject({
      status: 400,
      body: {
        error: 'invalid_request',
        code: 'invalid_request',
        message: 'Invalid request: query.limit: must be at most 100.',
        field: 'query.limit',
      },
    });
    const notNumber = sandbox.answer(request(list, { path: {}, query: [['page', 'two']] }));
    expect((notNumber.body as { message: string }).message).toBe(
      'Invalid request: query.page: must be an integer.',
    );
    const order = sandbox.answer(request(list, { path: {}, query: [['orderBy', 'name']] }));
    expect((order.body as { message: string }).message).toMatch(
      /^Invalid request: query\.orderBy: must be one of "timestamp\.desc"/,
    );
    const prompt = shape('getPrompt');
    const version = sandbox.answer(request(prompt, { ...exampleParts(prompt), query: [['version', '0']] }));
    expect((version.body as { message: string }).message).toBe(
      'Invalid request: query.version: must be at least 1.',
    );
  });

  it('names the event type an ingestion batch item must have, and the field of the form it names', () => {
    const ingest = shape('createIngestionBatch');
    const example = ingest.body!.example as { batch: Record<string, unknown>[] };
    const unknownType = sandbox.answer(
      request(ingest, {
        path: {},
        query: [],
        body: JSON.stringify({ batch: [{ ...example.batch[0], type: 'x' }] }),
      }),
    );
    expect((unknownType.body as { message: string }).message).toMatch(
      /^Invalid request: body\.batch\[0\]\.type: must be one of "trace-create"/,
    );
    const badTime = sandbox.answer(
      request(ingest, {
        path: {},
        query: [],
        body: JSON.stringify({ batch: [{ ...example.batch[0], timestamp: 'yesterday' }] }),
      }),
    );
    expect((badTime.body as { message: string }).message).toBe(
      'Invalid request: body.batch[0].timestamp: must be a date and time in ISO 8601, such as 2026-01-31T12:00:00Z.',
    );
  });

  it('answers 404 for an unknown path, 405 with Allow for a wrong method, 415 for a body not JSON', () => {
    const headers = new Headers({ authorization: demoAuth });
    expect(sandbox.answer({ method: 'GET', path: '/nope', query: [], headers, body: '' })).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    expect(sandbox.answer({ method: 'PUT', path: '/traces', query: [], headers, body: '' })).toMatchObject({
      status: 405,
      headers: { Allow: 'GET' },
    });
    const scores = shape('createScore');
    expect(
      sandbox.answer(request(scores, exampleParts(scores), { 'content-type': 'text/plain' })),
    ).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect(sandbox.answer(request(scores, { ...exampleParts(scores), body: '{"traceId":' }))).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_request',
        message: expect.stringMatching(/^Invalid request: body: is not valid JSON/),
      },
    });
  });

  it('answers the example closest to the request: a text prompt created gets the text prompt back', () => {
    const create = shape('createPrompt');
    expect(create.answers!.length).toBeGreaterThan(1);
    const answer = sandbox.answer(request(create, exampleParts(create)));
    expect(answer.body).toMatchObject({ name: 'support-answer', type: 'text' });
    const chat = sandbox.answer(
      request(create, {
        path: {},
        query: [],
        body: JSON.stringify({
          name: 'support-chat',
          type: 'chat',
          prompt: [{ role: 'system', content: 'Hi' }],
        }),
      }),
    );
    expect(chat.body).toMatchObject({ name: 'support-chat', type: 'chat' });
  });

  it('takes a prompt name with a slash, percent-encoded, as one path parameter', () => {
    const prompt = shape('getPrompt');
    const parts = { ...exampleParts(prompt), path: { name: 'support/greeting' } };
    const target = requestTarget(prompt, parts);
    expect(target).toContain('/prompts/support%2Fgreeting');
    expect(sandbox.route('GET', target.split('?')[0]!)?.path).toEqual({ name: 'support/greeting' });
    expect(sandbox.answer(request(prompt, parts)).status).toBe(200);
  });
});

describe('the sandbox against hostile and arbitrary input (property)', () => {
  it('agrees with Ajv on any body: 2xx when the schema takes it, else 400 naming a body field', () => {
    const withBody = shapes.filter((s) => s.body);
    fc.assert(
      fc.property(fc.constantFrom(...withBody), fc.jsonValue({ maxDepth: 4 }), (s, value) => {
        const answer = sandbox.answer(request(s, { ...exampleParts(s), body: JSON.stringify(value) }));
        if (accepts(s.body!.schema, value)) expect(String(answer.status)).toMatch(/^2\d\d$/);
        else {
          expect(answer.status).toBe(400);
          expect((answer.body as { message: string }).message).toMatch(/^Invalid request: body(\.|\[|:)/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with Ajv on mutations of the examples (a field dropped, replaced or added)', () => {
    const withObject = shapes.filter((s) => s.body?.example && typeof s.body.example === 'object');
    fc.assert(
      fc.property(
        fc.constantFrom(...withObject),
        fc.nat(),
        fc.oneof(fc.constant('drop'), fc.constant('add'), fc.constant('replace')),
        fc.jsonValue({ maxDepth: 2 }),
        (s, index, change, value) => {
          const example = structuredClone(s.body!.example) as Record<string, unknown>;
          const keys = Object.keys(example);
          const key = keys[index % keys.length]!;
          if (change === 'drop') delete example[key];
          else if (change === 'add') example[`extra${index}`] = value;
          else example[key] = value;
          const answer = sandbox.answer(request(s, { ...exampleParts(s), body: JSON.stringify(example) }));
          if (accepts(s.body!.schema, example)) expect(String(answer.status)).toMatch(/^2\d\d$/);
          else expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers any method, path, query and header with an API status and the error shape, never throwing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        fc.array(
          fc.oneof(
            fc.constantFrom('traces', 'prompts', 'datasets', 'runs', '%2F', '%E0%A4%A', '..'),
            fc.string(),
          ),
          {
            maxLength: 5,
          },
        ),
        fc.array(fc.tuple(fc.constantFrom('limit', 'page', 'name', 'version', 'label'), fc.string()), {
          maxLength: 4,
        }),
        fc.option(fc.string(), { nil: undefined }),
        (method, segments, query, authorization) => {
          const headers = new Headers();
          if (authorization !== undefined)
            headers.set('authorization', authorization.replace(/[\r\n\0]/g, ''));
          const answer = sandbox.answer({
            method,
            path: `/${segments.map((s) => s.replace(/[/?#]/g, '')).join('/')}`,
            query,
            headers,
            body: '',
          });
          expect([200, 201, 207, 400, 401, 404, 405]).toContain(answer.status);
          if (answer.status >= 400)
            expect(answer.body).toMatchObject({
              error: (answer.body as { code: string }).code,
              code: expect.stringMatching(/^[a-z_]+$/),
              message: expect.stringMatching(/^[A-Z].*\.$/s),
            });
        },
      ),
      { numRuns: 500 },
    );
  });
});
