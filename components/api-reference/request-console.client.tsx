'use client';

import { useEffect, useReducer, useState } from 'react';
import { apiSandbox } from '@/config/api-sandbox';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  baseUrl,
  consoleIssues,
  consoleReducer,
  exampleFields,
  explainFailure,
  fieldsFromSearch,
  fieldsToSearch,
  prettyBody,
  requestUrl,
  sandboxServerId,
  type ConsoleAction,
  type ConsoleFields,
  type ServerChoice,
} from '@/lib/api-requests/console-state';
import type { RequestShape } from '@/lib/api-requests/request-shape';
import type { RequestIssue } from '@/lib/api-requests/schema-issues';
import { ConsoleCode } from './console-code.client';
import { ConsoleResponseView } from './console-response.client';
import { ParameterField, fieldId } from './parameter-field.client';
import { inputVariants } from '@/components/ui/input-variants';

export interface RequestConsoleProps {
  shape: RequestShape;
  servers: ServerChoice[];
  onClose: () => void;
}

/** Keys typed for a real server live in this tab only (sessionStorage), never in localStorage or cookies. */
const keysStorageKey = 'spanlight-api-keys';
const timeoutSeconds = 30;

interface Keys {
  publicKey: string;
  secretKey: string;
}

function storedKeys(): Keys {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keysStorageKey) ?? '{}') as Partial<Keys>;
    return {
      publicKey: typeof stored.publicKey === 'string' ? stored.publicKey : '',
      secretKey: typeof stored.secretKey === 'string' ? stored.secretKey : '',
    };
  } catch {
    return { publicKey: '', secretKey: '' };
  }
}

/** HTTP Basic credentials of a key pair (UTF-8, then Base64). */
function basicAuth({ publicKey, secretKey }: Keys): string {
  const bytes = new TextEncoder().encode(`${publicKey}:${secretKey}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Sends the request and tells what came back, or why nothing did, as the console's next action. */
async function perform(request: {
  shape: RequestShape;
  url: string;
  fields: ConsoleFields;
  keys: Keys;
  sandbox: boolean;
  host: string;
}): Promise<ConsoleAction> {
  const { shape, fields } = request;
  const headers = new Headers(
    Object.fromEntries(Object.entries(fields.headers).filter(([, value]) => value !== '')),
  );
  if (shape.authenticated) headers.set('Authorization', basicAuth(request.keys));
  const hasBody = !!shape.body && fields.body.trim() !== '';
  if (hasBody) headers.set('Content-Type', 'application/json');
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: shape.method,
      headers,
      ...(hasBody ? { body: fields.body } : {}),
      // No cookies, no referrer: a real server learns only what the reader typed.
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
    const text = await response.text();
    return {
      type: 'answered',
      response: {
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        bytes: new TextEncoder().encode(text).byteLength,
        headers: [...response.headers],
        ...prettyBody(text, response.headers.get('content-type')),
      },
    };
  } catch (error) {
    return {
      type: 'failed',
      failure: explainFailure({
        name: (error as Error).name,
        online: navigator.onLine,
        sandbox: request.sandbox,
        host: request.host,
        timeoutSeconds,
      }),
    };
  }
}

/**
 * The request console of an operation: fields from its schema, the server (the site's sandbox by
 * default), keys, the request checked before it goes, the answer, and the same request as code.
 */
export function RequestConsole({ shape, servers, onClose }: RequestConsoleProps) {
  const [example] = useState(() => exampleFields(shape));
  const [state, dispatch] = useReducer(consoleReducer, undefined, () => ({
    fields:
      (typeof location === 'undefined' ? null : fieldsFromSearch(location.search, shape, servers, example)) ??
      example,
    phase: { kind: 'editing' as const },
  }));
  // The console renders only in the browser (loaded on demand), so storage can be read at once.
  const [keys, setKeys] = useState<Keys>(storedKeys);
  const { fields, phase } = state;
  const sandbox = fields.server === sandboxServerId;
  const server = servers.find((choice) => choice.id === fields.server);

  // The request (never the keys) in the page's address, so a link reopens it.
  useEffect(() => {
    const timer = setTimeout(() => {
      history.replaceState(
        history.state,
        '',
        `${location.pathname}${fieldsToSearch(fields, example)}${location.hash}`,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [fields, example]);

  useEffect(() => () => history.replaceState(history.state, '', `${location.pathname}${location.hash}`), []);

  function setKey(name: keyof Keys, value: string) {
    const next = { ...keys, [name]: value };
    setKeys(next);
    try {
      sessionStorage.setItem(keysStorageKey, JSON.stringify(next));
    } catch {
      // Without sessionStorage the keys stay in memory for as long as the page is open.
    }
  }

  const keysInUse: Keys = sandbox
    ? { publicKey: apiSandbox.publicKey, secretKey: apiSandbox.secretKey }
    : keys;
  const base =
    baseUrl(fields, servers, typeof location === 'undefined' ? '' : location.origin, apiSandbox.basePath) ??
    '';
  const issues: RequestIssue[] = phase.kind === 'invalid' ? phase.issues : [];
  const issueFor = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const bodyIssues = issues.filter((issue) => issue.field === 'body' || /^body[.[]/.test(issue.field));

  async function send() {
    const found = [
      ...consoleIssues(shape, fields, servers),
      ...(shape.authenticated && !sandbox
        ? (['publicKey', 'secretKey'] as const)
            .filter((name) => !keys[name].trim())
            .map((name) => ({ field: `auth.${name}`, message: 'is required' }))
        : []),
    ];
    dispatch({ type: 'send', issues: found });
    if (found.length > 0) {
      const first = found[0]!.field;
      const id = /^body[.[]/.test(first) ? 'console-body' : fieldId(first);
      requestAnimationFrame(() => document.getElementById(id)?.focus());
      return;
    }
    dispatch(
      await perform({
        shape,
        url: requestUrl(shape, fields, base),
        fields,
        keys: keysInUse,
        sandbox,
        host: sandbox ? location.host : hostOf(base),
      }),
    );
  }

  const inputClass = inputVariants({ size: 'code', className: 'w-full' });

  const parameters = (where: 'path' | 'query' | 'header', title: string) => {
    const list = shape.parameters.filter((parameter) => parameter.in === where);
    if (list.length === 0) return null;
    const part = where === 'header' ? 'headers' : where;
    return (
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold">{title}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {list.map((parameter) => (
            <ParameterField
              key={parameter.name}
              parameter={parameter}
              value={fields[part][parameter.name] ?? ''}
              issue={issueFor(`${where}.${parameter.name}`)}
              inputClass={inputClass}
              onChange={(value) => dispatch({ type: 'edit', part, name: parameter.name, value })}
            />
          ))}
        </div>
      </fieldset>
    );
  };

  return (
    <form
      aria-label={`Try ${shape.method} ${shape.path}`}
      className="mt-3 rounded-lg border border-border bg-card p-4 text-sm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && phase.kind !== 'sending') onClose();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="console-server" className="mb-1 block font-medium">
            Server
          </label>
          <select
            id="console-server"
            className={inputClass}
            value={fields.server}
            onChange={(event) => dispatch({ type: 'choose-server', server: event.target.value })}
          >
            <option value={sandboxServerId}>Sandbox on this site (demo keys)</option>
            {servers.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {server?.variables.map((variable) => (
          <ParameterField
            key={variable.name}
            parameter={{
              name: variable.name,
              in: 'server',
              required: true,
              description: variable.description,
              schema: { type: 'string' },
              example: variable.default,
            }}
            value={fields.variables[variable.name] ?? ''}
            issue={issueFor(`server.${variable.name}`)}
            inputClass={inputClass}
            onChange={(value) => dispatch({ type: 'edit', part: 'variables', name: variable.name, value })}
          />
        ))}
      </div>
      <p className="mt-2 break-all font-mono text-xs text-muted">
        {shape.method} {requestUrl(shape, fields, base)}
      </p>

      {shape.authenticated ? (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">Authentication (HTTP Basic)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['publicKey', 'secretKey'] as const).map((name) => {
              const issue = issueFor(`auth.${name}`);
              return (
                <div key={name}>
                  <label htmlFor={fieldId(`auth.${name}`)} className="mb-1 block font-medium">
                    {name === 'publicKey' ? 'Public key' : 'Secret key'}
                  </label>
                  <input
                    id={fieldId(`auth.${name}`)}
                    className={inputClass}
                    type={name === 'secretKey' && !sandbox ? 'password' : 'text'}
                    autoComplete="off"
                    spellCheck={false}
                    readOnly={sandbox}
                    placeholder={name === 'publicKey' ? 'pk-sl-…' : 'sk-sl-…'}
                    value={keysInUse[name]}
                    aria-invalid={issue ? true : undefined}
                    aria-describedby={issue ? `${fieldId(`auth.${name}`)}-issue` : 'console-keys-note'}
                    onChange={(event) => setKey(name, event.target.value)}
                  />
                  {issue ? (
                    <p
                      id={`${fieldId(`auth.${name}`)}-issue`}
                      className="mt-1 text-red-700 dark:text-red-300"
                    >
                      {name === 'publicKey' ? 'Public key' : 'Secret key'} {issue}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          <p id="console-keys-note" className="mt-2 text-muted">
            {sandbox
              ? 'The sandbox takes its published demo keys, filled in above. It answers from the API document’s examples and stores nothing.'
              : 'Use a test project’s keys. They stay in this browser tab (sessionStorage) and are sent only to the server chosen above.'}
          </p>
        </fieldset>
      ) : null}

      {parameters('path', 'Path parameters')}
      {parameters('query', 'Query parameters')}
      {parameters('header', 'Headers')}

      {shape.body ? (
        <div className="mt-4">
          <label htmlFor="console-body" className="mb-1 block text-sm font-semibold">
            Request body (JSON)
            {shape.body.required ? <span className="font-normal text-muted"> required</span> : null}
          </label>
          <textarea
            id="console-body"
            className={`${inputClass} min-h-48 resize-y leading-relaxed`}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={Math.min(20, Math.max(6, fields.body.split('\n').length + 1))}
            value={fields.body}
            aria-invalid={bodyIssues.length > 0 ? true : undefined}
            aria-describedby={bodyIssues.length > 0 ? 'console-body-issues' : undefined}
            onChange={(event) => dispatch({ type: 'edit-body', value: event.target.value })}
          />
          {bodyIssues.length > 0 ? (
            <ul id="console-body-issues" className="mt-1 list-disc pl-5 text-red-700 dark:text-red-300">
              {bodyIssues.map((issue) => (
                <li key={`${issue.field} ${issue.message}`}>
                  <code className="font-mono">{issue.field}</code> {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="submit"
          disabled={phase.kind === 'sending'}
          className={buttonVariants({ variant: 'cta', size: 'sm' })}
        >
          {phase.kind === 'sending' ? 'Sending…' : 'Send request'}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => dispatch({ type: 'reset', fields: example })}
        >
          Reset to example
        </button>
        {issues.length > 0 ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {issues.length === 1 ? 'One field needs a fix' : `${issues.length} fields need a fix`} before the
            request can go.
          </p>
        ) : null}
      </div>

      <div aria-live="polite">
        {phase.kind === 'answered' ? <ConsoleResponseView response={phase.response} /> : null}
        {phase.kind === 'failed' ? (
          <div
            role="alert"
            className="mt-4 rounded-md border border-red-600/40 bg-red-50 p-3 dark:bg-red-950/40"
          >
            <p className="font-semibold">{phase.failure.title}</p>
            <p className="mt-1">{phase.failure.detail}</p>
            <ul className="mt-1 list-disc pl-5">
              {phase.failure.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <ConsoleCode shape={shape} fields={fields} base={base} />
    </form>
  );
}
