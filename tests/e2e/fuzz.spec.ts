import { connect } from 'node:net';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { validateFeedback } from '@/lib/feedback/validation';

/**
 * Generated bad input thrown at every route of the production build that takes input: no answer is
 * a 5xx, none is slow, none reflects markup, and the feedback store keeps nothing it should not.
 * The counts are printed as `fuzz figures` (bench/RESULTS.md records a run).
 */

test.describe.configure({ mode: 'serial' });

const slowMs = 3000;
/** `FUZZ_SCALE=20 npx playwright test fuzz` tries twenty times as many inputs, to hunt a rare failure. */
const runs = (n: number) => Math.round(n * Number(process.env.FUZZ_SCALE ?? 1));
const marker = '<fuzz-probe>';
const figures: Record<
  string,
  { tried: number; fiveHundreds: number; slowest: number; timedAgain: number; slowestRequest?: string }
> = {};

function count(route: string, status: number, ms: number, request?: string) {
  const entry = (figures[route] ??= { tried: 0, fiveHundreds: 0, slowest: 0, timedAgain: 0 });
  entry.tried += 1;
  if (status >= 500) entry.fiveHundreds += 1;
  if (ms > entry.slowest) Object.assign(entry, { slowest: Math.round(ms), slowestRequest: request });
}

/**
 * A raw HTTP/1.1 request, so paths and headers go out exactly as generated. The socket is not
 * half-closed: the server closes it after the answer (`Connection: close`).
 */
function raw(
  port: number,
  head: string,
  body = '',
): Promise<{ status: number; headers: string; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        Buffer.concat([Buffer.from(`${head}\r\nConnection: close\r\n\r\n`, 'latin1'), Buffer.from(body)]),
      );
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        ms: performance.now() - started,
      });
    });
  });
}

type Answer = Awaited<ReturnType<typeof raw>>;

/**
 * Sends a request, and once more when its answer was slow: an input that is slow to answer is slow
 * every time, while a pause of the machine (garbage collection, a burst from a test running beside
 * this one, a route's first load) is not. The answer returned is the last one; `sent` says how many
 * went out, and every answer is counted in the figures.
 */
async function timed(route: string, send: () => Promise<Answer>, request?: string) {
  let answer = await send();
  count(route, answer.status, answer.ms, request);
  if (answer.ms < slowMs) return { ...answer, sent: 1 };
  figures[route]!.timedAgain += 1;
  answer = await send();
  count(route, answer.status, answer.ms, request);
  return { ...answer, sent: 2 };
}

/** Path characters as an attacker writes them: encodings broken or not, traversal, unicode. */
const pathSegment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2f',
    '%5c',
    '%00',
    '%',
    '%E0%A4%A',
    '%ff',
    '%C0%AF',
    '%0A',
    'a%0Db',
    '%E2%80%A8',
    '~',
    '.md',
    'index',
  ),
  fc.string({ unit: 'binary', maxLength: 6 }).map((s) => encodeURIComponent(s)),
  fc.constant(encodeURIComponent(marker)),
);
const rawPath = fc.array(pathSegment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('/'));

function decodedOrRaw(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain; x=application/json',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  '',
);

test('/api/feedback: no 5xx, nothing slow, nothing stored from bad bodies', async ({ baseURL, request }) => {
  test.setTimeout(runs(120_000));
  const port = Number(new URL(baseURL!).port);
  // Votes are stored for the site's own pages only: the fuzz votes on one no other test votes on,
  // and counts what it gained.
  const target = '/security/iso27001';
  const admin = { authorization: 'Bearer e2e-admin-token-0123456789abcdef' };
  const votesOn = async () => {
    const summary = await (await request.get('/api/feedback/summary?limit=500', { headers: admin })).json();
    const entry = (summary.pages as { page: string; positive: number; negative: number }[]).find(
      (item) => item.page === target,
    );
    return entry ? entry.positive + entry.negative : 0;
  };
  const before = await votesOn();
  const commentOrValue = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 40 }).map((s) => `${s}\u0000`),
    fc.constant(`${marker}\u001b[31m`),
    fc.constant('x'.repeat(2100)),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc
      .record(
        {
          page: fc.oneof(
            fc.constant(target),
            rawPath.map((p) => `${target}/${decodedOrRaw(p).slice(0, 40)}`),
            rawPath.map((p) => `/${decodedOrRaw(p).slice(0, 40)}`),
            commentOrValue,
          ),
          feedback: fc.oneof(fc.constantFrom('positive', 'negative', 'meh', ''), commentOrValue),
          comment: commentOrValue,
          extra: fc.jsonValue({ maxDepth: 1 }),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constant('['.repeat(5000)),
  );
  let shouldStore = 0;
  await fc.assert(
    fc.asyncProperty(body, contentTypes, async (text, type) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const valid =
        type.startsWith('application/json') &&
        !type.includes('latin1') &&
        Buffer.byteLength(text) <= 8192 &&
        validateFeedback(parsed).ok &&
        (parsed as { page: string }).page === target;
      if (valid) shouldStore += 1;
      const head = [
        'POST /api/feedback HTTP/1.1',
        'Host: localhost',
        ...(type ? [`Content-Type: ${type}`] : []),
        `Content-Length: ${Buffer.byteLength(text)}`,
      ].join('\r\n');
      const answer = await timed('/api/feedback', () => raw(port, head, text));
      if (valid) shouldStore += answer.sent - 1;
      expect(answer.status, text.slice(0, 200)).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(answer.ms).toBeLessThan(slowMs);
      expect(answer.body).not.toContain(marker);
    }),
    { numRuns: runs(600) },
  );
  expect((await votesOn()) - before).toBe(shouldStore);
});

test('/api/ask: no 5xx, nothing slow, no reflected markup', async ({ baseURL }) => {
  test.setTimeout(runs(120_000));
  const port = Number(new URL(baseURL!).port);
  const body = fc.oneof(
    fc
      .record(
        {
          question: fc.oneof(fc.string({ unit: 'binary', maxLength: 600 }), fc.jsonValue()),
          locale: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
    fc.constant(JSON.stringify({ question: `${marker} how do I trace?` })),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constant('['.repeat(20_000)),
  );
  await fc.assert(
    fc.asyncProperty(
      body,
      contentTypes,
      fc.constantFrom('', 'https://evil.example', 'null'),
      async (text, type, origin) => {
        const head = [
          'POST /api/ask HTTP/1.1',
          'Host: localhost',
          ...(type ? [`Content-Type: ${type}`] : []),
          ...(origin ? [`Origin: ${origin}`] : []),
          `Content-Length: ${Buffer.byteLength(text)}`,
        ].join('\r\n');
        const answer = await timed('/api/ask', () => raw(port, head, text));
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(500);
        expect(answer.ms).toBeLessThan(slowMs);
        expect(answer.headers.toLowerCase()).toContain('content-type: application/json');
      },
    ),
    { numRuns: runs(300) },
  );
});

test('/api/og: always an image, never slow', async ({ baseURL }) => {
  test.setTimeout(runs(120_000));
  const port = Number(new URL(baseURL!).port);
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        title: fc.string({ unit: 'binary', maxLength: 300 }),
        description: fc.string({ unit: 'binary', maxLength: 300 }),
        lang: fc.constantFrom('', 'ja', 'ko', 'zh', 'xx', '__proto__'),
        section: fc.constantFrom('', 'Docs', 'Blog', marker),
      }),
      async (query) => {
        const answer = await timed('/api/og', () =>
          raw(port, `GET /api/og?${new URLSearchParams(query).toString()} HTTP/1.1\r\nHost: localhost`),
        );
        expect(answer.status).toBe(200);
        expect(answer.headers.toLowerCase()).toContain('content-type: image/png');
        expect(answer.ms).toBeLessThan(slowMs);
      },
    ),
    { numRuns: runs(80) },
  );
});

for (const [route, prefix, suffix] of [
  ['Markdown twins', '/', '.md'],
  ['search files', '/search/', ''],
  ['cookbook files', '/cookbook/', ''],
  ['pages', '/', ''],
] as const) {
  test(`${route}: any path is a 200, 400 or 404 — never a 5xx, never slow, never reflected`, async ({
    baseURL,
  }) => {
    test.setTimeout(runs(120_000));
    const port = Number(new URL(baseURL!).port);
    await fc.assert(
      fc.asyncProperty(
        rawPath,
        fc.constantFrom('*/*', 'text/markdown', 'text/markdown, */*', 'text/html'),
        async (path, accept) => {
          const answer = await timed(
            route,
            () => raw(port, `GET ${prefix}${path}${suffix} HTTP/1.1\r\nHost: localhost\r\nAccept: ${accept}`),
            `${prefix}${path}${suffix} (${accept})`,
          );
          expect([200, 308, 400, 404], `${prefix}${path}${suffix}`).toContain(answer.status);
          expect(answer.ms).toBeLessThan(slowMs);
          expect(answer.body).not.toContain(marker);
          // A page that is not found is the whole 404 document, never the empty shell the browser
          // fills in (which loses the theme and the language).
          expect(answer.body).not.toContain('id="__next_error__"');
        },
      ),
      { numRuns: runs(200) },
    );
  });
}

test.afterAll(() => {
  console.log(`fuzz figures: ${JSON.stringify(figures)}`);
});
