import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiDocument } from '../../scripts/openapi-core.mjs';
import {
  baseUrl,
  consoleIssues,
  consoleReducer,
  exampleFields,
  explainFailure,
  fieldsFromSearch,
  fieldsToParts,
  fieldsToSearch,
  formatBytes,
  maxBodyInAddress,
  prettyBody,
  requestUrl,
  sandboxServerId,
  type ConsoleState,
  type ServerChoice,
} from './console-state';
import { requestShapes, type RequestShape } from './request-shape';

let shapes: RequestShape[];
const shape = (id: string) => shapes.find((s) => s.operationId === id)!;
const servers: ServerChoice[] = [
  {
    id: 'spanlight-cloud-eu',
    label: 'Spanlight Cloud (EU)',
    template: 'https://cloud.spanlight.example/api/public',
    variables: [],
  },
  {
    id: 'self-hosted-spanlight',
    label: 'Self-hosted Spanlight',
    template: 'https://{host}/api/public',
    variables: [{ name: 'host', default: 'your-spanlight-host', description: 'Host name' }],
  },
];

beforeAll(async () => {
  const { document } = await loadApiDocument('content/openapi.yml');
  shapes = requestShapes(document as Record<string, unknown>);
});

describe('the request console state', () => {
  it('starts from the example, sent to the sandbox, and the example has no problems', () => {
    for (const s of shapes) {
      const fields = exampleFields(s);
      expect(fields.server).toBe(sandboxServerId);
      expect(consoleIssues(s, fields, servers), s.operationId).toEqual([]);
    }
  });

  it('keeps problems until the reader edits, keeps an answer while editing, ignores late answers', () => {
    const s = shape('listTraces');
    let state: ConsoleState = { fields: exampleFields(s), phase: { kind: 'editing' } };
    state = consoleReducer(state, { type: 'edit', part: 'query', name: 'limit', value: '500' });
    const issues = consoleIssues(s, state.fields, servers);
    expect(issues).toEqual([{ field: 'query.limit', message: 'must be at most 100' }]);
    state = consoleReducer(state, { type: 'send', issues });
    expect(state.phase).toEqual({ kind: 'invalid', issues });
    state = consoleReducer(state, { type: 'edit', part: 'query', name: 'limit', value: '5' });
    expect(state.phase.kind).toBe('editing');
    state = consoleReducer(state, { type: 'send', issues: [] });
    expect(state.phase.kind).toBe('sending');
    const response = { status: 200, statusText: 'OK', ms: 3, bytes: 2, headers: [], body: '{}', json: true };
    state = consoleReducer(state, { type: 'answered', response });
    expect(state.phase).toEqual({ kind: 'answered', response });
    state = consoleReducer(state, { type: 'edit', part: 'query', name: 'limit', value: '6' });
    expect(state.phase.kind).toBe('answered');
    // An answer that arrives when nothing is being sent changes nothing.
    expect(
      consoleReducer(state, {
        type: 'failed',
        failure: explainFailure({
          name: 'TypeError',
          online: true,
          sandbox: true,
          host: 'x',
          timeoutSeconds: 30,
        }),
      }),
    ).toBe(state);
    state = consoleReducer(state, { type: 'reset', fields: exampleFields(s) });
    expect(state).toEqual({ fields: exampleFields(s), phase: { kind: 'editing' } });
  });

  it('sends to the sandbox on this origin, or to the chosen server with its host filled', () => {
    const s = shape('getTrace');
    const fields = { ...exampleFields(s), path: { traceId: 'a/b c' } };
    expect(requestUrl(s, fields, baseUrl(fields, servers, 'https://docs.example', '/api/sandbox')!)).toBe(
      'https://docs.example/api/sandbox/traces/a%2Fb%20c',
    );
    const selfHosted = {
      ...fields,
      server: 'self-hosted-spanlight',
      variables: { host: 'spanlight.internal:8443' },
    };
    expect(baseUrl(selfHosted, servers, 'https://docs.example', '/api/sandbox')).toBe(
      'https://spanlight.internal:8443/api/public',
    );
    expect(consoleIssues(s, { ...selfHosted, variables: { host: '' } }, servers)).toEqual([
      { field: 'server.host', message: 'is required' },
    ]);
    expect(
      consoleIssues(s, { ...selfHosted, variables: { host: 'evil.example/#' } }, servers)[0]?.field,
    ).toBe('server.host');
  });

  it('sends a list typed with commas as the parameter repeated', () => {
    const s = shape('listTraces');
    const fields = { ...exampleFields(s), query: { tags: 'beta, prod,' } };
    expect(fieldsToParts(fields, s).query).toEqual([
      ['tags', 'beta'],
      ['tags', 'prod'],
    ]);
    expect(requestUrl(s, fields, 'https://h/api')).toBe('https://h/api/traces?tags=beta&tags=prod');
  });
});

describe('the request in the page address', () => {
  it('round-trips what the reader changed, and only that', () => {
    const s = shape('createScore');
    const example = exampleFields(s);
    expect(fieldsToSearch(example, example)).toBe('?try=1');
    const changed = {
      ...example,
      server: 'self-hosted-spanlight',
      variables: { host: 'spanlight.internal' },
      body: '{"traceId":"t","name":"n","value":1}',
    };
    const search = fieldsToSearch(changed, example);
    expect(fieldsFromSearch(search, s, servers, example)).toEqual(changed);
    expect(fieldsFromSearch('?server=self-hosted-spanlight', s, servers, example)).toBeNull();
  });

  it('reads any address without throwing, taking only names the operation has (property)', () => {
    const s = shape('listTraces');
    const example = exampleFields(s);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(
                'try',
                'server',
                'query.limit',
                'query.__proto__',
                'path.x',
                'body',
                'server.host',
              ),
              fc.string(),
            ),
            fc.string(),
          ),
          {
            maxLength: 8,
          },
        ),
        (entries) => {
          const search = new URLSearchParams([['try', '1'], ...entries]).toString();
          const fields = fieldsFromSearch(`?${search}`, s, servers, example);
          if (!fields) return;
          expect(Object.keys(fields.query).every((name) => s.parameters.some((p) => p.name === name))).toBe(
            true,
          );
          expect(fields.path).toEqual({});
          expect(fields.body).toBe(''); // listTraces takes no body
          expect([sandboxServerId, ...servers.map((c) => c.id)]).toContain(fields.server);
        },
      ),
    );
  });

  it('leaves a body too long for an address out of it', () => {
    const s = shape('createScore');
    const example = exampleFields(s);
    const long = { ...example, body: `{"name":"${'x'.repeat(maxBodyInAddress)}"}` };
    expect(fieldsToSearch(long, example)).toBe('?try=1');
  });
});

describe('answers and failures in words', () => {
  it('explains offline, time-out, the sandbox and a server that could not be read', () => {
    const base = { online: true, sandbox: false, host: 'spanlight.internal', timeoutSeconds: 30 };
    expect(explainFailure({ ...base, name: 'TypeError', online: false }).title).toBe('You are offline');
    expect(explainFailure({ ...base, name: 'TimeoutError' }).title).toBe('No answer within 30 seconds');
    expect(explainFailure({ ...base, name: 'TypeError', sandbox: true }).title).toBe(
      'The sandbox did not answer',
    );
    const cors = explainFailure({ ...base, name: 'TypeError' });
    expect(cors.title).toBe('No answer from spanlight.internal could be read');
    expect(cors.tips.join(' ')).toMatch(/DNS.*CORS/s);
  });

  it('pretty-prints JSON and leaves other text alone', () => {
    expect(prettyBody('{"a":[1]}', 'application/json')).toEqual({
      body: '{\n  "a": [\n    1\n  ]\n}',
      json: true,
    });
    expect(prettyBody('{"a":', 'application/json')).toEqual({ body: '{"a":', json: false });
    expect(prettyBody('OK', 'text/plain')).toEqual({ body: 'OK', json: false });
    expect([formatBytes(512), formatBytes(1400), formatBytes(2_500_000)]).toEqual([
      '512 B',
      '1.4 KB',
      '2.5 MB',
    ]);
  });
});
