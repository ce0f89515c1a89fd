// The public API's OpenAPI document (content/openapi.yml): read, validated against the OpenAPI 3.1
// specification by a maintained parser (@readme/openapi-parser: the schema plus what it cannot say,
// such as unique operationIds and declared path parameters), dereferenced, and every request and
// response example checked against its schema with Ajv's JSON Schema 2020-12 build (the dialect of
// OpenAPI 3.1). Used by the build step (scripts/openapi.mjs) and the sample checker.
import { readFileSync } from 'node:fs';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const OPENAPI_FILE = 'content/openapi.yml';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The document's YAML as an object, or a problem naming the file and the line. */
export function parseApiDocument(text, file = OPENAPI_FILE) {
  try {
    const document = parse(text, { prettyErrors: true });
    if (!document || typeof document !== 'object' || Array.isArray(document))
      return { problems: [`${file}: the document is not a YAML mapping`] };
    return { document, problems: [] };
  } catch (error) {
    return { problems: [`${file}: ${error.message.split('\n')[0]}`] };
  }
}

/** Every example of a media type: `example` and each named entry of `examples`, with where it is. */
function examplesOf(media, where) {
  const found = [];
  if (media && 'example' in media) found.push({ where: `${where}.example`, value: media.example });
  for (const [name, example] of Object.entries(media?.examples ?? {}))
    if (example && 'value' in example)
      found.push({ where: `${where}.examples.${name}`, value: example.value });
  return found;
}

// One validator per schema object: a dereferenced document shares each component's object between
// the operations that use it, so a schema is compiled once however many examples and samples use it.
let ajv;
const validators = new WeakMap();
function validatorFor(schema) {
  ajv ??= addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const key = schema && typeof schema === 'object' ? schema : {};
  if (!validators.has(key)) validators.set(key, ajv.compile(key));
  return validators.get(key);
}

const errorList = (validator) =>
  validator.errors
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');

/**
 * Problems of the examples of a dereferenced document: a request or response example that its
 * schema rejects, and a request body without any example (the reference shows one for every body).
 */
export function exampleProblems(dereferenced, file = OPENAPI_FILE) {
  const problems = [];
  let checked = 0;
  const check = (schema, example) => {
    checked += 1;
    let validator;
    try {
      validator = validatorFor(schema);
    } catch (error) {
      problems.push(`${file}: ${example.where}: its schema does not compile (${error.message})`);
      return;
    }
    if (!validator(example.value))
      problems.push(`${file}: ${example.where} does not match its schema: ${errorList(validator)}`);
  };
  for (const [path, item] of Object.entries(dereferenced.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const at = `paths.${path}.${method}`;
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        const examples = examplesOf(media, `${at}.requestBody.content.${type}`);
        if (examples.length === 0 && type.includes('json'))
          problems.push(`${file}: ${at}.requestBody.content.${type} has no example`);
        for (const example of examples) check(media.schema, example);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        for (const [type, media] of Object.entries(response?.content ?? {}))
          for (const example of examplesOf(media, `${at}.responses.${status}.content.${type}`))
            check(media.schema, example);
    }
  }
  return { problems, checked };
}

/** The error statuses whose reason depends on the operation (401, 413, 429 and 5xx mean the same everywhere). */
export const operationErrorStatuses = ['400', '403', '404', '409'];

/**
 * Error responses of an operation that give only the shared reason of their component: each 400, 403,
 * 404 and 409 an operation lists says why this operation answers it, as a `description` beside its
 * `$ref` (the API reference shows it on the operation's page).
 */
export function errorReasonProblems(document, file = OPENAPI_FILE) {
  const shared = new Map(
    Object.entries(document.components?.responses ?? {}).map(([name, response]) => [
      `#/components/responses/${name}`,
      response?.description,
    ]),
  );
  const problems = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!operation?.responses) continue;
      for (const status of operationErrorStatuses) {
        const response = operation.responses[status];
        if (!response) continue;
        const generic = response.$ref ? shared.get(response.$ref) : undefined;
        if (!response.description || response.description === generic)
          problems.push(
            `${file}: ${method.toUpperCase()} ${path} ${status} gives no reason of its own (add a description beside its $ref)`,
          );
      }
    }
  }
  return problems;
}

/**
 * The document read from `file`, validated and dereferenced: `{ document, problems, examples }`.
 * `document` is the dereferenced document when there are no problems.
 */
export async function loadApiDocument(file = OPENAPI_FILE) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [`${file}: cannot be read (${error.code ?? error.message})`], examples: 0 };
  }
  const parsed = parseApiDocument(text, file);
  if (!parsed.document) return { problems: parsed.problems, examples: 0 };
  if (parsed.document.openapi !== '3.1.0' && parsed.document.openapi !== '3.1.1')
    return { problems: [`${file}: openapi must be 3.1.x, not ${parsed.document.openapi}`], examples: 0 };
  const result = await validate(structuredClone(parsed.document));
  if (!result.valid)
    return {
      problems: [`${file}: not a valid OpenAPI 3.1 document:\n${compileErrors(result)}`],
      examples: 0,
    };
  const dereferenced = await dereference(structuredClone(parsed.document), {
    dereference: { circular: false },
  });
  const { problems, checked } = exampleProblems(dereferenced, file);
  return { document: problems.length === 0 ? dereferenced : undefined, problems, examples: checked };
}

/** A shell text as commands of words: quotes kept together (across lines), commands split at unquoted ; | & and newlines. */
function shellCommands(code) {
  const commands = [];
  let words = [];
  let word = null;
  let quote = null;
  const endWord = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const text = code.replace(/\\\r?\n/g, ' ');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
      else if (quote === '"' && char === '\\' && i + 1 < text.length) word += text[++i];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= '';
    } else if (char === '#' && word === null) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i += 1;
    } else if (/[;&|\n]/.test(char)) endCommand();
    else if (/\s/.test(char)) endWord();
    else word = (word ?? '') + char;
  }
  endCommand();
  return commands;
}

/**
 * The HTTP requests of curl commands in a shell sample: method, URL and the `-d` body (quoted bodies
 * may span lines). Other commands are ignored.
 */
export function curlRequests(code) {
  const requests = [];
  for (const command of shellCommands(code)) {
    const at = command.indexOf('curl');
    if (at === -1) continue;
    const words = command.slice(at + 1);
    let method;
    let body;
    let url;
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i];
      if (word === '-X' || word === '--request') method = words[++i];
      else if (/^(-d|--data|--data-raw|--data-binary)$/.test(word)) body = words[++i];
      else if (/^(-H|--header|-u|--user|-o|--output|-w|--write-out)$/.test(word)) i += 1;
      else if (!url && /\/api\/public\//.test(word)) url = word;
    }
    if (url) requests.push({ method: (method ?? (body ? 'POST' : 'GET')).toUpperCase(), url, body });
  }
  return requests;
}

/** The operation a request's method and URL name (`/api/public/prompts/x?label=y` -> GET /prompts/{name}). */
export function operationFor(document, method, url) {
  const path = url.replace(/^.*?\/api\/public/, '').replace(/[?#].*$/, '');
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const pattern = new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`,
    );
    if (pattern.test(path)) {
      const operation = item[method.toLowerCase()];
      return operation ? { template, operation } : { template, operation: undefined };
    }
  }
  return undefined;
}

/**
 * Problems of the curl samples of one content file against the document: an endpoint the API does
 * not have, and a JSON body its operation's schema rejects.
 */
export function curlProblems(document, file, code) {
  const problems = [];
  for (const request of curlRequests(code)) {
    // Variables in the URL ($HOST, ${TRACE_ID}) stand for a segment.
    const url = request.url.replace(/\$\{?\w+\}?/g, 'x');
    const found = operationFor(document, request.method, url);
    if (!found || !found.operation) {
      problems.push(`${file}: curl ${request.method} ${request.url} is not an operation of ${OPENAPI_FILE}`);
      continue;
    }
    if (!request.body || /\$\{?\w/.test(request.body)) continue;
    const schema = found.operation.requestBody?.content?.['application/json']?.schema;
    if (!schema) continue;
    let value;
    try {
      value = JSON.parse(request.body);
    } catch {
      problems.push(`${file}: curl ${request.method} ${request.url} sends a body that is not JSON`);
      continue;
    }
    const validator = validatorFor(schema);
    if (!validator(value))
      problems.push(
        `${file}: curl ${request.method} ${request.url}: the body does not match ${found.template}: ${errorList(validator)}`,
      );
  }
  return problems;
}
