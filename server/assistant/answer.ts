import type { SearchIndex } from '@/lib/search/engine';

/** A passage of the docs the answer rests on. */
export interface Passage {
  title: string;
  /** The section's heading; empty for the text before a page's first heading. */
  heading: string;
  url: string;
  text: string;
}

export interface Answer {
  answer: string;
  sources: { title: string; heading: string; url: string }[];
  /** True when a model wrote the answer; false when it quotes the docs. */
  generated: boolean;
}

/** The words of an answer that are not the docs' own, in the reader's language. */
export interface AnswerTexts {
  fromDocs: string;
  notFound: string;
}

const passageLength = 1200;

/** The best-matching sections for a question, from the locale's search index with its texts attached. */
export function retrieve(index: SearchIndex, question: string, limit = 4): Passage[] {
  const passages: Passage[] = [];
  for (const page of index.search(question).pages) {
    // A page found by its title alone: its opening text stands for it.
    const sections =
      page.sections.length > 0
        ? page.sections
        : [{ section: page.intro ?? index.firstSectionOf(page.page), heading: '', url: page.url }];
    for (const section of sections) {
      const text = index.textOf(section.section)?.trim();
      if (!text) continue;
      passages.push({
        title: page.title,
        heading: section.heading,
        url: section.url,
        text: text.slice(0, passageLength),
      });
      if (passages.length >= limit) return passages;
    }
  }
  return passages;
}

const sourcesOf = (passages: readonly Passage[]) =>
  passages
    .filter((passage, i) => passages.findIndex((other) => other.url === passage.url) === i)
    .map(({ title, heading, url }) => ({ title, heading, url }));

/** An answer quoting the docs: the best two passages, shortened, with their sources. */
export function extractiveAnswer(passages: readonly Passage[], texts: AnswerTexts): Answer {
  if (passages.length === 0) return { answer: texts.notFound, sources: [], generated: false };
  const quoted = passages.slice(0, 2).map((passage) => {
    const where = passage.heading ? `${passage.title} › ${passage.heading}` : passage.title;
    const text = passage.text.length > 400 ? `${passage.text.slice(0, 400).trimEnd()}…` : passage.text;
    return `${where}\n${text}`;
  });
  return { answer: [texts.fromDocs, ...quoted].join('\n\n'), sources: sourcesOf(passages), generated: false };
}

/** The grounding prompt: answer from these passages only, in the question's language, citing them. */
export function modelMessages(question: string, passages: readonly Passage[], siteName: string) {
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
        'Answer in the language of the question, briefly, and cite passages as [1], [2]. If the passages ' +
        'do not answer the question, say so and suggest contacting support.\n\n' +
        context,
    },
    { role: 'user' as const, content: question },
  ];
}

/**
 * Asks an OpenAI-compatible chat completions endpoint. Throws on a network error, a time-out, a
 * non-2xx answer or a reply without text; the caller then falls back to the extractive answer.
 */
export async function askModel(
  endpoint: { baseUrl: string; apiKey: string | undefined; model: string },
  messages: ReturnType<typeof modelMessages>,
  { timeoutMs = 20_000, fetcher = fetch }: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<string> {
  const response = await fetcher(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: endpoint.model, messages, temperature: 0.2 }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`model endpoint answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('model reply has no text');
  return content.trim();
}
