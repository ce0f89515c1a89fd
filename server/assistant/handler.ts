import { z } from 'zod';
import type { SearchIndex } from '@/lib/search/engine';
import type { RateLimiter } from '@/server/feedback/rate-limit';
import { clientKey } from '@/server/feedback/handler';
import { askModel, extractiveAnswer, modelMessages, retrieve, type AnswerTexts } from './answer';
import { maxQuestionLength } from './limits';
import type { ModelEndpoint } from './settings';

export interface AskDeps {
  locales: readonly string[];
  defaultLocale: string;
  /** The locale's search index with its section texts attached. */
  indexFor: (locale: string) => SearchIndex;
  textsFor: (locale: string) => AnswerTexts;
  model: ModelEndpoint | undefined;
  limiter: RateLimiter;
  salt: string;
  siteName: string;
  fetcher?: typeof fetch;
  log?: (message: string) => void;
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const bodySchema = z.object({
  question: z
    .string({ error: 'question: must be text' })
    .trim()
    .min(1, { error: 'question: must not be empty' })
    .max(maxQuestionLength, { error: `question: at most ${maxQuestionLength} characters` }),
  locale: z.string().optional(),
});

/**
 * `POST /api/ask` `{question, locale?}`: answers from the docs of the locale. With a model endpoint
 * configured the model writes the answer from the retrieved passages; without one, or when it fails,
 * the answer quotes the passages. Bad input is a 400 with a JSON error, too many questions a 429.
 */
export async function handleAsk(request: Request, deps: AskDeps): Promise<Response> {
  if (!request.headers.get('content-type')?.includes('application/json')) {
    return json(415, { error: 'send the question as application/json' });
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json(400, { error: 'the body is not valid JSON' });
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return json(400, { error: parsed.error.issues[0]?.message ?? 'invalid question' });
  const { allowed, retryAfter } = deps.limiter.hit(clientKey(request, deps.salt));
  if (!allowed) {
    return json(
      429,
      { error: 'too many questions; try again shortly' },
      { 'Retry-After': String(retryAfter) },
    );
  }
  const { question } = parsed.data;
  const locale =
    parsed.data.locale && deps.locales.includes(parsed.data.locale) ? parsed.data.locale : deps.defaultLocale;
  const passages = retrieve(deps.indexFor(locale), question);
  const fallback = extractiveAnswer(passages, deps.textsFor(locale));
  if (!deps.model || passages.length === 0) return json(200, fallback);
  try {
    const answer = await askModel(deps.model, modelMessages(question, passages, deps.siteName), {
      fetcher: deps.fetcher,
    });
    return json(200, { answer, sources: fallback.sources, generated: true });
  } catch (error) {
    deps.log?.(`assistant model failed (${(error as Error).message}); answered from the docs`);
    return json(200, fallback);
  }
}
