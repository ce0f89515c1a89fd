import type { Answer, Turn } from '@/lib/assistant/wire';
import {
  extractiveAnswer,
  modelMessages,
  quotedPassages,
  retrieveForConversation,
  streamModel,
  type Passage,
} from './answer';
import { withoutUnsafeCharacters } from '@/lib/unsafe-characters';
import { checkCitations } from './citations';
import type { AskDeps } from './deps';

export interface Question {
  question: string;
  /** Outside `deps.locales` (or missing): the default locale. */
  locale?: string;
  /** Earlier turns of the conversation, oldest first (already bounded by the caller). */
  history?: readonly Turn[];
  /** The asker's salted key, stored with an unanswered question. */
  clientKey?: string;
  /** Aborted when the asker goes away: the model's request stops with it. */
  signal?: AbortSignal;
}

export type AnswerEvent = { type: 'delta'; text: string } | { type: 'done'; answer: Answer };

/**
 * The assistant's answer to one question, as it is written, whoever asks (the Ask AI page through
 * `/api/ask`, an agent through the MCP `ask` tool): the locale's best passages, written up by the
 * model when one is configured, else quoted. Deltas come as the model writes; the one `done` event
 * holds the final answer: the model's words with checked citations, or the quoted passages when no
 * model is configured, nothing was found, or the model failed (even halfway: the reader replaces
 * what the deltas built). A question the docs have nothing for is reported to `deps.unanswered`.
 */
export async function* answerEvents(
  deps: AskDeps,
  { question, locale, history = [], clientKey = '', signal }: Question,
): AsyncGenerator<AnswerEvent> {
  const lang = locale && deps.locales.includes(locale) ? locale : deps.defaultLocale;
  const passages = retrieveForConversation(await deps.indexFor(lang), question, history);
  const quoted = async () => extractiveAnswer(await withMarkdown(deps, passages), deps.textsFor(lang), lang);
  if (passages.length === 0) deps.unanswered?.({ question, locale: lang, clientKey });
  deps.asked?.({ question, locale: lang, answered: passages.length > 0 });
  if (!deps.model || passages.length === 0) {
    const answer = await quoted();
    yield { type: 'delta', text: answer.answer };
    yield { type: 'done', answer };
    return;
  }
  let written = '';
  let answer: Answer;
  try {
    const messages = modelMessages(question, passages, deps.siteName, history);
    for await (const part of streamModel(deps.model, messages, { fetcher: deps.fetcher, signal })) {
      // The model's text may hold what a visitor may not type (ANSI escapes, bidi overrides): gone.
      const text = withoutUnsafeCharacters(part);
      if (!text) continue;
      written += text;
      yield { type: 'delta', text };
    }
    answer = { ...checkCitations(written, passages, await deps.indexedAddress()), generated: true };
  } catch (error) {
    deps.log?.(`assistant model failed (${(error as Error).message}); answered from the docs`);
    answer = await quoted();
  }
  yield { type: 'done', answer };
}

/**
 * The passages an answer without a model quotes, with their sections' Markdown where it is found
 * (a lookup that fails leaves the passage to be quoted as text: the answer never depends on it).
 */
async function withMarkdown(deps: AskDeps, passages: readonly Passage[]): Promise<Passage[]> {
  const lookup = deps.sectionMarkdown;
  if (!lookup) return [...passages];
  return Promise.all(
    passages.map(async (passage, i) => {
      if (i >= quotedPassages) return passage;
      const markdown = await lookup(passage.url, passage.heading).catch(() => undefined);
      return markdown ? { ...passage, markdown } : passage;
    }),
  );
}

/** The final answer alone (for callers that do not stream, such as the MCP `ask` tool). */
export async function answerQuestion(
  deps: AskDeps,
  question: string,
  locale?: string,
  history?: readonly Turn[],
  signal?: AbortSignal,
): Promise<Answer> {
  for await (const event of answerEvents(deps, { question, locale, history, signal })) {
    if (event.type === 'done') return event.answer;
  }
  throw new Error('the assistant finished without an answer');
}
