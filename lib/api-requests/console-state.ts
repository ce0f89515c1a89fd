import {
  exampleParts,
  requestIssues,
  requestTarget,
  type ParameterShape,
  type RequestParts,
  type RequestShape,
} from './request-shape';
import type { RequestIssue } from './schema-issues';

/** A parameter whose schema is a list (typed comma-separated in the console). */
export const isListParameter = (parameter: ParameterShape) =>
  parameter.schema.type === 'array' ||
  (Array.isArray(parameter.schema.type) && parameter.schema.type.includes('array'));

/**
 * The request console's state and transitions, without a browser: what the reader typed, where it
 * goes, what came back. The console (components/api-reference/request-console.client.tsx) renders it.
 */

/** A server of the document, as the console offers it. */
export interface ServerChoice {
  /** Short, stable id for the page's address: `spanlight-cloud-eu`. */
  id: string;
  label: string;
  /** The URL template, `https://{host}/api/public`. */
  template: string;
  variables: { name: string; default: string; description: string }[];
}

/** The site's own sandbox: requests go to this origin's `/api/sandbox` with the demo keys. */
export const sandboxServerId = 'sandbox';

export interface ConsoleFields {
  server: string;
  /** Values of the chosen server's URL variables (`host`). */
  variables: Record<string, string>;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

export interface ConsoleResponse {
  status: number;
  statusText: string;
  ms: number;
  bytes: number;
  headers: [string, string][];
  /** The body as text, pretty-printed when it is JSON. */
  body: string;
  json: boolean;
}

export type ConsolePhase =
  | { kind: 'editing' }
  | { kind: 'invalid'; issues: RequestIssue[] }
  | { kind: 'sending' }
  | { kind: 'answered'; response: ConsoleResponse }
  | { kind: 'failed'; failure: FailureExplanation };

export interface ConsoleState {
  fields: ConsoleFields;
  phase: ConsolePhase;
}

export type ConsoleAction =
  | { type: 'edit'; part: 'path' | 'query' | 'headers' | 'variables'; name: string; value: string }
  | { type: 'edit-body'; value: string }
  | { type: 'choose-server'; server: string }
  | { type: 'reset'; fields: ConsoleFields }
  | { type: 'send'; issues: RequestIssue[] }
  | { type: 'answered'; response: ConsoleResponse }
  | { type: 'failed'; failure: FailureExplanation };

/** The fields of the operation's example request, sent to the sandbox. */
export function exampleFields(shape: RequestShape): ConsoleFields {
  const parts = exampleParts(shape);
  return {
    server: sandboxServerId,
    variables: {},
    path: parts.path,
    query: Object.fromEntries(parts.query),
    headers: {},
    body: parts.body ?? '',
  };
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  const editing = (fields: ConsoleFields): ConsoleState => ({
    fields,
    // Editing keeps an answer on screen (to compare), but a list of problems is about the old values.
    phase: state.phase.kind === 'invalid' ? { kind: 'editing' } : state.phase,
  });
  switch (action.type) {
    case 'edit':
      return editing({
        ...state.fields,
        [action.part]: { ...state.fields[action.part], [action.name]: action.value },
      });
    case 'edit-body':
      return editing({ ...state.fields, body: action.value });
    case 'choose-server':
      return editing({ ...state.fields, server: action.server });
    case 'reset':
      return { fields: action.fields, phase: { kind: 'editing' } };
    case 'send':
      return action.issues.length > 0
        ? { ...state, phase: { kind: 'invalid', issues: action.issues } }
        : { ...state, phase: { kind: 'sending' } };
    case 'answered':
      return state.phase.kind === 'sending'
        ? { ...state, phase: { kind: 'answered', response: action.response } }
        : state;
    case 'failed':
      return state.phase.kind === 'sending'
        ? { ...state, phase: { kind: 'failed', failure: action.failure } }
        : state;
  }
}

/**
 * The fields as a request's parts (empty values left out). A list parameter is typed as values
 * separated by commas and sent as the parameter repeated (`tags=a&tags=b`), as the API reads lists.
 */
export function fieldsToParts(fields: ConsoleFields, shape: RequestShape): RequestParts {
  const filled = (values: Record<string, string>) =>
    Object.entries(values).filter(([, value]) => value !== '');
  const lists = new Set(
    shape.parameters.filter((p) => p.in === 'query' && isListParameter(p)).map((p) => p.name),
  );
  return {
    path: Object.fromEntries(filled(fields.path)),
    query: filled(fields.query).flatMap(([name, value]): [string, string][] =>
      lists.has(name)
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
            .map((item): [string, string] => [name, item])
        : [[name, value]],
    ),
    headers: Object.fromEntries(filled(fields.headers)),
    body: fields.body,
  };
}

/** Problems of the request and of the server's variables (a host is required and is a host name). */
export function consoleIssues(
  shape: RequestShape,
  fields: ConsoleFields,
  servers: ServerChoice[],
): RequestIssue[] {
  const issues: RequestIssue[] = [];
  const server = servers.find((choice) => choice.id === fields.server);
  for (const variable of server?.variables ?? []) {
    const value = (fields.variables[variable.name] ?? '').trim();
    if (!value) issues.push({ field: `server.${variable.name}`, message: 'is required' });
    else if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(value))
      issues.push({
        field: `server.${variable.name}`,
        message: 'must be a host name, with a port if not 443',
      });
  }
  return [...issues, ...requestIssues(shape, fieldsToParts(fields, shape))];
}

/**
 * Where the request goes: the sandbox on this site's origin, or the chosen server's URL with its
 * variables filled. Undefined for an unknown server.
 */
export function baseUrl(fields: ConsoleFields, servers: ServerChoice[], origin: string, sandboxPath: string) {
  if (fields.server === sandboxServerId) return `${origin}${sandboxPath}`;
  const server = servers.find((choice) => choice.id === fields.server);
  if (!server) return undefined;
  return server.template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (fields.variables[name] ?? '').trim();
    return value || server.variables.find((variable) => variable.name === name)?.default || whole;
  });
}

export function requestUrl(shape: RequestShape, fields: ConsoleFields, base: string): string {
  return `${base.replace(/\/$/, '')}${requestTarget(shape, fieldsToParts(fields, shape))}`;
}

/* The console's fields in the page's address, so a link reopens the same request. Keys never go there. */

const prefixes = { path: 'path.', query: 'query.', headers: 'header.', variables: 'server.' } as const;
/** The longest body kept in the address; a longer one is left out (the link opens the example). */
export const maxBodyInAddress = 4000;

export function fieldsToSearch(fields: ConsoleFields, example: ConsoleFields): string {
  const search = new URLSearchParams({ try: '1' });
  if (fields.server !== example.server) search.set('server', fields.server);
  for (const part of ['variables', 'path', 'query', 'headers'] as const)
    for (const [name, value] of Object.entries(fields[part]))
      if (value !== (example[part][name] ?? '')) search.set(`${prefixes[part]}${name}`, value);
  if (fields.body !== example.body && fields.body.length <= maxBodyInAddress) search.set('body', fields.body);
  return `?${search.toString()}`;
}

/**
 * The fields a page address carries, on top of the example; only names the operation has are read
 * (an address is anyone's input), and null when the address does not open the console.
 */
export function fieldsFromSearch(
  search: string,
  shape: RequestShape,
  servers: ServerChoice[],
  example: ConsoleFields,
): ConsoleFields | null {
  const params = new URLSearchParams(search);
  if (params.get('try') !== '1') return null;
  const fields = structuredClone(example);
  const server = params.get('server');
  if (server && (server === sandboxServerId || servers.some((choice) => choice.id === server)))
    fields.server = server;
  const known = {
    path: new Set(shape.parameters.filter((p) => p.in === 'path').map((p) => p.name)),
    query: new Set(shape.parameters.filter((p) => p.in === 'query').map((p) => p.name)),
    headers: new Set(shape.parameters.filter((p) => p.in === 'header').map((p) => p.name)),
    variables: new Set(servers.flatMap((choice) => choice.variables.map((variable) => variable.name))),
  };
  for (const part of ['variables', 'path', 'query', 'headers'] as const)
    for (const [key, value] of params) {
      if (!key.startsWith(prefixes[part])) continue;
      const name = key.slice(prefixes[part].length);
      if (known[part].has(name)) fields[part][name] = value.slice(0, 2000);
    }
  const body = params.get('body');
  if (body !== null && shape.body && body.length <= maxBodyInAddress) fields.body = body;
  return fields;
}

/* Why a request got no answer, in words, with what to try. */

export interface FailureExplanation {
  title: string;
  detail: string;
  tips: string[];
}

export function explainFailure(input: {
  /** The error's name: `TimeoutError`, `AbortError`, `TypeError` (network or CORS). */
  name: string;
  online: boolean;
  sandbox: boolean;
  host: string;
  timeoutSeconds: number;
}): FailureExplanation {
  if (!input.online)
    return {
      title: 'You are offline',
      detail: 'The browser has no network connection, so the request was not sent.',
      tips: ['Connect to a network, then send the request again.'],
    };
  if (input.name === 'TimeoutError')
    return {
      title: `No answer within ${input.timeoutSeconds} seconds`,
      detail: `${input.host} did not answer in time; the request was cancelled.`,
      tips: [
        'Send it again: the server may have been busy.',
        'For a list, ask for fewer items with limit, or a shorter time range.',
      ],
    };
  if (input.sandbox)
    return {
      title: 'The sandbox did not answer',
      detail: 'The request did not reach this site’s sandbox.',
      tips: ['Check your connection and send the request again.', 'Reload the page if the site was updated.'],
    };
  return {
    title: `No answer from ${input.host} could be read`,
    detail:
      'The browser stopped the request or could not read its answer. The browser does not say which of these it was:',
    tips: [
      `The host name cannot be found (DNS): check ${input.host}, and for a self-hosted server its host name and port.`,
      `The server does not allow requests from this page (CORS): send the same request with cURL or from your code (below), which CORS does not apply to.`,
      'A proxy, VPN or browser extension blocked it: try another network or a private window.',
    ],
  };
}

/** A size for people: `512 B`, `1.4 KB`. */
export const formatBytes = (bytes: number) =>
  bytes < 1000
    ? `${bytes} B`
    : bytes < 1_000_000
      ? `${(bytes / 1000).toFixed(1)} KB`
      : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The body as shown: JSON pretty-printed with two spaces, anything else as it came. */
export function prettyBody(text: string, contentType: string | null): { body: string; json: boolean } {
  if (!/json/i.test(contentType ?? '') && !/^\s*[[{]/.test(text)) return { body: text, json: false };
  try {
    return { body: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { body: text, json: false };
  }
}
