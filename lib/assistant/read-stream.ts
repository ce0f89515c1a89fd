import { createParser } from 'eventsource-parser';
import type { Answer, HighlightedCode } from './wire';

export type FinalAnswer = Answer & { code: HighlightedCode[] };

/**
 * Reads `/api/ask`'s answer: Server-Sent Events (`delta` text as it is written, then one `done`),
 * calling `onDelta` for each piece, or a plain JSON answer from a server that did not stream.
 * Resolves with the final answer; rejects when the stream ends without one or holds something else.
 */
export async function readAnswer(response: Response, onDelta: (text: string) => void): Promise<FinalAnswer> {
  if (!response.ok) throw new Error(`the assistant answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const answer = (await response.json()) as Answer & { code?: HighlightedCode[] };
    if (typeof answer?.answer !== 'string') throw new Error('the answer has no text');
    return { ...answer, code: answer.code ?? [] };
  }
  if (!response.body) throw new Error('the answer has no body');
  let final: FinalAnswer | undefined;
  let failure: Error | undefined;
  const parser = createParser({
    onEvent({ event, data }) {
      try {
        const value = JSON.parse(data) as { text?: unknown } & Partial<FinalAnswer>;
        if (event === 'delta' && typeof value.text === 'string') onDelta(value.text);
        else if (event === 'done' && typeof value.answer === 'string')
          final = {
            answer: value.answer,
            sources: value.sources ?? [],
            generated: !!value.generated,
            code: value.code ?? [],
          };
      } catch {
        failure = new Error('the answer stream is not JSON');
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parser.feed(part.value);
    if (failure) throw failure;
  }
  if (!final) throw new Error('the answer stream ended early');
  return final;
}
