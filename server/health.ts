import { adminAccess } from './feedback/handler';
import type { FeedbackStore } from './feedback/store';
import type { FailureThrottle } from './http/rate-limit';
import { apiErrorBody } from './http/api-error';
import { jsonResponse as json } from './http/responses';

export interface HealthDeps {
  /** The store the environment selects, named without opening it. */
  storeKind: FeedbackStore['kind'];
  /** Opens the store lazily; rejects when it is unavailable (read only by the deep check). */
  store: () => Promise<FeedbackStore>;
  /** How long the store may take to answer the deep check before it counts as unavailable. */
  timeoutMs?: number;
  /** The deep check's last result, shared by the requests of one process (`deepCheckCache`). */
  cache: DeepCheckCache;
  /** With this bearer token the deep answer adds what failed and when it was checked. */
  adminToken?: string;
  /** Wrong admin tokens per client (the same throttle as the feedback summary's). */
  throttle: FailureThrottle;
}

interface DeepCheck {
  ok: boolean;
  /** What failed, for the admin only (a database's message can name hosts, users and files). */
  error?: string;
  checkedAt: number;
}

/** One deep check at a time, its result reused for `maxAgeMs`: monitoring gets a fresh answer. */
export interface DeepCheckCache {
  maxAgeMs: number;
  last?: DeepCheck;
  running?: Promise<DeepCheck>;
}

export const deepCheckCache = (maxAgeMs = 1000): DeepCheckCache => ({ maxAgeMs });

async function check(deps: HealthDeps): Promise<DeepCheck> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      deps.store().then((store) => store.probe()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), deps.timeoutMs ?? 2000);
      }),
    ]);
    return { ok: true, checkedAt: Date.now() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('health check: store unavailable:', message);
    return { ok: false, error: message, checkedAt: Date.now() };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`, for load balancers: 200 `{status: "ok", store}` whenever the process serves
 * requests, without touching the store. A load balancer polls every instance every few seconds, and
 * the store (PostgreSQL) is one for all of them: were it part of this answer, a database outage would
 * take every instance out of rotation, pages and search included, which need no database (the
 * feedback API answers 503 on its own meanwhile).
 *
 * `GET /api/health?deep=1`, for monitoring and deploy checks: also writes the store's probe row, so a
 * store that answers but cannot write (read-only, full) is unavailable too: 503
 * `{code: "unavailable", message, status: "unavailable", store}` (the site's error shape, keeping the
 * report's fields) when that fails or takes over `timeoutMs`. The result is reused for a second, so a
 * flood of deep checks costs the store one write a second. With the admin token the answer adds
 * `checkedAt` and, on failure, the store's own words in `detail`. Never cached by HTTP caches.
 */
export async function handleHealth(
  request: Request,
  deps: HealthDeps,
  { deep = false } = {},
): Promise<Response> {
  const kind = deps.storeKind;
  if (!deep) return json(200, { status: 'ok', store: kind });
  let admin = false;
  if (request.headers.has('authorization')) {
    const access = adminAccess(request, deps.adminToken, deps.throttle);
    if (access instanceof Response) return access;
    admin = access;
  }
  const cache = deps.cache;
  let result = cache.last;
  if (!result || Date.now() - result.checkedAt >= cache.maxAgeMs) {
    cache.running ??= check(deps).finally(() => (cache.running = undefined));
    result = cache.last = await cache.running;
  }
  const detail = admin
    ? {
        checkedAt: new Date(result.checkedAt).toISOString(),
        ...(result.error ? { detail: result.error } : {}),
      }
    : {};
  if (result.ok) return json(200, { status: 'ok', store: kind, ...detail });
  const failure = apiErrorBody('unavailable', 'The store cannot be written right now.');
  return json(503, { ...failure, status: 'unavailable', store: kind, ...detail });
}
