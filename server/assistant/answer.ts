import { createParser } from 'eventsource-parser';
import type { SearchIndex } from '@/lib/search/engine';
import type { Answer, Source, Turn } from '@/lib/assistant/wire';
import { excerptMarkdown, quote } from './excerpt';

/** A passage of the docs the answer rests on. */
export interface Passage {
  title: string;
  /** The section's heading; empty for the text before a page's first heading. */
  heading: string;
  url: string;
  /** The section's text as the search index holds it (plain, at most `passageLength` characters). */
  text: string;
  /** The section's Markdown, when the page's was found: quoted instead of `text`, in its structure. */
  markdown?: string;
}

/** The words of an answer that are not the docs' own, in the reader's language. */
export interface AnswerTexts {
  fromDocs: string;
  notFound: string;
}

const passageLength = 1200;
/** How many passages an answer rests on. */
export const passagesPerAnswer = 4;
/** How many passages an answer without a model quotes. */
export const quotedPassages = 2;

/** How many of the best pages an answer's passages are drawn from, in turns. */
export const pagesPerAnswer = 3;

/**
 * The best-matching sections for a question, from the locale's search index with its texts attached:
 * the best section of each of the best `pagesPerAnswer` pages first, then their next-best sections in
 * the same turns, then other pages'. Drawn from several pages, an answer still finds the page that
 * answers when the search ranks another first (a guide that mentions the words more often).
 */
export function retrieve(index: SearchIndex, question: string, limit = passagesPerAnswer): Passage[] {
  const perPage = index.search(question).pages.map((page) => {
    // A page found by its title alone: its opening text stands for it.
    const sections =
      page.sections.length > 0
        ? page.sections
        : [{ section: page.intro ?? index.firstSectionOf(page.page), heading: '', url: page.url }];
    return sections.flatMap((section) => {
      const text = index.textOf(section.section)?.trim();
      return text
        ? [
            {
              title: page.title,
              heading: section.heading,
              url: section.url,
              text: text.slice(0, passageLength),
            },
          ]
        : [];
    });
  });
  const passages: Passage[] = [];
  const take = (pages: Passage[][]) => {
    for (let depth = 0; pages.some((sections) => sections.length > depth); depth += 1) {
      for (const sections of pages) {
        if (passages.length >= limit) return;
        const passage = sections[depth];
        if (passage) passages.push(passage);
      }
    }
  };
  take(perPage.slice(0, pagesPerAnswer));
  take(perPage.slice(pagesPerAnswer));
  return passages;
}

/**
 * The passages for a question asked in a conversation: those for the question alone, taken in turns
 * with those for the previous question and this one together, so a short follow-up ("and in
 * TypeScript?") still finds what the conversation is about.
 */
export function retrieveForConversation(
  index: SearchIndex,
  question: string,
  history: readonly Turn[],
  limit = passagesPerAnswer,
): Passage[] {
  const own = retrieve(index, question, limit);
  const previous = history.at(-1)?.question;
  if (!previous) return own;
  const context = retrieve(index, `${previous} ${question}`, limit);
  const merged: Passage[] = [];
  for (let i = 0; merged.length < limit && (i < own.length || i < context.length); i += 1) {
    for (const passage of [own[i], context[i]]) {
      if (passage && merged.length < limit && !merged.some((other) => other.url === passage.url))
        merged.push(passage);
    }
  }
  return merged;
}

/** Text that Markdown must show as it is (titles, headings): its punctuation escaped. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`);

/**
 * Text quoted from the docs: its inline Markdown (code spans, emphasis) kept, but never read as a
 * block (a heading, a list) or as HTML.
 */
function quotedText(text: string): string {
  return text.replace(/</g, '\\<').replace(/^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>)/, '\\$1');
}

/** The sources of passages: one per address, numbered from 1 in order. */
export function numberedSources(passages: readonly Pick<Passage, 'title' | 'heading' | 'url'>[]): Source[] {
  const sources: Source[] = [];
  for (const { title, heading, url } of passages) {
    if (!sources.some((source) => source.url === url))
      sources.push({ n: sources.length + 1, title, heading, url });
  }
  return sources;
}

/** Markdown as the body of a block quote: every line prefixed, blank lines included. */
const blockQuoted = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/**
 * An answer without a model: a line saying these are search excerpts, then the best passages as
 * block quotes under their page and heading, each with its source number. A passage with its
 * Markdown keeps its tables, lists and code; one without is quoted as text. Either way a quote
 * ends at a sentence end (server/assistant/excerpt.ts).
 */
export function extractiveAnswer(passages: readonly Passage[], texts: AnswerTexts, locale: string): Answer {
  if (passages.length === 0) return { answer: texts.notFound, sources: [], generated: false };
  const sources = numberedSources(passages);
  const quoted = passages.slice(0, quotedPassages).map((passage) => {
    const n = sources.find((source) => source.url === passage.url)!.n;
    const where = passage.heading ? `${passage.title} › ${passage.heading}` : passage.title;
    const body = passage.markdown
      ? excerptMarkdown(passage.markdown, locale)
      : quotedText(quote(passage.text, locale));
    return `> **${escapeMarkdown(where)}** [${n}]\n>\n${blockQuoted(body || quotedText(quote(passage.text, locale)))}`;
  });
  return { answer: [texts.fromDocs, ...quoted].join('\n\n'), sources, generated: false };
}

/**
 * The grounding prompt: answer from these passages only, in the question's language, citing them;
 * the conversation's earlier turns come before the question.
 */
export function modelMessages(
  question: string,
  passages: readonly Passage[],
  siteName: string,
  history: readonly Turn[] = [],
) {
  const context = passages
    .map(
      (passage, i) =>
        `[${i + 1}] ${passage.title}${passage.heading ? ` › ${passage.heading}` : ''} (${passage.url})\n${passage.text}`,
    )
    .join('\n\n');
  return [
    {
      role: 'system' as const,
      content:
        `You answer questions about ${siteName} using only the documentation passages below. ` +
        'Answer in the language of the question, briefly, in Markdown (code in fenced blocks with a ' +
        'language), and cite passages as [1], [2]. Link only to the URLs given with the passages. If ' +
        'the passages do not answer the question, say so and suggest contacting support.\n\n' +
        context,
    },
    ...history.flatMap((turn) => [
      { role: 'user' as const, content: turn.question },
      { role: 'assistant' as const, content: turn.answer },
    ]),
    { role: 'user' as const, content: question },
  ];
}

export type ModelMessages = ReturnType<typeof modelMessages>;

/** Bounds on the model's answer: time to its first words, silence between words, and length. */
export const modelLimits = { firstTokenMs: 20_000, idleMs: 20_000, totalMs: 60_000, maxChars: 8_000 };

/**
 * Streams an answer from an OpenAI-compatible chat completions endpoint (`stream: true`), yielding its
 * text as it arrives. An endpoint that answers with one JSON reply instead is read whole. Throws on a
 * network error, a non-2xx answer, a reply without text, or a time-out (nothing for `firstTokenMs`,
 * a pause over `idleMs`, or longer than `totalMs` in all); stops reading after `maxChars`.
 * Returning early (the reader went away) or an aborted `signal` (the asker's request) aborts the
 * request to the model, which would otherwise run its full `totalMs` for nobody.
 */
export async function* streamModel(
  endpoint: { baseUrl: string; apiKey: string | undefined; model: string },
  messages: ModelMessages,
  {
    fetcher = fetch,
    limits = modelLimits,
    signal,
  }: {
    fetcher?: typeof fetch;
    limits?: typeof modelLimits;
    /** The asker's request: when it is aborted (the client went away), the model's request is too. */
    signal?: AbortSignal;
  } = {},
): AsyncGenerator<string> {
  const controller = new AbortController();
  const askerLeft = () => controller.abort(new Error('the asker went away'));
  if (signal?.aborted) askerLeft();
  signal?.addEventListener('abort', askerLeft, { once: true });
  const abortAfter = (ms: number, why: string) => setTimeout(() => controller.abort(new Error(why)), ms);
  const total = abortAfter(limits.totalMs, `the model took longer than ${limits.totalMs} ms`);
  let idle = abortAfter(limits.firstTokenMs, `the model wrote nothing for ${limits.firstTokenMs} ms`);
  let length = 0;
  try {
    const response = await fetcher(`${endpoint.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream, application/json',
        ...(endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: endpoint.model, messages, temperature: 0.2, stream: true }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`model endpoint answered ${response.status}`);
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('model reply has no text');
      yield content.slice(0, limits.maxChars);
      return;
    }
    if (!response.body) throw new Error('model reply has no body');
    const pending: string[] = [];
    let finished = false;
    let failure: Error | undefined;
    const parser = createParser({
      onEvent(event) {
        if (event.data.trim() === '[DONE]') return void (finished = true);
        try {
          const chunk = JSON.parse(event.data) as {
            choices?: { delta?: { content?: unknown } }[];
            error?: { message?: unknown };
          };
          if (chunk.error) failure = new Error(`model stream error: ${String(chunk.error.message)}`);
          const content = chunk.choices?.[0]?.delta?.content;
          if (typeof content === 'string' && content) pending.push(content);
        } catch {
          failure = new Error('model stream event is not JSON');
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      while (!finished && length < limits.maxChars) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
        if (failure) throw failure;
        if (pending.length === 0) continue;
        clearTimeout(idle);
        idle = abortAfter(limits.idleMs, `the model paused for more than ${limits.idleMs} ms`);
        const text = pending
          .splice(0)
          .join('')
          .slice(0, limits.maxChars - length);
        length += text.length;
        yield text;
      }
    } finally {
      reader.releaseLock();
    }
    if (length === 0) throw new Error('model reply has no text');
  } catch (error) {
    throw controller.signal.aborted && controller.signal.reason instanceof Error
      ? controller.signal.reason
      : error;
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    signal?.removeEventListener('abort', askerLeft);
    controller.abort();
  }
}
