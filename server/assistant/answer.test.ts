import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { SearchIndex } from '@/lib/search/engine';
import { extractiveAnswer, modelMessages, retrieve, retrieveForConversation, streamModel } from './answer';

const documents = [
  {
    url: '/docs/sessions',
    title: 'Sessions',
    description: 'Group traces into sessions.',
    sections: [
      { id: '', heading: '', text: 'A session groups the traces of one conversation.' },
      {
        id: 'session-id',
        heading: 'Set the session id',
        text: 'Pass `session_id` to group traces into a session.',
      },
    ],
  },
  {
    url: '/self-hosting',
    title: 'Self-hosting',
    description: 'Run Spanlight yourself.',
    sections: [{ id: '', heading: '', text: 'You need PostgreSQL, ClickHouse and Redis to self-host.' }],
  },
  {
    url: '/docs/sdk/typescript',
    title: 'TypeScript SDK',
    description: 'Trace from Node.js.',
    sections: [{ id: '', heading: '', text: 'Install the TypeScript SDK from npm and create a client.' }],
  },
];

function index() {
  const { index: file, text } = buildSearchIndex(documents);
  const search = new SearchIndex(file);
  search.attachText(text);
  return search;
}

const texts = { fromDocs: 'From the docs:', notFound: 'Nothing found.' };

describe('retrieve and extractiveAnswer', () => {
  it('finds the sections that answer a question and quotes them as Markdown, numbered', () => {
    const passages = retrieve(index(), 'how do I group traces into a session');
    expect(passages[0]).toMatchObject({ url: '/docs/sessions#session-id', heading: 'Set the session id' });
    const answer = extractiveAnswer(passages, texts, 'en-US');
    expect(answer.generated).toBe(false);
    expect(answer.answer).toMatch(
      /^From the docs:\n\n> \*\*Sessions › Set the session id\*\* \[1\]\n>\n> Pass `?session_id`? to group traces into a session\./,
    );
    expect(answer.sources[0]).toEqual({
      n: 1,
      title: 'Sessions',
      heading: 'Set the session id',
      url: '/docs/sessions#session-id',
    });
  });

  it('keeps quoted text from turning into headings, lists or HTML', () => {
    const answer = extractiveAnswer(
      [{ title: 'A_b *c*', heading: '', url: '/a', text: '# Not a heading <script>x</script>' }],
      texts,
      'en-US',
    );
    expect(answer.answer).toBe(
      'From the docs:\n\n> **A\\_b \\*c\\*** [1]\n>\n> \\# Not a heading \\<script>x\\</script>',
    );
  });

  it('says so when the docs have nothing on the question', () => {
    expect(extractiveAnswer(retrieve(index(), 'kubernetes helm'), texts, 'en-US')).toEqual({
      answer: 'Nothing found.',
      sources: [],
      generated: false,
    });
  });

  it('finds what a short follow-up is about from the question before it', () => {
    const search = index();
    expect(retrieve(search, 'and in TypeScript?').map((p) => p.url)).toEqual(['/docs/sdk/typescript']);
    const history = [{ question: 'How do I group traces into a session?', answer: 'Pass session_id [1].' }];
    const urls = retrieveForConversation(search, 'what about TypeScript?', history).map((p) => p.url);
    expect(urls).toContain('/docs/sdk/typescript');
    expect(urls).toContain('/docs/sessions#session-id');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('grounds the model in the passages, numbered, with the conversation before the question', () => {
    const history = [{ question: 'Can I self-host?', answer: 'Yes [1].' }];
    const messages = modelMessages('What do I need?', retrieve(index(), 'self-host'), 'Spanlight', history);
    expect(messages[0]!.content).toContain('[1] Self-hosting (/self-hosting)\n');
    expect(messages[0]!.content).toContain('You need PostgreSQL, ClickHouse and Redis');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Can I self-host?' },
      { role: 'assistant', content: 'Yes [1].' },
      { role: 'user', content: 'What do I need?' },
    ]);
  });
});

describe('streamModel', () => {
  const servers: { close(): void; closeAllConnections(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  /** A local stand-in for an OpenAI-compatible endpoint. */
  async function endpoint(answer: (request: string, response: ServerResponse) => void) {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => answer(`${request.url} ${request.headers.authorization} ${body}`, response));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  const messages = modelMessages('Q?', [], 'Spanlight');
  const collect = async (stream: AsyncGenerator<string>) => {
    const parts: string[] = [];
    for await (const part of stream) parts.push(part);
    return parts;
  };
  const event = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

  it('posts a streamed chat completion with the key and yields the text as it arrives', async () => {
    let seen = '';
    let sent = 0;
    const baseUrl = await endpoint((request, response) => {
      seen = request;
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(event('Use '));
      sent = 1;
      setTimeout(() => {
        sent = 2;
        response.end(`${event('sessions [1].')}data: [DONE]\n\n`);
      }, 50);
    });
    const stream = streamModel({ baseUrl, apiKey: 'sk-test', model: 'small' }, messages);
    const first = await stream.next();
    // The first words arrive before the endpoint has written the rest.
    expect([first.value, sent]).toEqual(['Use ', 1]);
    expect(await collect(stream)).toEqual(['sessions [1].']);
    expect(seen).toMatch(/^\/v1\/chat\/completions Bearer sk-test \{"model":"small","messages":/);
    expect(seen).toContain('"stream":true');
  });

  it('stops the model request when the asker goes away, though the model is still writing', async () => {
    let closedAt = 0;
    const baseUrl = await endpoint((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(event('Slow '));
      // The model would go on for a minute; the stand-in notes when its request is closed.
      const more = setInterval(() => response.write(event('more ')), 100);
      response.on('close', () => {
        clearInterval(more);
        closedAt = performance.now();
      });
    });
    const asker = new AbortController();
    const stream = streamModel({ baseUrl, apiKey: undefined, model: 'm' }, messages, {
      signal: asker.signal,
    });
    expect((await stream.next()).value).toBe('Slow ');
    const leftAt = performance.now();
    asker.abort();
    await expect(collect(stream)).rejects.toThrow('the asker went away');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedAt).toBeGreaterThan(0);
    expect(closedAt - leftAt).toBeLessThan(500);
  });

  it('reads an endpoint that answers with one JSON reply instead', async () => {
    const baseUrl = await endpoint((_, response) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content: 'Whole [1].' } }] })),
    );
    expect(await collect(streamModel({ baseUrl, apiKey: undefined, model: 'm' }, messages))).toEqual([
      'Whole [1].',
    ]);
  });

  it('throws on an error status, a reply without text, a broken event, and time-outs', async () => {
    const model = (baseUrl: string) => ({ baseUrl, apiKey: undefined, model: 'm' });
    const failing = await endpoint((_, response) => response.writeHead(500).end('{}'));
    await expect(collect(streamModel(model(failing), messages))).rejects.toThrow('500');
    const empty = await endpoint((_, response) =>
      response.writeHead(200, { 'Content-Type': 'text/event-stream' }).end('data: [DONE]\n\n'),
    );
    await expect(collect(streamModel(model(empty), messages))).rejects.toThrow('no text');
    const broken = await endpoint((_, response) =>
      response.writeHead(200, { 'Content-Type': 'text/event-stream' }).end('data: {oops\n\n'),
    );
    await expect(collect(streamModel(model(broken), messages))).rejects.toThrow('not JSON');
    const silent = await endpoint(() => undefined);
    const limits = { firstTokenMs: 100, idleMs: 100, totalMs: 1000, maxChars: 100 };
    await expect(collect(streamModel(model(silent), messages, { limits }))).rejects.toThrow(
      'wrote nothing for 100 ms',
    );
    const stalling = await endpoint((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(event('Half'));
    });
    // A first word long in coming on a loaded machine is not a pause: only the pause may end this one.
    const pauseOnly = { ...limits, firstTokenMs: 10_000, totalMs: 20_000 };
    await expect(collect(streamModel(model(stalling), messages, { limits: pauseOnly }))).rejects.toThrow(
      'paused for more than 100 ms',
    );
  });

  it('stops reading at the length limit', async () => {
    const baseUrl = await endpoint((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(event('x'.repeat(80)));
      response.write(event('y'.repeat(80)));
    });
    const limits = { firstTokenMs: 1000, idleMs: 1000, totalMs: 2000, maxChars: 100 };
    const parts = await collect(
      streamModel({ baseUrl, apiKey: undefined, model: 'm' }, messages, { limits }),
    );
    expect(parts.join('')).toHaveLength(100);
  });
});
