import type { ApiOperation } from './operations';

/**
 * Request examples of an operation in curl, Python (requests) and TypeScript (fetch), built from the
 * document: the first server, path parameters filled from their examples, query parameters that have
 * an example, and the first request body example. Keys come from the SDK's environment variables.
 */
export interface Snippet {
  label: 'cURL' | 'Python' | 'JS/TS';
  language: 'bash' | 'python' | 'ts';
  code: string;
}

const placeholder = (name: string) => `{${name}}`;

/**
 * The request URL: path parameters replaced (URL-encoded); the required query parameters and the
 * first optional one that has an example appended. One optional parameter at most: two may exclude
 * each other (a prompt is fetched by `label` or by `version`, and both together answer 400).
 */
export function exampleUrl(operation: ApiOperation, server: string): string {
  let path = operation.path;
  const query = new URLSearchParams();
  const firstOptional = operation.parameters.find(
    (parameter) => parameter.in === 'query' && !parameter.required && parameter.example !== undefined,
  );
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && !parameter.required && parameter !== firstOptional) continue;
    if (parameter.in === 'path') {
      const value = parameter.example === undefined ? placeholder(parameter.name) : String(parameter.example);
      path = path.replace(
        `{${parameter.name}}`,
        encodeURIComponent(value).replace(/%7B|%7D/g, (c) => (c === '%7B' ? '{' : '}')),
      );
    } else if (parameter.in === 'query' && parameter.example !== undefined) {
      query.set(
        parameter.name,
        typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example),
      );
    }
  }
  const search = query.toString();
  return `${server.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** A JSON value written as a Python literal (True/False/None), indented like json.dumps(indent=4). */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const close = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, indent + 4)}`).join(',\n')},\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, indent + 4)}`)
    .join(',\n')},\n${close}}`;
}

/** Single quotes for the shell: the text as one argument, with embedded quotes closed and reopened. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function requestSnippets(operation: ApiOperation, server: string): Snippet[] {
  const url = exampleUrl(operation, server);
  const method = operation.method.toUpperCase();
  const body = operation.requestBody;
  const example = body?.examples[0]?.value;
  const hasBody = example !== undefined;
  const json = hasBody ? JSON.stringify(example, null, 2) : '';
  const contentType = body && /json/.test(body.contentType) ? body.contentType : 'application/json';

  const curl = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(url)}`,
    ...(operation.authenticated ? [`-u "$SPANLIGHT_PUBLIC_KEY:$SPANLIGHT_SECRET_KEY"`] : []),
    ...(hasBody ? [`-H ${shellQuote(`Content-Type: ${contentType}`)}`, `-d ${shellQuote(json)}`] : []),
  ].join(' \\\n  ');

  const python = [
    ...(operation.authenticated ? ['import os', ''] : []),
    'import requests',
    '',
    `response = requests.${operation.method}(`,
    `    ${JSON.stringify(url)},`,
    ...(operation.authenticated
      ? ['    auth=(os.environ["SPANLIGHT_PUBLIC_KEY"], os.environ["SPANLIGHT_SECRET_KEY"]),']
      : []),
    ...(hasBody ? [`    json=${pythonLiteral(example, 4)},`] : []),
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    ...(operation.responses.some((r) => r.status.startsWith('2') && r.contentType)
      ? ['print(response.json())']
      : ['print(response.status_code)']),
  ].join('\n');

  const headers = [
    ...(operation.authenticated ? ['Authorization: `Basic ${auth}`'] : []),
    ...(hasBody ? [`'Content-Type': '${contentType}'`] : []),
  ];
  const typescript = [
    ...(operation.authenticated
      ? [
          'const auth = Buffer.from(',
          '  `${process.env.SPANLIGHT_PUBLIC_KEY}:${process.env.SPANLIGHT_SECRET_KEY}`,',
          ").toString('base64');",
          '',
        ]
      : []),
    `const response = await fetch('${url.replace(/'/g, "\\'")}', {`,
    `  method: '${method}',`,
    ...(headers.length > 0 ? [`  headers: { ${headers.join(', ')} },`] : []),
    ...(hasBody ? [`  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`] : []),
    '});',
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    ...(operation.responses.some((r) => r.status.startsWith('2') && r.contentType)
      ? ['console.log(await response.json());']
      : ['console.log(response.status);']),
  ].join('\n');

  return [
    { label: 'cURL', language: 'bash', code: curl },
    { label: 'Python', language: 'python', code: python },
    { label: 'JS/TS', language: 'ts', code: typescript },
  ];
}
