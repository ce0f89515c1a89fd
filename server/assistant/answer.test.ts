import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { SearchIndex } from '@/lib/search/engine';
import { askModel, extractiveAnswer, modelMessages, retrieve } from './answer';

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
        text: 'Pass session_id to group traces into a session.',
      },
    ],
  },
  {
    url: '/self-hosting',
    title: 'Self-hosting',
    description: 'Run Spanlight yourself.',
    sections: [{ id: '', heading: '', text: 'You need PostgreSQL, ClickHouse and Redis to self-host.' }],
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
  it('finds the sections that answer a question and quotes them with their sources', () => {
    const passages = retrieve(index(), 'how do I group traces into a session');
    expect(passages[0]).toMatchObject({ url: '/docs/sessions#session-id', heading: 'Set the session id' });
    const answer = extractiveAnswer(passages, texts);
    expect(answer.generated).toBe(false);
    expect(answer.answer.startsWith('From the docs:\n\nSessions › Set the session id\nPass session_id')).toBe(
      true,
    );
    expect(answer.sources[0]).toEqual({
      title: 'Sessions',
      heading: 'Set the session id',
      url: '/docs/sessions#session-id',
    });
  });

  it('says so when the docs have nothing on the question', () => {
    expect(extractiveAnswer(retrieve(index(), 'kubernetes helm'), texts)).toEqual({
      answer: 'Nothing found.',
      sources: [],
      generated: false,
    });
  });

  it('grounds the model in the passages, numbered, and passes the question as the user turn', () => {
    const messages = modelMessages('What do I need?', retrieve(index(), 'self-host'), 'Spanlight');
    expect(messages[0]!.content).toContain('[1] Self-hosting (/self-hosting)\n');
    expect(messages[0]!.content).toContain('You need PostgreSQL, ClickHouse and Redis');
    expect(messages[1]).toEqual({ role: 'user', content: 'What do I need?' });
  });
});

describe('askModel', () => {
  const servers: { close(): void; closeAllConnections(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  /** A local stand-in for an OpenAI-compatible endpoint. */
  async function endpoint(answer: (body: string) => { status: number; body: string } | null) {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const reply = answer(`${request.url} ${request.headers.authorization} ${body}`);
        if (reply) response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body);
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  const messages = modelMessages('Q?', [], 'Spanlight');

  it('posts the chat completion with the key and returns the reply text', async () => {
    let seen = '';
    const baseUrl = await endpoint((request) => {
      seen = request;
      return {
        status: 200,
        body: JSON.stringify({ choices: [{ message: { content: ' Use sessions [1]. ' } }] }),
      };
    });
    expect(await askModel({ baseUrl, apiKey: 'sk-test', model: 'small' }, messages)).toBe(
      'Use sessions [1].',
    );
    expect(seen).toMatch(/^\/v1\/chat\/completions Bearer sk-test \{"model":"small","messages":/);
  });

  it('throws on an error status, a reply without text, and a time-out', async () => {
    const failing = await endpoint(() => ({ status: 500, body: '{}' }));
    await expect(askModel({ baseUrl: failing, apiKey: undefined, model: 'm' }, messages)).rejects.toThrow(
      '500',
    );
    const empty = await endpoint(() => ({ status: 200, body: '{"choices":[]}' }));
    await expect(askModel({ baseUrl: empty, apiKey: undefined, model: 'm' }, messages)).rejects.toThrow(
      'no text',
    );
    const hanging = await endpoint(() => null);
    await expect(
      askModel({ baseUrl: hanging, apiKey: undefined, model: 'm' }, messages, { timeoutMs: 100 }),
    ).rejects.toThrow();
  });
});
