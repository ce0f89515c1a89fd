/**
 * "Copy as Markdown" as a state machine: idle -> loading -> copied or error,
 * back to idle after 2 s (copied) or 3 s (error). The button is disabled in every state but idle.
 */

export type CopyFailure = 'notFound' | 'fetch' | 'clipboard' | 'other';

export type CopyState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'copied' }
  | { status: 'error'; failure?: CopyFailure };

export type CopyEvent =
  { type: 'start' } | { type: 'copied' } | { type: 'failed'; failure?: CopyFailure } | { type: 'reset' };

export const idle: CopyState = { status: 'idle' };

export function copyReducer(state: CopyState, event: CopyEvent): CopyState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'loading' } : state;
    case 'copied':
      return state.status === 'loading' ? { status: 'copied' } : state;
    case 'failed':
      return state.status === 'loading' ? { status: 'error', failure: event.failure } : state;
    case 'reset':
      return state.status === 'copied' || state.status === 'error' ? idle : state;
  }
}

/** How long a state lasts before it returns to idle, in ms; null for states that wait for an event. */
export function resetDelay(state: CopyState): number | null {
  if (state.status === 'copied') return 2000;
  if (state.status === 'error') return 3000;
  return null;
}

export const isDisabled = (state: CopyState) => state.status !== 'idle';

/** Starts the timer back to idle; returns its cancel function. */
export function scheduleReset(state: CopyState, dispatch: (event: CopyEvent) => void): () => void {
  const delay = resetDelay(state);
  if (delay === null) return () => {};
  const timer = setTimeout(() => dispatch({ type: 'reset' }), delay);
  return () => clearTimeout(timer);
}

export interface CopyLabels {
  idle: string;
  loading: string;
  copied: string;
  notFound: string;
  fetch: string;
  clipboard: string;
  other: string;
  /** Shown for an error with no known cause. */
  fallback: string;
}

export function buttonLabel(state: CopyState, labels: CopyLabels): string {
  if (state.status === 'error') return state.failure ? labels[state.failure] : labels.fallback;
  return labels[state.status];
}

/** A clipboard refusal (permission or security) or anything else. */
export function clipboardFailure(error: unknown): CopyFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'clipboard' : 'other';
}

/**
 * Fetches the page's Markdown twin and writes it to the clipboard: the event that ends the loading
 * state. 404 -> notFound; other non-OK statuses -> fetch; a refused clipboard -> clipboard.
 */
export async function copyPageMarkdown(
  url: string,
  io: { fetch: typeof fetch; writeText: (text: string) => Promise<void> },
): Promise<CopyEvent> {
  let text: string;
  try {
    const response = await io.fetch(url, { headers: { Accept: 'text/markdown' } });
    if (response.status === 404) return { type: 'failed', failure: 'notFound' };
    if (!response.ok) return { type: 'failed', failure: 'fetch' };
    text = await response.text();
  } catch {
    return { type: 'failed', failure: 'other' };
  }
  try {
    await io.writeText(text);
    return { type: 'copied' };
  } catch (error) {
    return { type: 'failed', failure: clipboardFailure(error) };
  }
}

/** Sections whose pages offer the button: docs, self-hosting, guides, FAQ, integrations. */
export function showsCopyMarkdown(path: string): boolean {
  return ['/docs', '/self-hosting', '/guides', '/faq', '/integrations'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** Links that hand the page's Markdown to an AI assistant. */
export function assistantLinks(markdownUrl: string) {
  const prompt = encodeURIComponent(`Read ${markdownUrl} so I can ask questions about it.`);
  return {
    chatgpt: `https://chatgpt.com/?hints=search&q=${prompt}`,
    claude: `https://claude.ai/new?q=${prompt}`,
  };
}
