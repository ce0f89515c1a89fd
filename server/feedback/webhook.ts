import type { FeedbackValue } from '@/lib/feedback/widget';

export interface FeedbackEvent {
  page: string;
  value: FeedbackValue;
  comment?: string;
  locale: string;
  /** A vote on an Ask AI answer: the question it answered. */
  question?: string;
}

export interface WebhookOptions {
  url: string;
  /** The site origin, to turn the page path into a link. */
  siteUrl: string;
  fetch?: typeof fetch;
  /** Attempts per event, the first included. */
  attempts?: number;
  /** Delay before the second attempt; it doubles after each failure. */
  baseDelayMs?: number;
  /** An attempt that takes longer is aborted and counts as failed. */
  timeoutMs?: number;
  /** Events waiting beyond this are dropped (oldest first) and logged, so memory stays bounded. */
  maxQueue?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  log?: (message: string) => void;
}

export interface WebhookForwarder {
  /** Queues the event and returns at once; delivery and retries happen in the background. */
  send(event: FeedbackEvent): void;
  /** Resolves when the queue is empty and nothing is in flight (for tests and shutdown). */
  idle(): Promise<void>;
  /**
   * For shutdown: retries stop waiting between attempts, and the queue gets `timeoutMs` to empty.
   * Resolves with the events not delivered by then (also logged, one JSON line each, so they can be
   * replayed); the votes themselves are in the store either way.
   */
  drain(timeoutMs: number): Promise<FeedbackEvent[]>;
}

/**
 * Text as Slack's mrkdwn shows it literally: `&`, `<` and `>` are its only control characters
 * (`<!here>` pings a channel, `<https://evil.example|docs>` disguises a link).
 */
export function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The Slack-compatible message for an event: `{"text": …}` with the page as a link. The page is a
 * validated site path (no `|`, `<`, `>` or spaces) and every visitor-written part is escaped.
 */
export function webhookMessage(event: FeedbackEvent, siteUrl: string): { text: string } {
  const url = new URL(event.page, siteUrl);
  const link = `<${slackEscape(url.href)}|${slackEscape(event.page)}>`;
  const verdict = event.value === 'positive' ? ':+1: Helpful' : ':-1: Not helpful';
  const what = event.question ? ' answer' : '';
  const lines = [`${verdict}${what} — ${link} (${slackEscape(event.locale)})`];
  if (event.question) lines.push(`Q: ${slackEscape(event.question.replace(/\s+/g, ' '))}`);
  if (event.comment) lines.push(...event.comment.split(/\r?\n/).map((line) => `> ${slackEscape(line)}`));
  return { text: lines.join('\n') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Forwards feedback events to a Slack-compatible incoming webhook. `send` never throws and never
 * waits: events queue in memory and are posted in the background, retried with exponential back-off
 * on network errors, time-outs, 429 and 5xx answers.
 */
export function createWebhookForwarder(options: WebhookOptions): WebhookForwarder {
  const {
    url,
    siteUrl,
    attempts = 5,
    baseDelayMs = 1000,
    timeoutMs = 5000,
    maxQueue = 1000,
    concurrency = 4,
    log = (message) => console.error(message),
  } = options;
  const post = options.fetch ?? fetch;
  const queue: FeedbackEvent[] = [];
  const delivering = new Set<FeedbackEvent>();
  let draining = false;
  let active = 0;
  let waiters: (() => void)[] = [];

  async function deliver(event: FeedbackEvent) {
    const body = JSON.stringify(webhookMessage(event, siteUrl));
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let problem: string;
      try {
        const response = await post(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return;
        problem = `answered ${response.status}`;
        if (response.status !== 429 && response.status < 500) {
          log(`feedback webhook ${problem}; not retrying`);
          return;
        }
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (attempt === attempts) {
        log(
          `feedback webhook failed after ${attempts} attempts (${problem}); event for ${event.page} dropped`,
        );
        return;
      }
      await sleep(draining ? 0 : baseDelayMs * 2 ** (attempt - 1));
    }
  }

  function idle(): Promise<void> {
    if (active === 0 && queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  function pump() {
    while (active < concurrency && queue.length > 0) {
      const event = queue.shift()!;
      active += 1;
      delivering.add(event);
      void deliver(event).finally(() => {
        delivering.delete(event);
        active -= 1;
        pump();
      });
    }
    if (active === 0 && queue.length === 0) {
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  }

  return {
    send(event) {
      queue.push(event);
      if (queue.length > maxQueue) {
        queue.shift();
        log('feedback webhook queue full; oldest event dropped');
      }
      pump();
    },
    idle,
    async drain(timeoutMs) {
      draining = true;
      const delivered = await Promise.race([
        idle().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref()),
      ]);
      if (delivered) return [];
      const left = [...delivering, ...queue];
      for (const event of left) log(`feedback webhook undelivered at shutdown: ${JSON.stringify(event)}`);
      return left;
    },
  };
}
