import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSandbox } from '@/config/api-sandbox';
import { createRateLimiter } from '@/server/http/rate-limit';
import { handleSandbox } from '@/server/sandbox/handler';
import { closestAnswer, createSandbox } from '@/server/sandbox/sandbox';
import { loadApiDocument } from '../../scripts/openapi-core.mjs';
import { codeSamples, codeTargets } from './code-samples';
import { exampleParts, requestShapes, type RequestShape } from './request-shape';

const run = promisify(execFile);
let shapes: RequestShape[];
let server: Server;
let base: string;
const shape = (id: string) => shapes.find((s) => s.operationId === id)!;

beforeAll(async () => {
  const { document } = await loadApiDocument('content/openapi.yml');
  shapes = requestShapes(document as Record<string, unknown>);
  const sandbox = createSandbox(shapes, apiSandbox);
  // The sandbox's handler behind a plain Node server: what the samples reach is what the site serves.
  server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const response = await handleSandbox(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        ...(req.method === 'GET' || req.method === 'HEAD'
          ? {}
          : { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }),
      }),
      {
        enabled: true,
        sandbox: () => sandbox,
        limiter: createRateLimiter(10_000),
        salt: 'samples',
        maxBodyBytes: apiSandbox.maxBodyBytes,
        basePath: apiSandbox.basePath,
      },
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${apiSandbox.basePath}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('code samples (@readme/httpsnippet)', () => {
  it('writes every operation in nine languages with keys read from the environment, never inline', () => {
    expect(codeTargets.map((t) => t.label)).toEqual([
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
    for (const s of shapes) {
      const samples = codeSamples(s, exampleParts(s), 'https://cloud.spanlight.example/api/public');
      for (const sample of samples) {
        const where = `${s.operationId} ${sample.label}`;
        expect(sample.code, where).not.toContain('SPANLIGHT_AUTH_MARKER');
        expect(sample.code, where).not.toContain(apiSandbox.secretKey);
        if (s.authenticated) {
          expect(sample.code, where).toContain('SPANLIGHT_PUBLIC_KEY');
          expect(sample.code, where).toContain('SPANLIGHT_SECRET_KEY');
        } else expect(sample.code, where).not.toContain('Authorization');
        expect(sample.code, where).toContain('cloud.spanlight.example');
        expect(sample.code, where).toContain(`/api/public${s.path.replace(/\{.*$/, '')}`);
      }
    }
  });

  it('carries what the reader typed: path, query and body', () => {
    const prompt = shape('getPrompt');
    const [curl] = codeSamples(
      prompt,
      { path: { name: 'support/greeting' }, query: [['label', 'staging']] },
      base,
    );
    expect(curl!.code).toContain('/prompts/support%2Fgreeting?label=staging');
    const score = shape('createScore');
    const python = codeSamples(
      score,
      { path: {}, query: [], body: '{"traceId":"t-1","name":"q","value":0.5}' },
      base,
    )[1]!;
    expect(python.code).toMatch(/"traceId": "t-1"/);
  });
});

// The requests the samples make reach the sandbox and get its example answer: run with the demo keys
// in the environment, and refused with wrong ones (so a sample that sends no credentials fails).
const runners: Record<string, (file: string) => [string, string[]]> = {
  cURL: (file) => ['bash', [file]],
  Python: (file) => ['python3', [file]],
  'JS/TS': (file) => ['node', [file]],
  'Node.js': (file) => ['node', [file]],
  Java: (file) => ['java', [file]],
};
const extensions: Record<string, string> = {
  cURL: 'sh',
  Python: 'py',
  'JS/TS': 'mjs',
  'Node.js': 'cjs',
  Java: 'java',
};

/**
 * Java's samples are statements: the reader puts them in a method; the test puts them in Main. The
 * fetch sample logs the parsed answer, which Node prints to a depth of two: the test logs it as JSON.
 */
const asProgram = (label: string, code: string) =>
  label === 'Java'
    ? `import java.net.URI;\nimport java.net.http.*;\n\npublic class Main {\n  public static void main(String[] args) throws Exception {\n${code}\n  }\n}\n`
    : label === 'JS/TS'
      ? `console.log = (value) => process.stdout.write(JSON.stringify(value));\n${code}`
      : code;

describe('code samples run against the sandbox', () => {
  const operations = ['getPrompt', 'createScore', 'listTraces'];
  for (const label of Object.keys(runners)) {
    it(`${label}: ${operations.join(', ')}`, { timeout: 60_000 }, async () => {
      const folder = mkdtempSync(join(tmpdir(), 'samples-'));
      for (const id of operations) {
        const s = shape(id);
        const sample = codeSamples(s, exampleParts(s), base).find((c) => c.label === label)!;
        const file = join(folder, label === 'Java' ? 'Main.java' : `${id}.${extensions[label]}`);
        writeFileSync(file, asProgram(label, sample.code));
        const [command, args] = runners[label]!(file);
        const env = {
          ...process.env,
          SPANLIGHT_PUBLIC_KEY: apiSandbox.publicKey,
          SPANLIGHT_SECRET_KEY: apiSandbox.secretKey,
        };
        const { stdout } = await run(command, args, { env, timeout: 30_000 });
        const parts = exampleParts(s);
        // What the sandbox answers the example request with (its closest 2xx example).
        const expected = closestAnswer(s, parts.path, parts.query, parts.body ?? '').body;
        expect(JSON.parse(stdout), `${label} ${id}`).toEqual(expected);
        const refused = await run(command, args, {
          env: { ...env, SPANLIGHT_SECRET_KEY: 'wrong' },
          timeout: 30_000,
        });
        expect(refused.stdout, `${label} ${id} with a wrong key`).toContain('unauthorized');
      }
    });
  }
});
