import { describe, expect, it } from 'vitest';
import { readAnswer } from './read-stream';

const sse = (chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );

describe('readAnswer', () => {
  it('passes each delta on and resolves with the final answer, across chunk boundaries', async () => {
    const deltas: string[] = [];
    const done = {
      answer: 'Final',
      sources: [{ n: 1, title: 'T', heading: '', url: '/t' }],
      generated: true,
      code: [],
    };
    const body = `event: delta\ndata: {"text":"Fi"}\n\nevent: delta\ndata: {"text":"nal"}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
    const answer = await readAnswer(sse([body.slice(0, 17), body.slice(17, 60), body.slice(60)]), (text) =>
      deltas.push(text),
    );
    expect(deltas).toEqual(['Fi', 'nal']);
    expect(answer).toEqual(done);
  });

  it('reads a plain JSON answer', async () => {
    const answer = await readAnswer(Response.json({ answer: 'A', sources: [], generated: false }), () => {});
    expect(answer).toEqual({ answer: 'A', sources: [], generated: false, code: [] });
  });

  it('rejects an error status, a stream that ends early, and events that are not JSON', async () => {
    await expect(readAnswer(Response.json({ error: 'x' }, { status: 429 }), () => {})).rejects.toThrow('429');
    await expect(readAnswer(sse(['event: delta\ndata: {"text":"a"}\n\n']), () => {})).rejects.toThrow(
      'ended early',
    );
    await expect(readAnswer(sse(['event: delta\ndata: {oops\n\n']), () => {})).rejects.toThrow('not JSON');
  });
});
