import { z } from 'zod';
import { fieldPath } from '@/config/issues';
import { cleanTypedText } from './privacy';
import { dayOf, oneCount, type Increment, type SearchOutcome } from './counts';

/** Limits of `POST /api/insights` (the beacon). */
export const beaconLimits = {
  bodyBytes: 2 * 1024,
  pathLength: 512,
  /** What the box may send; it is cut to `maxTypedTextLength` after cleaning. */
  queryLength: 500,
  hostLength: 253,
  /** The most results a search reports (the list shows far fewer). */
  maxResults: 10_000,
} as const;

const sitePath = z
  .string({ error: 'must be a string' })
  .max(beaconLimits.pathLength, `must be at most ${beaconLimits.pathLength} characters`)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a site path starting with /, without spaces');

/** A host name as the browser gives it (`www.example.com`, `localhost:3000`); never a URL. */
const host = z
  .string({ error: 'must be a string' })
  .max(beaconLimits.hostLength, `must be at most ${beaconLimits.hostLength} characters`)
  .regex(/^[a-z0-9.-]+(?::\d{1,5})?$/i, 'must be a host name such as www.example.com');

const count = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`);

export const beaconSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('view'),
      path: sitePath,
      viewport: z.enum(['narrow', 'wide'], { error: 'must be "narrow" or "wide"' }),
      referrer: host.optional(),
    }),
    z.strictObject({
      type: z.literal('search'),
      /** The page the search box was opened on: its locale is the search's. */
      path: sitePath,
      query: z
        .string({ error: 'must be a string' })
        .max(beaconLimits.queryLength, `must be at most ${beaconLimits.queryLength} characters`),
      results: count(beaconLimits.maxResults),
      /** The 1-based position of the result opened, or null when none was. */
      opened: count(beaconLimits.maxResults).min(1, 'must be at least 1').nullable(),
    }),
    z.strictObject({
      type: z.literal('not-found'),
      /** The address that was not found. */
      path: sitePath,
      referrer: host.optional(),
    }),
  ],
  { error: 'must be "view", "search" or "not-found"' },
);

export type BeaconEvent = z.infer<typeof beaconSchema>;

export type BeaconResult =
  | { ok: true; event: BeaconEvent }
  /** `field` is undefined when the body itself is wrong (not a JSON object). */
  | { ok: false; field: string | undefined; message: string };

/** Validates a parsed beacon body; the first problem names its field (config/issues.ts `fieldPath`). */
export function validateBeacon(body: unknown): BeaconResult {
  const result = beaconSchema.safeParse(body);
  if (result.success) {
    const event = result.data;
    if (event.type === 'search' && event.opened !== null && event.opened > event.results)
      return { ok: false, field: 'opened', message: 'must not be more than results' };
    return { ok: true, event };
  }
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys')
    return { ok: false, field: issue.keys[0] ?? 'body', message: 'is not a known field' };
  if (issue.path.length === 0) return { ok: false, field: undefined, message: 'must be a JSON object' };
  return { ok: false, field: fieldPath(issue.path), message: issue.message };
}

/**
 * The referring host as counted: lower case without `www.` and port; none for the site itself;
 * `(address)` for an IP address, which may be a person's machine.
 */
export function referrerKey(referrer: string | undefined, ownHost: string | undefined): string | undefined {
  if (!referrer) return undefined;
  const name = referrer.toLowerCase().replace(/:\d+$/, '');
  if (ownHost && name === ownHost.toLowerCase().replace(/:\d+$/, '')) return undefined;
  if (/^[\d.]+$/.test(name) || name.includes(':')) return '(address)';
  return name.replace(/^www\./, '') || undefined;
}

/** A query as counted: cleaned (README "What is collected") and in lower case, so "Trace" is "trace". */
export const queryKey = (query: string) => cleanTypedText(query).toLocaleLowerCase('en-US');

/** An address that was not found, as counted: cleaned like typed text (it may hold anything). */
export const missingAddressKey = (path: string) => cleanTypedText(path.split(/[?#]/)[0] ?? '');

export interface BeaconContext {
  now: Date;
  /** The locale of a site path. */
  localeOf: (path: string) => string;
  /** The host the site answered on, so that moving between its own pages is not a referral. */
  ownHost?: string;
  /**
   * Whether a path is a page the site built: its address is counted as it is. Any other path (the
   * development server has no list) is cleaned like typed text first, as it may hold anything.
   */
  isPage?: (path: string) => boolean;
}

/** What one beacon event adds to the rollups; none when it carries nothing worth counting. */
export function beaconIncrements(event: BeaconEvent, context: BeaconContext): Increment[] {
  const day = dayOf(context.now);
  const locale = context.localeOf(event.path);
  const at = (metric: Increment['metric'], key: string, detail = '') =>
    oneCount(day, metric, locale, key, detail);
  switch (event.type) {
    case 'view': {
      const referrer = referrerKey(event.referrer, context.ownHost);
      const page = context.isPage?.(event.path) ? event.path : missingAddressKey(event.path);
      if (page === '') return [];
      return [at('view', page, event.viewport), ...(referrer ? [at('referrer', referrer)] : [])];
    }
    case 'search': {
      const query = queryKey(event.query);
      if (query === '') return [];
      const outcome: SearchOutcome =
        event.results === 0 ? 'none' : event.opened === null ? 'unopened' : 'opened';
      return [
        at('search', query, outcome),
        ...(event.opened === null ? [] : [at('search-open', query, String(event.opened))]),
      ];
    }
    case 'not-found': {
      const address = missingAddressKey(event.path);
      if (address === '') return [];
      return [at('not-found', address, referrerKey(event.referrer, context.ownHost) ?? '')];
    }
  }
}
