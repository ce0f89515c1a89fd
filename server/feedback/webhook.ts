import { createCircuitBreaker, type CircuitBreakerOptions } from '@/server/circuit-breaker';
import { throttledLog } from '@/server/http/log-throttle';
import type { FeedbackEvent, FeedbackStore, OutboxEvent, OutboxOutcome } from './store';

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

/** The `Idempotency-Key` every attempt of one event carries, so a receiver can drop a repeat. */
export const webhookEventKey = (id: number) => `spanlight-feedback-${id}`;

export interface WebhookDeliveryOptions {
  url: string;
  /** The site origin, to turn the page path into a link. */
  siteUrl: string;
  /** The store whose outbox holds the events; opened on first use, a failure waits for the next poll. */
  store: () => Promise<FeedbackStore>;
  fetch?: typeof fetch;
  /** An attempt that takes longer is aborted and counts as failed. */
  timeoutMs?: number;
  /** Attempts in flight at once. */
  concurrency?: number;
  /** Events claimed at a time. */
  batch?: number;
  /** How often the outbox is looked at besides when a vote is stored (retries, other instances' votes). */
  pollMs?: number;
  /** Delay before the second attempt; it doubles after each failure up to `maxDelayMs` (±20 %). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts after which an event is marked failed (kept for the export and a replay). */
  maxAttempts?: number;
  breaker?: CircuitBreakerOptions;
  log?: (line: string) => void;
  now?: () => number;
  random?: () => number;
}

export interface WebhookDelivery {
  /** Looks at the outbox now and every `pollMs` from now on. */
  start(): void;
  /** A vote was stored: look at the outbox now rather than at the next poll. Never throws or waits. */
  wake(): void;
  /** Runs until nothing is due (or the breaker is open); for tests. */
  flush(): Promise<void>;
  /**
   * For shutdown: stops polling, delivers what is due now (the breaker still deciding) for at most
   * `timeoutMs`, then aborts attempts in flight and lets go of their events. Nothing is lost: what
   * is left waits in the outbox for the next start (or another instance).
   */
  drain(timeoutMs: number): Promise<void>;
}

/** The ways an attempt ends, before they become outbox outcomes. */
type Attempt =
  | { kind: 'delivered' }
  | { kind: 'refused'; problem: string }
  | { kind: 'failed'; problem: string }
  | { kind: 'stopped' };

/**
 * Delivers the feedback webhook's outbox: claims due events, posts each (Slack-compatible JSON, with
 * the event's `Idempotency-Key`), deletes the delivered, schedules the failed again with back-off,
 * and stops trying while the receiver keeps failing (circuit breaker). At least once: an attempt that
 * reached the receiver just before a crash is repeated with the same key.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const {
    url,
    siteUrl,
    timeoutMs = 5000,
    concurrency = 8,
    batch = 16,
    pollMs = 1000,
    baseDelayMs = 1000,
    maxDelayMs = 600_000,
    maxAttempts = 150,
    log = (line) => console.error(line),
    now = Date.now,
    random = Math.random,
  } = options;
  const post = options.fetch ?? fetch;
  // A claimed event is another worker's again once its lease ends: long enough for a whole batch of
  // attempts that each time out, short enough that a killed process's events go out soon after.
  const leaseMs = Math.ceil(batch / concurrency) * timeoutMs + 5000;
  const logFailure = throttledLog(10_000, log, now);
  const logStore = throttledLog(10_000, log, now);
  const breaker = createCircuitBreaker({
    now,
    ...options.breaker,
    onChange: (state, coolDownMs) =>
      log(
        state === 'open'
          ? `feedback webhook: the receiver keeps failing; next try in ${Math.round(coolDownMs / 1000)} s (events wait in the outbox)`
          : 'feedback webhook: the receiver answers again; delivering the outbox',
      ),
  });
  const stopping = new AbortController();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function attempt(item: OutboxEvent): Promise<Attempt> {
    try {
      const response = await post(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': webhookEventKey(item.id) },
        body: JSON.stringify(webhookMessage(item.event, siteUrl)),
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { kind: 'delivered' };
      const problem = `answered ${response.status}`;
      // The receiver is up and says no for good (a 4xx other than 408 and 429): trying again will not help.
      const lasting = response.status < 500 && response.status !== 408 && response.status !== 429;
      return lasting ? { kind: 'refused', problem } : { kind: 'failed', problem };
    } catch (error) {
      if (stopping.signal.aborted) return { kind: 'stopped' };
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const problem =
        error instanceof Error ? `${error.message}${cause ? ` (${cause})` : ''}` : String(error);
      return { kind: 'failed', problem };
    }
  }

  function gaveUp(item: OutboxEvent, attempts: number, problem: string): OutboxOutcome {
    log(
      `feedback webhook gave up on event ${JSON.stringify({ id: item.id, page: item.event.page, attempts, error: problem })}; ` +
        `resend it with: npm run feedback:webhook -- replay --id ${item.id}`,
    );
    return { id: item.id, result: 'failed', error: problem };
  }

  async function deliver(item: OutboxEvent): Promise<OutboxOutcome> {
    const result = await attempt(item);
    const attempts = item.attempts + 1;
    switch (result.kind) {
      case 'delivered':
        breaker.success();
        return { id: item.id, result: 'delivered' };
      case 'stopped':
        return { id: item.id, result: 'released' };
      case 'refused':
        breaker.success();
        return gaveUp(item, attempts, result.problem);
      case 'failed': {
        breaker.failure();
        if (attempts >= maxAttempts) return gaveUp(item, attempts, result.problem);
        logFailure(`feedback webhook attempt failed (${result.problem}); the event will be sent again`);
        const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs) * (0.8 + 0.4 * random());
        return { id: item.id, result: 'retry', at: new Date(now() + delay), error: result.problem };
      }
    }
  }

  /** Delivers claimed events, `concurrency` at a time; an event the breaker holds back is released. */
  async function deliverAll(events: readonly OutboxEvent[]): Promise<OutboxOutcome[]> {
    const outcomes: OutboxOutcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < events.length) {
        const item = events[next++]!;
        outcomes.push(
          stopping.signal.aborted || !breaker.tryAcquire()
            ? { id: item.id, result: 'released' }
            : await deliver(item),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, events.length) }, lane));
    return outcomes;
  }

  /** Claims and delivers until nothing is due, the breaker opens or the worker stops. */
  async function cycle() {
    while (!stopping.signal.aborted) {
      const state = breaker.state();
      if (state === 'open') return;
      let store: FeedbackStore;
      let events: OutboxEvent[];
      try {
        store = await options.store();
        // A half-open breaker lets one trial through: claim no more than that.
        events = await store.outbox.claim(state === 'closed' ? batch : 1, leaseMs, new Date(now()));
      } catch (error) {
        logStore(
          `feedback webhook: the outbox cannot be read (${error instanceof Error ? error.message : String(error)})`,
        );
        return;
      }
      if (events.length === 0) return;
      const outcomes = await deliverAll(events);
      try {
        await store.outbox.settle(outcomes);
      } catch (error) {
        // The events stay claimed until their lease ends, then go again (the receiver may see a
        // delivered one twice, with the same Idempotency-Key).
        logStore(
          `feedback webhook: outcomes not recorded (${error instanceof Error ? error.message : String(error)})`,
        );
        return;
      }
    }
  }

  function wake() {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = cycle().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  /** Resolves once no cycle runs (one may start another as it ends). */
  async function settled() {
    for (let current = running; current; current = running) await current;
  }

  async function flush() {
    await settled();
    wake();
    await settled();
  }

  return {
    start() {
      if (timer || stopping.signal.aborted) return;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    wake,
    flush,
    async drain(timeoutMs) {
      clearInterval(timer);
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
      await Promise.race([flush(), pause(timeoutMs)]);
      // Attempts still in flight end at once, their events released for the next start; recording
      // that is bounded by the store's own write deadline.
      stopping.abort();
      if (running) await Promise.race([running, pause(6000)]);
    },
  };
}
