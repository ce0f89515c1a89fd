import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createWebhookForwarder, webhookMessage } from './webhook';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A local stand-in for the chat service's incoming webhook. */
async function hookServer(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => handler(request, body, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

const event = {
  page: '/docs/tracing',
  value: 'negative' as const,
  comment: 'Step 2 fails\non Windows',
  locale: 'en-US',
};

describe('webhookMessage', () => {
  it('is a Slack-compatible text with the page as a link and the comment quoted', () => {
    expect(webhookMessage(event, 'https://spanlight.example')).toEqual({
      text: ':-1: Not helpful — <https://spanlight.example/docs/tracing|/docs/tracing> (en-US)\n> Step 2 fails\n> on Windows',
    });
    expect(webhookMessage({ page: '/', value: 'positive', locale: 'ja' }, 'https://s.example').text).toBe(
      ':+1: Helpful — <https://s.example/|/> (ja)',
    );
  });

  it('shows what visitors wrote literally: no channel pings, no disguised links', () => {
    const { text } = webhookMessage(
      {
        page: '/docs/a&b',
        value: 'negative',
        locale: 'en-US',
        comment: '<!here> see <https://evil.example|cloud.spanlight.example> & <@U123>',
      },
      'https://s.example',
    );
    expect(text).toBe(
      ':-1: Not helpful — <https://s.example/docs/a&amp;b|/docs/a&amp;b> (en-US)\n' +
        '> &lt;!here&gt; see &lt;https://evil.example|cloud.spanlight.example&gt; &amp; &lt;@U123&gt;',
    );
  });

  it('never lets a comment open a Slack control sequence', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (comment) => {
        const { text } = webhookMessage(
          { page: '/docs', value: 'positive', locale: 'ja', comment },
          'https://s.example',
        );
        const quoted = text
          .split('\n')
          .slice(1)
          .map((line) => line.replace(/^> /, ''))
          .join('\n');
        expect(quoted).not.toMatch(/[<>]/);
        expect(quoted.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
      }),
    );
  });
});

/** A forwarder to `url` with fast retries and its log lines collected; `options` override. */
function forwarderTo(url: string, options: Partial<Parameters<typeof createWebhookForwarder>[0]> = {}) {
  const logs: string[] = [];
  const forwarder = createWebhookForwarder({
    url,
    siteUrl: 'https://s.example',
    baseDelayMs: 10,
    log: (m) => logs.push(m),
    ...options,
  });
  return { forwarder, logs };
}

describe('createWebhookForwarder', () => {
  it('posts JSON and retries failures in the background until one succeeds', async () => {
    const received: string[] = [];
    let calls = 0;
    const url = await hookServer((request, body, response) => {
      calls += 1;
      received.push(`${request.method} ${request.headers['content-type']} ${body}`);
      response.statusCode = calls < 3 ? 503 : 200;
      response.end(calls < 3 ? 'busy' : 'ok');
    });
    const { forwarder, logs } = forwarderTo(url);
    forwarder.send(event);
    await forwarder.idle();
    expect(calls).toBe(3);
    expect(received[2]).toBe(
      `POST application/json ${JSON.stringify(webhookMessage(event, 'https://s.example'))}`,
    );
    expect(logs).toEqual([]);
  });

  it('returns at once even when the hook hangs, and gives up after its attempts with a log line', async () => {
    const url = await hookServer(() => {
      /* never answers */
    });
    const { forwarder, logs } = forwarderTo(url, { attempts: 2, timeoutMs: 100 });
    const started = performance.now();
    forwarder.send(event);
    expect(performance.now() - started).toBeLessThan(20);
    await forwarder.idle();
    expect(logs).toEqual([expect.stringMatching(/failed after 2 attempts .*\/docs\/tracing dropped/)]);
  });

  it('does not retry a 4xx answer other than 429', async () => {
    let calls = 0;
    const url = await hookServer((_request, _body, response) => {
      calls += 1;
      response.statusCode = 404;
      response.end();
    });
    const { forwarder, logs } = forwarderTo(url);
    forwarder.send(event);
    await forwarder.idle();
    expect(calls).toBe(1);
    expect(logs).toEqual(['feedback webhook answered 404; not retrying']);
  });

  it('keeps the queue bounded, dropping the oldest events', async () => {
    const pages: string[] = [];
    const url = await hookServer((_request, body, response) => {
      pages.push(JSON.parse(body).text);
      response.end();
    });
    const { forwarder, logs } = forwarderTo(url, { concurrency: 1, maxQueue: 2 });
    for (const page of ['/1', '/2', '/3', '/4']) forwarder.send({ ...event, page, comment: undefined });
    await forwarder.idle();
    // /1 was in flight at once; /2 was pushed out of the queue by /4.
    expect(pages.map((text) => text.match(/\|(\/\d)>/)![1])).toEqual(['/1', '/3', '/4']);
    expect(logs).toEqual(['feedback webhook queue full; oldest event dropped']);
  });

  it('at shutdown, delivers the queue without back-off waits', async () => {
    let calls = 0;
    const url = await hookServer((_request, _body, response) => {
      calls += 1;
      response.statusCode = calls % 2 === 1 ? 503 : 200;
      response.end();
    });
    // Back-off of 60 s between attempts: without the drain these events would wait minutes.
    const { forwarder, logs } = forwarderTo(url, { baseDelayMs: 60_000, concurrency: 1 });
    for (const page of ['/1', '/2', '/3']) forwarder.send({ ...event, page });
    const started = performance.now();
    expect(await forwarder.drain(5000)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(calls).toBe(6);
    expect(logs).toEqual([]);
  });

  it('at shutdown, logs what could not be delivered in time, one JSON line per event', async () => {
    const url = await hookServer(() => {
      /* never answers */
    });
    const { forwarder, logs } = forwarderTo(url, { concurrency: 1, timeoutMs: 10_000 });
    forwarder.send({ ...event, page: '/a' });
    forwarder.send({ ...event, page: '/b' });
    const left = await forwarder.drain(200);
    expect(left.map((e) => e.page)).toEqual(['/a', '/b']);
    expect(logs.map((line) => JSON.parse(line.replace(/^[^{]*/, '')).page)).toEqual(['/a', '/b']);
  });
});
