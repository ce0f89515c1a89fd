import { z } from 'zod';
import { maxHistoryAnswerLength, maxHistoryTurns, type StreamEvent } from '@/lib/assistant/wire';
import { unsafeCharacter } from '@/lib/unsafe-characters';
import { readJsonRequest } from '@/server/http/json-request';
import { fieldPath } from '@/config/issues';
import { apiError, invalidField } from '@/server/http/api-error';
import { jsonResponse as json } from '@/server/http/responses';
import { answerEvents } from './answer-question';
import type { AskDeps } from './deps';
import { highlightAnswer } from './highlight';
import { maxAskBodyBytes, maxQuestionLength } from './limits';

const text = (max: number, { multiline }: { multiline: boolean }) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !unsafeCharacter(value, { multiline }), {
      error: 'must not contain control characters',
    });

const bodySchema = z.object(
  {
    question: text(maxQuestionLength, { multiline: true }),
    locale: z
      .string({ error: 'must be text' })
      .max(16, { error: 'must be a locale such as en-US' })
      .optional(),
    history: z
      .array(
        z.object(
          {
            question: text(maxQuestionLength, { multiline: true }),
            answer: text(maxHistoryAnswerLength, { multiline: true }),
          },
          { error: 'must be a {question, answer} turn' },
        ),
        { error: 'must be a list of {question, answer}' },
      )
      .max(maxHistoryTurns, { error: `must hold at most ${maxHistoryTurns} earlier turns` })
      .optional(),
  },
  { error: 'must be a JSON object' },
);

const wantsStream = (request: Request) =>
  /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.get('accept') ?? '');

const sse = ({ event, data }: StreamEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `POST /api/ask` `{question, locale?, history?}`: answers from the docs of the locale, taking the
 * conversation's earlier turns into account. With a model endpoint configured the model writes the
 * answer from the retrieved passages; without one, or when it fails, the answer quotes the passages.
 * `Accept: text/event-stream` streams it (lib/assistant/wire.ts); otherwise it is one JSON answer.
 * Bad input is a 400 with a JSON error, too many questions a 429.
 */
export async function handleAsk(request: Request, deps: AskDeps): Promise<Response> {
  const read = await readJsonRequest(request, {
    maxBytes: maxAskBodyBytes,
    limiter: deps.limiter,
    salt: deps.salt,
    noun: { one: 'the question', many: 'questions' },
  });
  if (!read.ok) return read.response;
  const key = read.clientKey;
  const parsed = bodySchema.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return issue.path.length === 0
      ? apiError('invalid_body', `The body ${issue.message}.`)
      : invalidField(fieldPath(issue.path), issue.message);
  }
  const events = answerEvents(deps, { ...parsed.data, clientKey: key, signal: request.signal });

  if (!wantsStream(request)) {
    for await (const event of events) if (event.type === 'done') return json(200, event.answer);
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next().catch((error: unknown) => {
        deps.log?.(`assistant stream failed: ${(error as Error).message}`);
        return { done: true as const, value: undefined };
      });
      if (next.done) return controller.close();
      const event = next.value;
      if (event.type === 'delta') {
        controller.enqueue(encoder.encode(sse({ event: 'delta', data: { text: event.text } })));
        return;
      }
      const code = await highlightAnswer(event.answer.answer).catch(() => []);
      controller.enqueue(encoder.encode(sse({ event: 'done', data: { ...event.answer, code } })));
    },
    // The reader went away: stop the model's answer too.
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold the events back until a buffer fills.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
