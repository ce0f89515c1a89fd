import { z } from 'zod';
import type { SearchIndex } from '@/lib/search/engine';
import { unsafeCharacter } from '@/lib/unsafe-characters';
import { clientKey } from '@/server/http/client-address';
import type { RateLimiter } from '@/server/http/rate-limit';
import {
  declaresMoreThan,
  isCrossSite,
  isJsonContentType,
  readBodyWithin,
} from '@/server/http/request-checks';
import { jsonResponse as json } from '@/server/http/responses';
import type { AnswerTexts } from './answer';
import { answerQuestion } from './answer-question';
import { maxAskBodyBytes, maxQuestionLength } from './limits';
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

const bodySchema = z.object({
  question: z
    .string({ error: 'question: must be text' })
    .trim()
    .min(1, { error: 'question: must not be empty' })
    .max(maxQuestionLength, { error: `question: at most ${maxQuestionLength} characters` })
    .refine((question) => !unsafeCharacter(question, { multiline: true }), {
      error: 'question: must not contain control characters',
    }),
  locale: z.string().max(16, { error: 'locale: must be a locale such as en-US' }).optional(),
});

/**
 * `POST /api/ask` `{question, locale?}`: answers from the docs of the locale. With a model endpoint
 * configured the model writes the answer from the retrieved passages; without one, or when it fails,
 * the answer quotes the passages. Bad input is a 400 with a JSON error, too many questions a 429.
 */
export async function handleAsk(request: Request, deps: AskDeps): Promise<Response> {
  if (isCrossSite(request)) return json(403, { error: 'cross-site questions are not accepted' });
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return json(415, { error: 'send the question as application/json' });
  }
  const tooLarge = () => json(413, { error: `the request body is larger than ${maxAskBodyBytes} bytes` });
  if (declaresMoreThan(request, maxAskBodyBytes)) return tooLarge();
  // Counted before the body is read: a client over its limit costs no reading at all.
  const { allowed, retryAfter } = deps.limiter.hit(clientKey(request, deps.salt));
  if (!allowed) {
    return json(
      429,
      { error: 'too many questions; try again shortly' },
      { 'Retry-After': String(retryAfter) },
    );
  }
  const body = await readBodyWithin(request, maxAskBodyBytes);
  if (!body.ok)
    return body.reason === 'too-large' ? tooLarge() : json(400, { error: 'the body is not UTF-8' });
  let raw: unknown;
  try {
    raw = JSON.parse(body.text);
  } catch {
    return json(400, { error: 'the body is not valid JSON' });
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return json(400, { error: parsed.error.issues[0]?.message ?? 'invalid question' });
  return json(200, await answerQuestion(deps, parsed.data.question, parsed.data.locale));
}
