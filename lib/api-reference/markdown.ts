import { STATUS_CODES } from 'node:http';
import type { ApiOperation, ApiReference, ApiResponse } from './operations';
import type { SchemaRow } from './schema-rows';
import { apiSandbox } from '@/config/api-sandbox';
import { siteConfig } from '@/config/site';
import { codeSamples, sandboxCurl, type CodeSample } from '@/lib/api-requests/code-samples';
import { exampleParts } from '@/lib/api-requests/request-shape';

/** A description's first sentence (the page's lede). */
export const firstSentence = (text: string) => text.match(/^[\s\S]*?[.!?](?=\s|$)/)?.[0] ?? text;
export const plainSentence = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/**
 * The operation's description below the header, which already shows its first sentence as the page's
 * description: the rest of it, so the lede is not read twice.
 */
export function descriptionAfterLede(description: string): string {
  const first = firstSentence(description);
  return plainSentence(first) ? description.slice(first.length).trim() : description;
}

/**
 * An operation's page as Markdown, in the parts the page renders (the request examples between
 * them become tabs); joined, they are the page's Markdown twin and its search text.
 */
export interface OperationDocument {
  /** Method and full path, e.g. `POST /api/public/scores`. */
  endpoint: string;
  intro: string;
  /**
   * The example request in every language of the code samples (the page's tabs); in Python and JS/TS
   * the SDK call doing the same comes first where the SDK has one.
   */
  snippets: (CodeSample & { sdk?: string })[];
  /** The example request sent to the site's sandbox with its demo keys, ready to paste. */
  sandbox: string;
  responses: string;
}

/** A table cell: one line, pipes escaped. */
const cell = (value: string) =>
  value
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim() || ' ';
const code = (value: string) => (value ? `\`${value.replace(/`/g, "'")}\`` : '');

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Three columns, so a table still fits a phone: whether a field is required goes with its type. */
const typeCell = (type: string, required: boolean) => (required ? `${type}, **required**` : type);

export function fieldTable(rows: SchemaRow[]): string {
  return table(
    ['Field', 'Type', 'Description'],
    rows.map((row) =>
      row.name
        ? [code(row.name), typeCell(row.type, row.required), row.description]
        : [`*${row.type}*`, ' ', row.description],
    ),
  );
}

/** The path part of the first server's URL (`/api/public`), which every operation's path follows. */
export function basePath(reference: ApiReference): string {
  const url = reference.servers[0]?.url;
  if (!url) return '';
  try {
    return new URL(url).pathname.replace(/\/$/, '');
  } catch {
    return '';
  }
}

export const fence = (language: string, value: string) => {
  const ticks = '`'.repeat(Math.max(3, ...[...value.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${ticks}${language}\n${value}\n${ticks}`;
};

/** `429 Too Many Requests`: the status with Node's reason phrase (a range such as `4XX` as it is). */
export const statusLine = (status: string) =>
  STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : status;

function successSection(response: ApiResponse): string {
  return [
    `### ${statusLine(response.status)}`,
    response.description,
    ...(response.headers.length > 0
      ? [
          table(
            ['Header', 'Description'],
            response.headers.map((h) => [code(h.name), h.description]),
          ),
        ]
      : []),
    ...(response.rows.length > 0 ? [fieldTable(response.rows)] : []),
    ...(response.example !== undefined ? [fence('json', JSON.stringify(response.example, null, 2))] : []),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function operationDocument(operation: ApiOperation, reference: ApiReference): OperationDocument {
  const endpoint = `${operation.method.toUpperCase()} ${basePath(reference)}${operation.path}`;
  const parameters = (where: ApiOperation['parameters'][number]['in'], title: string) => {
    const list = operation.parameters.filter((parameter) => parameter.in === where);
    if (list.length === 0) return [];
    return [
      `## ${title}`,
      table(
        ['Name', 'Type', 'Description'],
        list.map((p) => [
          code(p.name),
          typeCell(p.type, p.required),
          [p.description, p.example !== undefined ? `Example: ${code(String(p.example))}.` : '']
            .filter(Boolean)
            .join(' '),
        ]),
      ),
    ];
  };
  const body = operation.requestBody;
  const intro = [
    ...(operation.deprecated
      ? ['> **Deprecated.** This operation will be removed; avoid it in new code.']
      : []),
    descriptionAfterLede(operation.description),
    '## Authentication',
    operation.authenticated
      ? "HTTP Basic authentication: the project's public key (`pk-sl-…`) as the user name and its secret key (`sk-sl-…`) as the password. See [API keys](/docs/administration/api-keys)."
      : 'None: this operation answers without a key.',
    ...parameters('path', 'Path parameters'),
    ...parameters('query', 'Query parameters'),
    ...parameters('header', 'Header parameters'),
    ...(body
      ? [
          '## Request body',
          [
            `${code(body.contentTypes.join(', '))}${body.required ? ', required' : ', optional'}.`,
            body.description,
          ]
            .filter(Boolean)
            .join(' '),
          ...(body.rows.length > 0 ? [fieldTable(body.rows)] : []),
        ]
      : []),
  ]
    .filter(Boolean)
    .join('\n\n');
  const successes = operation.responses.filter((r) => /^[23]/.test(r.status));
  const errors = operation.responses.filter((r) => !/^[23]/.test(r.status));
  const responses = [
    '## Responses',
    ...successes.map(successSection),
    ...(errors.length > 0
      ? [
          '### Errors',
          'Errors answer with a JSON body `{"error": "…", "message": "…"}`.',
          table(
            ['Status', 'When'],
            errors.map((r) => [
              statusLine(r.status),
              [r.description, ...r.headers.map((h) => `${code(h.name)}: ${h.description}`)]
                .filter(Boolean)
                .join(' '),
            ]),
          ),
        ]
      : []),
  ].join('\n\n');
  return {
    endpoint,
    intro,
    snippets: codeSamples(
      operation.request,
      exampleParts(operation.request),
      reference.servers[0]?.url ?? '',
    ).map((sample) => {
      const sdk =
        sample.label === 'Python'
          ? operation.sdk.python
          : sample.label === 'JS/TS'
            ? operation.sdk.typescript
            : undefined;
      return sdk ? { ...sample, sdk } : sample;
    }),
    sandbox: sandboxCurl(
      operation.request,
      exampleParts(operation.request),
      `${siteConfig.siteUrl}${apiSandbox.basePath}`,
    ),
    responses,
  };
}

const twinLanguages = new Set(['cURL', 'Python', 'JS/TS']);

/** The fence language of an SDK call: the SDKs' own languages (the HTTP sample in JS/TS is plain JS). */
export const sdkLanguage = (label: string) => (label === 'Python' ? 'python' : 'ts');

/** The example request as a ready curl command for the site's sandbox (page and twin alike). */
export const sandboxSection = (curl: string) =>
  [
    '## Try it in the sandbox',
    `This site's sandbox answers the request from the API document's examples and stores nothing. Its demo keys are public: public key \`${apiSandbox.publicKey}\`, secret key \`${apiSandbox.secretKey}\`.`,
    fence('bash', curl),
  ].join('\n\n');

/** The whole operation page as one Markdown document (its twin and its search text). */
export function operationMarkdown(document: OperationDocument): string {
  return [
    code(document.endpoint),
    document.intro,
    '## Request example',
    // The languages the site's guides use; the page itself shows every language of the samples.
    ...document.snippets
      .filter((snippet) => twinLanguages.has(snippet.label))
      .flatMap((snippet) =>
        snippet.sdk
          ? [
              `${snippet.label}, with the SDK:\n\n${fence(sdkLanguage(snippet.label), snippet.sdk)}`,
              `${snippet.label}, over HTTP:\n\n${fence(snippet.language, snippet.code)}`,
            ]
          : [`${snippet.label}:\n\n${fence(snippet.language, snippet.code)}`],
      ),
    sandboxSection(document.sandbox),
    document.responses,
  ].join('\n\n');
}

/** The reference's index: servers, and every operation by tag, linking to its page. */
export function indexMarkdown(reference: ApiReference, urlOf: (operation: ApiOperation) => string): string {
  return [
    reference.description,
    '## Base URLs',
    table(
      ['Server', 'URL'],
      reference.servers.map((server) => [server.description || 'Server', code(server.url)]),
    ),
    'The document these pages are generated from is [/openapi.yml](/openapi.yml) (OpenAPI 3.1): load it into an HTTP client or a code generator. [Public API](/docs/api) explains authentication, pagination and errors.',
    ...reference.tags.flatMap((tag) => [
      `## ${tag.name}`,
      tag.description,
      table(
        ['Operation', 'Endpoint'],
        tag.operations.map((operation) => [
          `[${operation.summary}](${urlOf(operation)})`,
          code(`${operation.method.toUpperCase()} ${basePath(reference)}${operation.path}`),
        ]),
      ),
    ]),
  ]
    .filter(Boolean)
    .join('\n\n');
}
