import type { FeedbackStore } from './feedback/store';
import { jsonResponse as json } from './http/responses';

export interface HealthDeps {
  /** Opens the store lazily; rejects when it is unavailable. */
  store: () => Promise<FeedbackStore>;
  /** How long the store may take to answer before the instance counts as unhealthy. */
  timeoutMs?: number;
}

/**
 * `GET /api/health` for load balancers: 200 `{status: "ok", store}` when the feedback store answers
 * a trivial query in time, 503 `{status: "unavailable", store}` when it does not. Never cached.
 */
export async function handleHealth(deps: HealthDeps): Promise<Response> {
  let kind: FeedbackStore['kind'] | 'unknown' = 'unknown';
  try {
    await Promise.race([
      deps.store().then(async (store) => {
        kind = store.kind;
        await store.ping();
      }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timed out')), deps.timeoutMs ?? 2000).unref(),
      ),
    ]);
    return json(200, { status: 'ok', store: kind });
  } catch (error) {
    console.error('health check: store unavailable:', error instanceof Error ? error.message : error);
    return json(503, { status: 'unavailable', store: kind });
  }
}
