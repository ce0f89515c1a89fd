import { askModel, extractiveAnswer, modelMessages, retrieve, type Answer } from './answer';
import type { AskDeps } from './handler';

/**
 * The assistant's answer to one question, whoever asks (the Ask AI page through `/api/ask`, an agent
 * through the MCP `ask` tool): the locale's best passages, written up by the model when one is
 * configured, else quoted. A failing model falls back to the quotes. `locale` outside `deps.locales`
 * means the default locale.
 */
export async function answerQuestion(deps: AskDeps, question: string, locale?: string): Promise<Answer> {
  const lang = locale && deps.locales.includes(locale) ? locale : deps.defaultLocale;
  const passages = retrieve(deps.indexFor(lang), question);
  const fallback = extractiveAnswer(passages, deps.textsFor(lang));
  if (!deps.model || passages.length === 0) return fallback;
  try {
    const answer = await askModel(deps.model, modelMessages(question, passages, deps.siteName), {
      fetcher: deps.fetcher,
    });
    return { answer, sources: fallback.sources, generated: true };
  } catch (error) {
    deps.log?.(`assistant model failed (${(error as Error).message}); answered from the docs`);
    return fallback;
  }
}
