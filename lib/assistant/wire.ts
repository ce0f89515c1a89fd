/**
 * What `/api/ask` and the Ask AI page say to each other: one module for the server and the client, so
 * the limits and shapes cannot drift apart.
 */

/** The longest question the assistant takes (characters, after trimming). */
export const maxQuestionLength = 500;
/** Earlier turns of a conversation sent with a follow-up question, at most. */
export const maxHistoryTurns = 3;
/** The longest earlier answer sent back (characters): the client cuts longer ones. */
export const maxHistoryAnswerLength = 1500;

/** A page section an answer cites, numbered as the answer's `[n]` markers. */
export interface Source {
  n: number;
  title: string;
  /** The section's heading; empty for the text before a page's first heading. */
  heading: string;
  url: string;
}

export interface Answer {
  /** Markdown. Quoted passages, or the model's words with checked citations. */
  answer: string;
  sources: Source[];
  /** True when a model wrote the answer; false when it quotes the docs. */
  generated: boolean;
}

/** One earlier question and its answer, sent with a follow-up. */
export interface Turn {
  question: string;
  answer: string;
}

/** A code block of the final answer, highlighted on the server: `offset` is where its fence starts. */
export interface HighlightedCode {
  offset: number;
  html: string;
}

/**
 * The streamed answer (`Accept: text/event-stream`) is Server-Sent Events: `delta` events carry the
 * text as it is written (`{"text": "…"}`); one `done` event carries the final answer, which replaces
 * what the deltas built (its citations checked, or the quoted answer when the model failed halfway),
 * with the highlighted code blocks.
 */
export type StreamEvent =
  { event: 'delta'; data: { text: string } } | { event: 'done'; data: Answer & { code: HighlightedCode[] } };

/** An earlier answer as it is sent back with a follow-up. */
export const historyAnswer = (answer: string) =>
  answer.length > maxHistoryAnswerLength ? `${answer.slice(0, maxHistoryAnswerLength - 1)}…` : answer;
