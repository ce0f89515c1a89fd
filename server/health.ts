import type { FeedbackStore } from './feedback/store';
import { jsonResponse as json } from './http/responses';

export interface HealthDeps {
  /** The store the environment selects, named without opening it. */
  storeKind: FeedbackStore['kind'];
  /** Opens the store lazily; rejects when it is unavailable (read only by the deep check). */
  store: () => Promise<FeedbackStore>;
  /** How long the store may take to answer the deep check before it counts as unavailable. */
  timeoutMs?: number;
}

/**
 * `GET /api/health`, for load balancers: 200 `{status: "ok", store}` whenever the process serves
 * requests, without touching the store. A load balancer polls every instance every few seconds, and
 * the store (PostgreSQL) is one for all of them: were it part of this answer, a database outage would
 * take every instance out of rotation, pages and search included, which need no database (the
 * feedback API answers 503 on its own meanwhile).
 *
 * `GET /api/health?deep=1`, for monitoring and deploy checks: also asks the store a trivial query (no
 * write), 503 `{status: "unavailable", store}` when it does not answer within `timeoutMs`.
 * Never cached.
 */
export async function handleHealth(deps: HealthDeps, { deep = false } = {}): Promise<Response> {
  const kind = deps.storeKind;
  if (!deep) return json(200, { status: 'ok', store: kind });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      deps.store().then((store) => store.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), deps.timeoutMs ?? 2000);
      }),
    ]);
    return json(200, { status: 'ok', store: kind });
  } catch (error) {
    console.error('health check: store unavailable:', error instanceof Error ? error.message : error);
    return json(503, { status: 'unavailable', store: kind });
  } finally {
    clearTimeout(timer);
  }
}
