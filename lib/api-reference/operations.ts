import { requestShapes, type RequestShape } from '@/lib/api-requests/request-shape';
import { schemaRows, typeLabel, type Schema, type SchemaRow } from './schema-rows';

/**
 * The API reference's model of a dereferenced OpenAPI 3.1 document (scripts/openapi.mjs validates and
 * dereferences content/openapi.yml at build time): tags in the document's order, each with its
 * operations in path order, every operation with what its page shows.
 */
export const httpMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  description: string;
  example?: unknown;
}

export interface ApiExample {
  name: string;
  summary: string;
  value: unknown;
}

export interface ApiBody {
  contentType: string;
  /** Every media type the operation accepts (the first is documented). */
  contentTypes: string[];
  required: boolean;
  description: string;
  rows: SchemaRow[];
  examples: ApiExample[];
}

export interface ApiResponse {
  status: string;
  description: string;
  contentType?: string;
  rows: SchemaRow[];
  example?: unknown;
  headers: { name: string; description: string }[];
}

export interface ApiOperation {
  operationId: string;
  /** URL segment of the operation's page: the operationId in kebab-case (`listTraces` → `list-traces`). */
  slug: string;
  tag: string;
  tagSlug: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  /** False when the operation's `security` is empty (no authentication, e.g. the health check). */
  authenticated: boolean;
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  responses: ApiResponse[];
  /** What sending it takes: the request console's and the code samples' model of the operation. */
  request: RequestShape;
  /** The SDK call doing the same (`x-sdk` in the document), shown before the plain HTTP request. */
  sdk: { python?: string; typescript?: string };
}

export interface ApiTag {
  name: string;
  slug: string;
  description: string;
  operations: ApiOperation[];
}

export interface ApiServer {
  /** The URL with its variables at their defaults. */
  url: string;
  description: string;
  /** The URL as the document writes it, `https://{host}/api/public`. */
  template: string;
  variables: { name: string; default: string; description: string }[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  servers: ApiServer[];
  tags: ApiTag[];
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const kebabCase = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function parameterOf(raw: Json): ApiParameter {
  const schema = (raw.schema ?? {}) as Schema & { example?: unknown; examples?: unknown[] };
  const example = raw.example ?? schema.example ?? schema.examples?.[0];
  return {
    name: text(raw.name),
    in: raw.in as ApiParameter['in'],
    required: raw.required === true,
    type: typeLabel(schema),
    description: text(raw.description) || text(schema.description),
    ...(example !== undefined ? { example } : {}),
  };
}

function examplesOf(media: Json | undefined): ApiExample[] {
  if (!media) return [];
  const named = Object.entries((media.examples ?? {}) as Record<string, Json>)
    .filter(([, example]) => isJson(example) && 'value' in example)
    .map(([name, example]) => ({ name, summary: text(example.summary), value: example.value }));
  if ('example' in media) named.unshift({ name: 'example', summary: '', value: media.example });
  return named;
}

/** The JSON media type if the operation offers one (examples are JSON), else the first. */
function preferredMedia(content: unknown): [string, Json] | undefined {
  if (!isJson(content)) return undefined;
  const entries = Object.entries(content).filter((entry): entry is [string, Json] => isJson(entry[1]));
  return entries.find(([type]) => /json/.test(type)) ?? entries[0];
}

function responseOf(status: string, raw: Json): ApiResponse {
  const media = preferredMedia(raw.content);
  const example = media ? examplesOf(media[1])[0]?.value : undefined;
  return {
    status,
    description: text(raw.description),
    ...(media ? { contentType: media[0] } : {}),
    rows: media ? schemaRows(media[1].schema as Schema | undefined) : [],
    ...(example !== undefined ? { example } : {}),
    headers: Object.entries((raw.headers ?? {}) as Record<string, Json>).map(([name, header]) => ({
      name,
      description: text(header.description),
    })),
  };
}

function sdkOf(raw: unknown): ApiOperation['sdk'] {
  if (!isJson(raw)) return {};
  const code = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trimEnd() : undefined);
  const python = code(raw.python);
  const typescript = code(raw.typescript);
  return { ...(python ? { python } : {}), ...(typescript ? { typescript } : {}) };
}

function operationOf(path: string, method: HttpMethod, raw: Json, shared: Json[], security: unknown) {
  const byKey = new Map<string, ApiParameter>();
  for (const parameter of [...shared, ...((raw.parameters ?? []) as Json[])].map(parameterOf))
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  const body = isJson(raw.requestBody) ? raw.requestBody : undefined;
  const media = body ? preferredMedia(body.content) : undefined;
  const operationSecurity = raw.security ?? security;
  const operationId = text(raw.operationId);
  return {
    operationId,
    slug: kebabCase(operationId),
    method,
    path,
    summary: text(raw.summary) || `${method.toUpperCase()} ${path}`,
    description: text(raw.description),
    authenticated: Array.isArray(operationSecurity)
      ? operationSecurity.some((requirement) => isJson(requirement) && Object.keys(requirement).length > 0)
      : false,
    deprecated: raw.deprecated === true,
    sdk: sdkOf(raw['x-sdk']),
    parameters: [...byKey.values()],
    ...(body && media
      ? {
          requestBody: {
            contentType: media[0],
            contentTypes: Object.keys(body.content as Json),
            required: body.required === true,
            description: text(body.description),
            rows: schemaRows(media[1].schema as Schema | undefined),
            examples: examplesOf(media[1]),
          },
        }
      : {}),
    responses: Object.entries((raw.responses ?? {}) as Record<string, Json>).map(([status, response]) =>
      responseOf(status, response),
    ),
  };
}

/**
 * The reference of a dereferenced document. Throws, naming the operation, when an operation has no
 * operationId or tag (its page would have no address or no place in the sidebar).
 */
export function apiReference(document: Json, file = 'content/openapi.yml'): ApiReference {
  const info = (document.info ?? {}) as Json;
  const declared = ((document.tags ?? []) as Json[]).map((tag) => ({
    name: text(tag.name),
    description: text(tag.description),
  }));
  const operations = new Map<string, ApiTag>(
    declared.map((tag) => [tag.name, { ...tag, slug: kebabCase(tag.name), operations: [] }]),
  );
  const shapes = new Map(requestShapes(document).map((shape) => [shape.operationId, shape]));
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of httpMethods) {
      const raw = item[method];
      if (!isJson(raw)) continue;
      const where = `${file}: ${method.toUpperCase()} ${path}`;
      if (!text(raw.operationId)) throw new Error(`${where} has no operationId`);
      const tagName = ((raw.tags ?? []) as string[])[0];
      if (!tagName) throw new Error(`${where} has no tag`);
      if (!operations.has(tagName))
        operations.set(tagName, { name: tagName, slug: kebabCase(tagName), description: '', operations: [] });
      const tag = operations.get(tagName)!;
      tag.operations.push({
        ...operationOf(path, method, raw, (item.parameters ?? []) as Json[], document.security),
        request: shapes.get(text(raw.operationId))!,
        tag: tag.name,
        tagSlug: tag.slug,
      });
    }
  }
  return {
    title: text(info.title),
    version: text(info.version),
    description: text(info.description),
    servers: ((document.servers ?? []) as Json[]).map((server) => ({
      url: serverUrl(server),
      description: text(server.description),
      template: text(server.url),
      variables: Object.entries((server.variables ?? {}) as Record<string, Json>).map(([name, variable]) => ({
        name,
        default: variable.default === undefined ? '' : String(variable.default),
        description: text(variable.description),
      })),
    })),
    tags: [...operations.values()].filter((tag) => tag.operations.length > 0),
  };
}

/** A server's URL with its variables at their defaults (`https://{host}/api/public` → the default host). */
function serverUrl(server: Json): string {
  const variables = (server.variables ?? {}) as Record<string, Json>;
  return text(server.url).replace(/\{(\w+)\}/g, (whole, name: string) =>
    variables[name]?.default !== undefined ? String(variables[name].default) : whole,
  );
}
