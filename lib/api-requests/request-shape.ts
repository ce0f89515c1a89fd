import type { Schema } from '@cfworker/json-schema';
import { schemaIssues, type RequestIssue } from './schema-issues';

/**
 * What it takes to send one operation of the public API, and to check a request before it goes: read
 * from the dereferenced OpenAPI document on the server (`requestShapes`), passed to the request console
 * as data, and used by the sandbox to check what arrives. JSON all through (a console's props).
 */
export interface ParameterShape {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: Schema;
  /** The document's example, else the schema's default. */
  example?: unknown;
  /** A parameter sent as JSON text (`content: application/json` in the document). */
  json?: true;
}

export interface RequestShape {
  operationId: string;
  method: string;
  /** The path template, `/traces/{traceId}`. */
  path: string;
  authenticated: boolean;
  parameters: ParameterShape[];
  body?: { contentType: string; required: boolean; schema: Schema; example?: unknown };
  /** The first 2xx answer: its status and the example the sandbox answers with. */
  success: { status: number; example?: unknown; schema?: Schema };
  /**
   * Every example of every 2xx answer, when there is more than one: the sandbox answers the one
   * closest to the request (a created score with 201, an updated one with 200).
   */
  answers?: { status: number; example: unknown; schema?: Schema }[];
}

/** A request in parts, as typed into the console or read off an incoming request. */
export interface RequestParts {
  path: Record<string, string>;
  /** Query values as sent: a parameter may repeat. */
  query: [string, string][];
  headers?: Record<string, string>;
  /** The body's text; undefined or '' for none. */
  body?: string;
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every example of a media type: `example`, then each named one. */
function examplesOf(media: Json | undefined): unknown[] {
  if (!media) return [];
  const named = Object.values((media.examples ?? {}) as Record<string, Json>)
    .filter((example) => isJson(example) && 'value' in example)
    .map((example) => example.value);
  return 'example' in media ? [media.example, ...named] : named;
}

function exampleOf(media: Json | undefined): unknown {
  if (!media) return undefined;
  if ('example' in media) return media.example;
  const first = Object.values((media.examples ?? {}) as Record<string, Json>).find(
    (example) => isJson(example) && 'value' in example,
  );
  return first?.value;
}

function parameterShape(raw: Json): ParameterShape {
  const media = isJson(raw.content) ? (raw.content['application/json'] as Json | undefined) : undefined;
  const schema = ((media ?? raw).schema ?? {}) as Schema;
  const example =
    exampleOf(media) ??
    raw.example ??
    schema.example ??
    (schema.examples as unknown[] | undefined)?.[0] ??
    schema.default;
  return {
    ...(media ? { json: true as const } : {}),
    name: String(raw.name),
    in: raw.in as ParameterShape['in'],
    required: raw.required === true || raw.in === 'path',
    description: typeof raw.description === 'string' ? raw.description.trim() : '',
    schema,
    ...(example !== undefined ? { example } : {}),
  };
}

/** Every operation of a dereferenced document, in document order. */
export function requestShapes(document: Json): RequestShape[] {
  const shapes: RequestShape[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const raw = item[method];
      if (!isJson(raw)) continue;
      const byKey = new Map<string, ParameterShape>();
      for (const parameter of [...((item.parameters ?? []) as Json[]), ...((raw.parameters ?? []) as Json[])])
        if (parameter.in !== 'cookie')
          byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameterShape(parameter));
      const security = raw.security ?? document.security;
      const body = isJson(raw.requestBody) ? raw.requestBody : undefined;
      const content = (body?.content ?? {}) as Record<string, Json>;
      const jsonType = Object.keys(content).find((type) => /json/.test(type));
      const [status, response] =
        Object.entries((raw.responses ?? {}) as Record<string, Json>).find(([code]) =>
          /^2\d\d$/.test(code),
        ) ?? [];
      const success = (response?.content ?? {}) as Record<string, Json>;
      const successMedia = success[Object.keys(success).find((type) => /json/.test(type)) ?? ''];
      const successExample = exampleOf(successMedia);
      const jsonMedia = (raw: Json) => {
        const media = (raw.content ?? {}) as Record<string, Json>;
        return media[Object.keys(media).find((type) => /json/.test(type)) ?? ''];
      };
      const answers = Object.entries((raw.responses ?? {}) as Record<string, Json>)
        .filter(([code]) => /^2\d\d$/.test(code))
        .flatMap(([code, answer]) => {
          const media = jsonMedia(answer);
          return examplesOf(media).map((example) => ({
            status: Number(code),
            example,
            ...(media?.schema ? { schema: media.schema } : {}),
          }));
        });
      const bodyExample = jsonType ? exampleOf(content[jsonType]) : undefined;
      shapes.push({
        operationId: String(raw.operationId),
        method: method.toUpperCase(),
        path,
        authenticated:
          Array.isArray(security) &&
          security.some((requirement) => isJson(requirement) && Object.keys(requirement).length > 0),
        parameters: [...byKey.values()],
        ...(jsonType
          ? {
              body: {
                contentType: jsonType,
                required: body?.required === true,
                schema: content[jsonType]!.schema ?? {},
                ...(bodyExample !== undefined ? { example: bodyExample } : {}),
              },
            }
          : {}),
        success: {
          status: Number(status ?? 200),
          ...(successExample !== undefined ? { example: successExample } : {}),
          ...(successMedia?.schema ? { schema: successMedia.schema } : {}),
        },
        ...(answers.length > 1 ? { answers } : {}),
      });
    }
  }
  return shapes;
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/**
 * A parameter's text as the value its schema describes: digits to numbers for integer and number
 * parameters, `true`/`false` to booleans, each repeat of a list parameter to an item. Text that is
 * not of the type stays text, so the schema check names the parameter and the type it wants.
 */
export function parameterValue(schema: Schema, texts: string[]): unknown {
  const type = typeOf(schema);
  if (type === 'array') {
    const items = (typeof schema.items === 'object' ? schema.items : {}) as Schema;
    return texts.map((text) => parameterValue(items, [text]));
  }
  const text = texts[0] ?? '';
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text.trim()))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * Every problem of a request against its operation: each parameter (required ones present, values of
 * their schema) and the body (present when required, JSON, of its schema). Unknown query parameters
 * are ignored, as the API ignores them.
 */
export function requestIssues(shape: RequestShape, parts: RequestParts): RequestIssue[] {
  const issues: RequestIssue[] = [];
  for (const parameter of shape.parameters) {
    const field = `${parameter.in}.${parameter.name}`;
    const texts =
      parameter.in === 'path'
        ? parts.path[parameter.name] !== undefined && parts.path[parameter.name] !== ''
          ? [parts.path[parameter.name]!]
          : []
        : parameter.in === 'query'
          ? parts.query.filter(([name]) => name === parameter.name).map(([, value]) => value)
          : Object.entries(parts.headers ?? {})
              .filter(([name]) => name.toLowerCase() === parameter.name.toLowerCase())
              .map(([, value]) => value);
    if (texts.length === 0) {
      if (parameter.required) issues.push({ field, message: 'is required' });
      continue;
    }
    if (parameter.json) {
      let value: unknown;
      try {
        value = JSON.parse(texts[0]!);
      } catch {
        issues.push({ field, message: 'is not valid JSON' });
        continue;
      }
      issues.push(...schemaIssues(parameter.schema, value, field));
    } else issues.push(...schemaIssues(parameter.schema, parameterValue(parameter.schema, texts), field));
  }
  if (shape.body) {
    const text = parts.body ?? '';
    if (text.trim() === '') {
      if (shape.body.required) issues.push({ field: 'body', message: 'is required' });
    } else {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        issues.push({ field: 'body', message: `is not valid JSON (${(error as Error).message})` });
        return issues;
      }
      issues.push(...schemaIssues(shape.body.schema, value, 'body'));
    }
  }
  return issues;
}

/** The problems as one line, the way the API words a 400: `query.limit: must be at most 100; …`. */
export const issuesMessage = (issues: RequestIssue[], most = 5) =>
  issues
    .slice(0, most)
    .map((issue) => `${issue.field}: ${issue.message}`)
    .join('; ') + (issues.length > most ? `; and ${issues.length - most} more` : '');

const parameterText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The operation's example request: path parameters and required query parameters at their examples,
 * the body's example. Optional parameters stay out (two may exclude each other: a prompt is fetched by
 * `label` or by `version`).
 */
export function exampleParts(shape: RequestShape): RequestParts {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of shape.parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path') path[parameter.name] = parameterText(parameter.example);
    else if (parameter.in === 'query' && parameter.required)
      query.push([parameter.name, parameterText(parameter.example)]);
  }
  return {
    path,
    query,
    body: shape.body?.example !== undefined ? JSON.stringify(shape.body.example, null, 2) : '',
  };
}

/** The request's path and query on a server or the sandbox: path parameters percent-encoded. */
export function requestTarget(shape: RequestShape, parts: RequestParts): string {
  const path = shape.path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    parts.path[name] ? encodeURIComponent(parts.path[name]) : whole,
  );
  const search = new URLSearchParams(parts.query.filter(([, value]) => value !== '')).toString();
  return `${path}${search ? `?${search}` : ''}`;
}
