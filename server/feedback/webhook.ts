import type { FeedbackValue } from '@/lib/feedback/widget';

export interface FeedbackEvent {
  page: string;
  value: FeedbackValue;
  comment?: string;
  locale: string;
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
}

/** The Slack-compatible message for an event: `{"text": …}` with the page as a link. */
export function webhookMessage(event: FeedbackEvent, siteUrl: string): { text: string } {
  const link = `<${new URL(event.page, siteUrl).href}|${event.page}>`;
  const verdict = event.value === 'positive' ? ':+1: Helpful' : ':-1: Not helpful';
  const lines = [`${verdict} — ${link} (${event.locale})`];
  if (event.comment) lines.push(...event.comment.split('\n').map((line) => `> ${line}`));
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
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }

  function pump() {
    while (active < concurrency && queue.length > 0) {
      const event = queue.shift()!;
      active += 1;
      void deliver(event).finally(() => {
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
    idle() {
      if (active === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
