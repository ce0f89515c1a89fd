import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import { apiSandbox } from '@/config/api-sandbox';
import type { RequestParts, RequestShape } from './request-shape';
import { requestTarget } from './request-shape';

/**
 * A request as code in the reader's language, written by @readme/httpsnippet (the maintained fork of
 * Kong's httpsnippet). The keys never appear: the Authorization header is generated with a marker,
 * then each language's marker is replaced by code that reads SPANLIGHT_PUBLIC_KEY and
 * SPANLIGHT_SECRET_KEY from the environment, the way the SDKs read them.
 */
export interface CodeSample {
  /** The tab label; Python and JS/TS are the labels of the site's other code tabs, so a choice syncs. */
  label: string;
  /** Shiki's language id. */
  language: string;
  code: string;
}

const marker = 'SPANLIGHT_AUTH_MARKER';
const markerHeader = `Basic ${marker}`;

interface Target {
  label: string;
  language: string;
  target: Parameters<HTTPSnippet['convert']>[0];
  client: string;
  /** The code with the marked Authorization header replaced by credentials from the environment. */
  withCredentials: (code: string) => string;
}

/** Replaces exactly one occurrence, so a target whose output changes shape fails loudly in tests. */
function replaceOnce(code: string, search: string | RegExp, replacement: string): string {
  const next = code.replace(search, replacement);
  if (next === code)
    throw new Error(`code sample: the Authorization header was not found (${String(search)})`);
  return next;
}

const jsCredentials =
  'const credentials = `${process.env.SPANLIGHT_PUBLIC_KEY}:${process.env.SPANLIGHT_SECRET_KEY}`;';

export const codeTargets: Target[] = [
  {
    label: 'cURL',
    language: 'bash',
    target: 'shell',
    client: 'curl',
    withCredentials: (code) =>
      replaceOnce(
        code,
        `--header 'Authorization: ${markerHeader}'`,
        '--user "$SPANLIGHT_PUBLIC_KEY:$SPANLIGHT_SECRET_KEY"',
      ),
  },
  {
    label: 'Python',
    language: 'python',
    target: 'python',
    client: 'requests',
    withCredentials: (code) =>
      `import base64\nimport os\n${replaceOnce(
        replaceOnce(code, `"${markerHeader}"`, '"Basic " + base64.b64encode(credentials.encode()).decode()'),
        /^(import requests\n\n)/,
        `$1credentials = f"{os.environ['SPANLIGHT_PUBLIC_KEY']}:{os.environ['SPANLIGHT_SECRET_KEY']}"\n`,
      )}`,
  },
  {
    label: 'JS/TS',
    language: 'js',
    target: 'javascript',
    client: 'fetch',
    withCredentials: (code) =>
      `${jsCredentials}\n\n${replaceOnce(code, `'${markerHeader}'`, '`Basic ${btoa(credentials)}`')}`,
  },
  {
    label: 'Node.js',
    language: 'js',
    target: 'node',
    client: 'native',
    withCredentials: (code) =>
      replaceOnce(
        replaceOnce(code, `'${markerHeader}'`, "'Basic ' + Buffer.from(credentials).toString('base64')"),
        /^(const https? = require\('https?'\);\n)/,
        `$1${jsCredentials}\n`,
      ),
  },
  {
    label: 'Go',
    language: 'go',
    target: 'go',
    client: 'native',
    withCredentials: (code) =>
      replaceOnce(
        replaceOnce(
          code,
          `req.Header.Add("Authorization", "${markerHeader}")`,
          'req.SetBasicAuth(os.Getenv("SPANLIGHT_PUBLIC_KEY"), os.Getenv("SPANLIGHT_SECRET_KEY"))',
        ),
        /^import \(\n/m,
        'import (\n\t"os"\n',
      ),
  },
  {
    label: 'Java',
    language: 'java',
    target: 'java',
    client: 'nethttp',
    withCredentials: (code) =>
      replaceOnce(
        code,
        `"${markerHeader}"`,
        '"Basic " + java.util.Base64.getEncoder().encodeToString((System.getenv("SPANLIGHT_PUBLIC_KEY") + ":" + System.getenv("SPANLIGHT_SECRET_KEY")).getBytes())',
      ),
  },
  {
    label: 'C#',
    language: 'csharp',
    target: 'csharp',
    client: 'httpclient',
    withCredentials: (code) =>
      replaceOnce(
        code,
        `"${markerHeader}"`,
        '"Basic " + Convert.ToBase64String(System.Text.Encoding.UTF8.GetBytes(Environment.GetEnvironmentVariable("SPANLIGHT_PUBLIC_KEY") + ":" + Environment.GetEnvironmentVariable("SPANLIGHT_SECRET_KEY")))',
      ),
  },
  {
    label: 'PHP',
    language: 'php',
    target: 'php',
    client: 'curl',
    withCredentials: (code) =>
      replaceOnce(
        code,
        `"Authorization: ${markerHeader}"`,
        `"Authorization: Basic " . base64_encode(getenv('SPANLIGHT_PUBLIC_KEY') . ':' . getenv('SPANLIGHT_SECRET_KEY'))`,
      ),
  },
  {
    label: 'Ruby',
    language: 'ruby',
    target: 'ruby',
    client: 'native',
    withCredentials: (code) =>
      replaceOnce(
        code,
        `request["Authorization"] = '${markerHeader}'`,
        'request.basic_auth(ENV.fetch("SPANLIGHT_PUBLIC_KEY"), ENV.fetch("SPANLIGHT_SECRET_KEY"))',
      ),
  },
];

/** The request as HAR, the input httpsnippet takes; `base` is the server's URL (`…/api/public`). */
export function harRequest(shape: RequestShape, parts: RequestParts, base: string): HarRequest {
  const hasBody = !!shape.body && !!parts.body?.trim();
  return {
    method: shape.method,
    url: `${base.replace(/\/$/, '')}${requestTarget(shape, parts)}`,
    httpVersion: 'HTTP/1.1',
    headers: [
      ...(shape.authenticated ? [{ name: 'Authorization', value: markerHeader }] : []),
      ...Object.entries(parts.headers ?? {}).map(([name, value]) => ({ name, value })),
      ...(hasBody ? [{ name: 'Content-Type', value: 'application/json' }] : []),
    ],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: hasBody ? { mimeType: 'application/json', text: compactJson(parts.body!) } : { mimeType: '' },
  };
}

/** A JSON body as generated code carries it: compact when it parses (the generators re-indent it). */
function compactJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** The request in every language of `codeTargets`, in that order. */
export function codeSamples(shape: RequestShape, parts: RequestParts, base: string): CodeSample[] {
  const snippet = new HTTPSnippet(harRequest(shape, parts, base));
  return codeTargets.map((target) => {
    const [generated] = snippet.convert(target.target, target.client) as string[];
    const code = generated ?? '';
    return {
      label: target.label,
      language: target.language,
      code: shape.authenticated ? target.withCredentials(code) : code,
    };
  });
}

/**
 * The request as a curl command for the site's sandbox, with the sandbox's published demo keys in it
 * (they open nothing else), ready to paste: `base` is the sandbox's URL.
 */
export function sandboxCurl(
  shape: RequestShape,
  parts: RequestParts,
  base: string,
  keys: { publicKey: string; secretKey: string } = apiSandbox,
): string {
  const [code = ''] = new HTTPSnippet(harRequest(shape, parts, base)).convert('shell', 'curl') as string[];
  return shape.authenticated
    ? replaceOnce(
        code,
        `--header 'Authorization: ${markerHeader}'`,
        `--user '${keys.publicKey}:${keys.secretKey}'`,
      )
    : code;
}
