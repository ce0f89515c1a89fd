import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dereference } from '@readme/openapi-parser';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  curlProblems,
  curlRequests,
  errorReasonProblems,
  exampleProblems,
  loadApiDocument,
} from '../../scripts/openapi-core.mjs';
import { apiReference, kebabCase, type ApiReference } from './operations';
import {
  descriptionAfterLede,
  fieldTable,
  indexMarkdown,
  operationDocument,
  operationMarkdown,
} from './markdown';
import { apiReferenceFiles, apiReferenceMarkdown, operationUrl } from './pages';
import { schemaRows, typeLabel } from './schema-rows';

const fixture = join(__dirname, 'fixtures', 'mini.yml');
let reference: ApiReference;

beforeAll(async () => {
  const document = await dereference(parse(readFileSync(fixture, 'utf8')));
  reference = apiReference(document);
});

const operation = (id: string) =>
  reference.tags.flatMap((tag) => tag.operations).find((op) => op.operationId === id)!;

describe('the document check (scripts/openapi-core.mjs)', () => {
  it('passes a valid document and counts its examples', async () => {
    const result = await loadApiDocument(fixture);
    expect(result.problems).toEqual([]);
    expect(result.examples).toBe(2);
  });

  it('passes the site document, content/openapi.yml', async () => {
    const result = await loadApiDocument('content/openapi.yml');
    expect(result.problems).toEqual([]);
    expect(result.examples).toBeGreaterThan(30);
  });

  it("asks every operation's 400, 403, 404 and 409 for a reason of its own beside the shared response", () => {
    const document = {
      components: { responses: { NotFound: { description: 'No such object.' } } },
      paths: {
        '/datasets/{name}': {
          get: {
            responses: {
              '401': { $ref: '#/components/responses/Unauthorized' },
              '404': { $ref: '#/components/responses/NotFound' },
            },
          },
          delete: {
            responses: {
              '404': { $ref: '#/components/responses/NotFound', description: 'No dataset with this name.' },
            },
          },
        },
      },
    };
    expect(errorReasonProblems(document)).toEqual([
      'content/openapi.yml: GET /datasets/{name} 404 gives no reason of its own (add a description beside its $ref)',
    ]);
  });

  it('names the example and the field a bad request example gets wrong', async () => {
    const document = await dereference(parse(readFileSync(fixture, 'utf8')));
    const body = document.paths['/scores'].post.requestBody.content['application/json'];
    body.examples.numeric.value = { traceId: 'tr-1', name: 'x', value: true };
    const { problems } = exampleProblems(document, 'mini.yml');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'mini.yml: paths./scores.post.requestBody.content.application/json.examples.numeric does not match',
    );
    expect(problems[0]).toContain('/value');
  });

  it('rejects a JSON request body without an example', async () => {
    const document = await dereference(parse(readFileSync(fixture, 'utf8')));
    delete document.paths['/scores'].post.requestBody.content['application/json'].examples;
    expect(exampleProblems(document, 'mini.yml').problems).toEqual([
      'mini.yml: paths./scores.post.requestBody.content.application/json has no example',
    ]);
  });

  it('fails an invalid document, a duplicate operationId and unreadable YAML with the file named', async () => {
    const dir = join(__dirname, 'fixtures');
    const text = readFileSync(fixture, 'utf8');
    const { writeFileSync, rmSync } = await import('node:fs');
    const cases: [string, RegExp][] = [
      [text.replace('operationId: getScore', 'operationId: createScore'), /not a valid OpenAPI 3\.1/],
      [text.replace('openapi: 3.1.0', 'openapi: 3.0.3'), /openapi must be 3\.1\.x/],
      [text.replace('description: Seconds to wait.', 'description: [unclosed'), /\.bad\.yml: /],
      [text.replace('summary: Check health', 'summary: { a: 1 }'), /not a valid OpenAPI 3\.1/],
    ];
    for (const [content, expected] of cases) {
      const file = join(dir, `case.bad.yml`);
      writeFileSync(file, content);
      try {
        const result = await loadApiDocument(file);
        expect(result.document).toBeUndefined();
        expect(result.problems.join('\n')).toMatch(expected);
        expect(result.problems[0]).toContain('case.bad.yml');
      } finally {
        rmSync(file, { force: true });
      }
    }
  });

  it('flags an example exactly when its schema rejects it, for any value (property)', () => {
    const schema = {
      type: 'object',
      required: ['score'],
      properties: { score: { type: 'integer', minimum: 0 } },
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const document = {
          paths: {
            '/x': {
              post: {
                requestBody: { content: { 'application/json': { schema, example: value } } },
                responses: {},
              },
            },
          },
        };
        const valid =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          'score' in value &&
          Number.isInteger(value.score) &&
          (value.score as number) >= 0;
        expect(exampleProblems(document, 'x.yml').problems.length === 0).toBe(valid);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the reference model', () => {
  it('keeps the document order of tags and operations, with kebab-case slugs', () => {
    expect(reference.tags.map((tag) => [tag.slug, tag.operations.map((op) => op.slug)])).toEqual([
      ['scores', ['create-score', 'get-score']],
      ['health', ['get-health']],
    ]);
    expect(kebabCase('listDatasetRunItems')).toBe('list-dataset-run-items');
    expect(kebabCase('Score Configs')).toBe('score-configs');
  });

  it('knows which operations need a key: the document default unless the operation clears it', () => {
    expect(operation('createScore').authenticated).toBe(true);
    expect(operation('getHealth').authenticated).toBe(false);
  });

  it('resolves server variables to their defaults', () => {
    expect(reference.servers.map((s) => s.url)).toEqual([
      'https://cloud.example/api/public',
      'https://spanlight.internal/api/public',
    ]);
  });

  it('lists fields with their paths, types, required flags and constraints, allOf merged', () => {
    const rows = operation('getScore').responses[0]!.rows;
    expect(rows.map((row) => row.name)).toEqual([
      'traceId',
      'name',
      'value',
      'tags',
      'author',
      'author.id',
      'messages[]',
      'messages[].role',
      'id',
      'createdAt',
    ]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('value')).toMatchObject({ type: 'number | string', required: true });
    expect(byName.get('tags')!.type).toBe('array of string');
    expect(byName.get('name')!.description).toBe('At most 200 characters.');
    expect(byName.get('messages[].role')).toMatchObject({ type: '"user" | "assistant"', depth: 1 });
    expect(byName.get('createdAt')!.type).toBe('string (date-time)');
    expect(byName.get('id')!.required).toBe(true);
  });

  it('labels variants and stops at a bounded depth on any schema (property)', () => {
    expect(typeLabel({ oneOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    const rows = schemaRows({
      oneOf: [
        { type: 'object', properties: { type: { const: 'text' }, prompt: { type: 'string' } } },
        { type: 'object', properties: { type: { const: 'chat' } } },
      ],
      discriminator: { propertyName: 'type' },
    });
    expect(rows.filter((row) => !row.name).map((row) => row.type)).toEqual([
      'One of: type = "text"',
      'One of: type = "chat"',
    ]);
    const nested = (depth: number): object =>
      depth === 0 ? { type: 'string' } : { type: 'object', properties: { child: nested(depth - 1) } };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (depth) => {
        const result = schemaRows(nested(depth));
        expect(result.length).toBeLessThanOrEqual(5);
        expect(result.every((row) => row.depth <= 4)).toBe(true);
      }),
    );
  });
});

describe('request examples', () => {
  it('show the example request in nine languages, the keys from the environment', () => {
    const document = operationDocument(operation('createScore'), reference);
    expect(document.snippets.map((snippet) => snippet.label)).toEqual([
      'cURL',
      'Python',
      'JS/TS',
      'Node.js',
      'Go',
      'Java',
      'C#',
      'PHP',
      'Ruby',
    ]);
    const curl = document.snippets[0]!.code;
    expect(curl).toContain(`--url https://cloud.example/api/public/scores`);
    expect(curl).toContain('--user "$SPANLIGHT_PUBLIC_KEY:$SPANLIGHT_SECRET_KEY"');
    // A body with an apostrophe goes through a here-document, untouched by shell quoting.
    expect(curl).toContain(`--data @- <<EOF\n{\n  "traceId": "tr-1"`);
    expect(curl).toContain(`"it's"`);
    expect(document.sandbox).toContain("--user 'pk-sl-sandbox:sk-sl-sandbox'");
    expect(document.sandbox).toContain('/api/sandbox/scores');
    // The SDK call comes first in its language's tab (x-sdk), in the twin too.
    expect(document.snippets.find((snippet) => snippet.label === 'Python')?.sdk).toBe(
      'client.score(trace_id="tr-1", name="helpfulness", value=0.9)',
    );
    expect(document.snippets.find((snippet) => snippet.label === 'JS/TS')?.sdk).toBeUndefined();
    const twin = operationMarkdown(document);
    expect(twin.indexOf('Python, with the SDK:')).toBeGreaterThan(-1);
    expect(twin.indexOf('Python, with the SDK:')).toBeLessThan(twin.indexOf('Python, over HTTP:'));
    expect(twin).toContain('JS/TS:\n\n```js');
    const health = operationDocument(operation('getHealth'), reference);
    expect(health.snippets[0]!.code).not.toContain('--user');
    expect(health.sandbox).not.toContain('--user');
  });
});

describe('pages', () => {
  it('render an operation as Markdown with its endpoint, parameters, body, examples and responses', () => {
    const markdown = operationMarkdown(operationDocument(operation('createScore'), reference));
    expect(markdown).toMatch(/^`POST \/api\/public\/scores`/);
    for (const heading of ['## Authentication', '## Request body', '## Request example', '## Responses'])
      expect(markdown).toContain(heading);
    expect(markdown).toContain('### 200 OK');
    expect(markdown).toContain(
      '| 429 Too Many Requests | Too many requests. `Retry-After`: Seconds to wait. |',
    );
    // A pipe inside a description does not split its table cell.
    expect(markdown).toContain('The trace \\| its id.');
    expect(
      fieldTable([{ name: '', depth: 0, type: 'One of: A', required: false, description: '' }]),
    ).toContain('| *One of: A* |');
  });

  it('add a folder per tag, an index and a page per operation to the docs loader', async () => {
    const files = apiReferenceFiles(reference);
    expect(files.map((file) => file.path)).toEqual([
      'api-reference/meta.json',
      'api-reference/index.yml',
      'api-reference/scores/meta.json',
      'api-reference/scores/create-score.yml',
      'api-reference/scores/get-score.yml',
      'api-reference/health/meta.json',
      'api-reference/health/get-health.yml',
    ]);
    const page = files.find((file) => file.path === 'api-reference/scores/create-score.yml')!;
    expect(page.type === 'page' && page.data).toMatchObject({
      title: 'Create a score',
      description: 'Adds a score to a trace.',
      apiOperation: 'createScore',
    });
    if (page.type !== 'page') throw new Error('not a page');
    expect((await page.data.load()).toc.map((item) => item.title)).toContain('Request example');
    const { headings } = await page.data.structuredData();
    expect(headings.map((heading) => heading.content)).toContain('Request example');
    expect(indexMarkdown(reference, operationUrl)).toContain(
      '| [Create a score](/docs/api-reference/scores/create-score) | `POST /api/public/scores` |',
    );
  });

  it('make twin links absolute and answer null for an unknown operation', () => {
    expect(apiReferenceMarkdown(null, 'https://site.example', reference)).toContain(
      '(https://site.example/docs/api-reference/scores/create-score)',
    );
    expect(apiReferenceMarkdown('noSuchOperation', 'https://site.example', reference)).toBeNull();
  });
});

describe('curl samples in content (the sample checker)', () => {
  it('reads method, URL and body across line continuations', () => {
    const code = [
      'curl -X POST "$SPANLIGHT_HOST/api/public/scores" \\',
      '  -u "$SPANLIGHT_PUBLIC_KEY:$SPANLIGHT_SECRET_KEY" \\',
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"traceId": "tr-1", "name": "helpfulness", "value": 0.9}'`,
      'echo done',
      'curl https://cloud.example/api/public/health',
    ].join('\n');
    expect(curlRequests(code)).toEqual([
      {
        method: 'POST',
        url: '$SPANLIGHT_HOST/api/public/scores',
        body: '{"traceId": "tr-1", "name": "helpfulness", "value": 0.9}',
      },
      { method: 'GET', url: 'https://cloud.example/api/public/health', body: undefined },
    ]);
  });

  it('reports an endpoint the document lacks and a body its schema rejects, and passes good ones', async () => {
    const document = await dereference(parse(readFileSync(fixture, 'utf8')));
    const check = (code: string) => curlProblems(document, 'page.mdx', code);
    expect(check(`curl -u "$PK:$SK" "$HOST/api/public/scores/sc-1?fields=all"`)).toEqual([]);
    expect(
      check(`curl -X POST $HOST/api/public/scores -d '{"traceId": "t", "name": "n", "value": 1}'`),
    ).toEqual([]);
    expect(check(`curl -X DELETE $HOST/api/public/scores/sc-1`)).toEqual([
      'page.mdx: curl DELETE $HOST/api/public/scores/sc-1 is not an operation of content/openapi.yml',
    ]);
    expect(check(`curl $HOST/api/public/sessions`)[0]).toContain('is not an operation');
    const [problem] = check(`curl -X POST $HOST/api/public/scores -d '{"traceId": "t", "value": 1}'`);
    expect(problem).toContain('the body does not match /scores');
    expect(problem).toContain("must have required property 'name'");
    expect(check(`curl -X POST $HOST/api/public/scores -d '{not json'`)[0]).toContain('not JSON');
  });
});

describe('descriptionAfterLede', () => {
  it('drops the first sentence the page header already shows', () => {
    expect(descriptionAfterLede('Adds a score. `dataType` defaults to NUMERIC.')).toBe(
      '`dataType` defaults to NUMERIC.',
    );
    expect(descriptionAfterLede('Lists traces.')).toBe('');
    expect(descriptionAfterLede('')).toBe('');
  });
});
