import 'server-only';
import { contentGaps, type GapFix, type GapTopic } from '@/lib/insights/gaps';
import {
  buildView,
  insightViews,
  readFilter,
  tableCsv,
  tableRows,
  type InsightView,
  type Table,
  type ViewData,
  type ViewFilter,
} from '@/lib/insights/views';
import type { FeedbackStore } from '@/server/feedback/store';
import { clientKey } from '@/server/http/client-address';
import type { FailureThrottle } from '@/server/http/rate-limit';
import { declaresMoreThan, isCrossSite, readBodyWithin } from '@/server/http/request-checks';
import { apiError, invalidField } from '@/server/http/api-error';
import { jsonResponse as json } from '@/server/http/responses';
import { adminAccess } from '@/server/feedback/handler';
import { fixFor, type FixDeps } from './gap-fixes';
import {
  csrfMatches,
  newSession,
  sessionFrom,
  sessionSetCookie,
  tokenMatches,
  validSession,
} from './session';

export interface DashboardDeps {
  enabled: boolean;
  /** `INSIGHTS_TOKEN`, else `FEEDBACK_ADMIN_TOKEN`; without one nobody can sign in. */
  token: string | undefined;
  store: () => Promise<FeedbackStore>;
  locales: readonly string[];
  defaultLocale: string;
  /** Wrong tokens per client (the admin token's throttle: one budget of guesses). */
  throttle: FailureThrottle;
  fixes: FixDeps;
  /** The words of a 404's address (lib/not-found/suggestions.ts `addressWords`). */
  addressWords: (address: string) => string[];
  now?: () => Date;
}

/** The gaps view: ranked topics with their evidence and fix, and the same as a table for CSV. */
export interface GapsData {
  view: 'gaps';
  filter: ViewFilter;
  gaps: (GapTopic & { fix: GapFix })[];
  tables: Table[];
}

/** How many topics the gaps view lists. */
export const gapCount = 30;

const fixSummary = (fix: GapFix) =>
  fix.kind === 'alias'
    ? `redirect ${fix.from} to ${fix.to}`
    : fix.kind === 'keywords'
      ? `add "${fix.add.join('", "')}" to the keywords of ${fix.page}`
      : fix.kind === 'synonym'
        ? `add the synonyms ${fix.group.join(' = ')}`
        : fix.kind === 'revise'
          ? `revise ${fix.page}`
          : 'write a page';

/** The content gaps of a range, ranked, each with the change that would route it. */
export async function gapsView(filter: ViewFilter, deps: DashboardDeps): Promise<GapsData> {
  const { insights } = await deps.store();
  const read = (metric: 'search' | 'ask' | 'not-found', detail?: string) =>
    insights.totals({ ...filter, metric, detail, by: detail ? ['key'] : ['key', 'detail'], limit: 2000 });
  const [noResult, unanswered, missing, feedback] = await Promise.all([
    read('search', 'none'),
    read('ask', 'unanswered'),
    read('not-found'),
    insights.feedback(filter, 200),
  ]);
  const notFound = new Map<string, { address: string; count: number; referrers: string[] }>();
  for (const row of missing) {
    const entry = notFound.get(row.key!) ?? { address: row.key!, count: 0, referrers: [] };
    entry.count += row.count;
    if (row.detail) entry.referrers.push(row.detail);
    notFound.set(row.key!, entry);
  }
  const questions = new Map<string, number>();
  for (const row of unanswered) questions.set(row.key!, (questions.get(row.key!) ?? 0) + row.count);
  for (const row of feedback.unanswered) {
    const key = row.question.toLowerCase();
    questions.set(key, (questions.get(key) ?? 0) + row.notHelpful);
  }
  const topics = contentGaps(
    {
      noResultSearches: noResult.map((row) => ({ query: row.key!, count: row.count })),
      unansweredQuestions: [...questions]
        .map(([question, count]) => ({ question, count }))
        .filter((row) => row.count > 0),
      notFound: [...notFound.values()],
      negativePages: feedback.pages.map((page) => ({
        page: page.page,
        negative: page.negative,
        comments: feedback.comments
          .filter((comment) => comment.page === page.page)
          .map((comment) => comment.comment),
      })),
    },
    deps.addressWords,
  ).slice(0, gapCount);
  const locale = filter.locale ?? deps.defaultLocale;
  const gaps = await Promise.all(
    topics.map(async (topic) => ({ ...topic, fix: await fixFor(topic, locale, deps.fixes) })),
  );
  return {
    view: 'gaps',
    filter,
    gaps,
    tables: [
      {
        id: 'gaps',
        title: 'Content gaps',
        columns: [
          { key: 'topic', label: 'Topic' },
          { key: 'score', label: 'Weight', numeric: true },
          { key: 'evidence', label: 'Evidence' },
          { key: 'fix', label: 'Suggested change' },
        ],
        rows: gaps.map((gap) => ({
          topic: gap.title,
          score: gap.score,
          evidence: gap.evidence.map((item) => `${item.kind}: ${item.text} (${item.count})`).join('; '),
          fix: fixSummary(gap.fix),
        })),
      },
    ],
  };
}

/** One view of the dashboard over a range. */
export async function dashboardView(
  view: InsightView,
  filter: ViewFilter,
  deps: DashboardDeps,
): Promise<ViewData | GapsData> {
  if (view === 'gaps') return gapsView(filter, deps);
  const { insights } = await deps.store();
  return buildView(
    view,
    filter,
    (query) => insights.totals({ ...filter, ...query }),
    () => insights.feedback(filter, tableRows),
  );
}

/** The session of a request's cookie, when it is valid. */
export function sessionOf(
  cookieHeader: string | null,
  deps: Pick<DashboardDeps, 'token' | 'now'>,
): string | undefined {
  const session = sessionFrom(cookieHeader);
  return validSession(session, deps.token, (deps.now?.() ?? new Date()).getTime()) ? session : undefined;
}

const redirect = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) },
  });

/** A small form body (sign-in, sign-out): at most 1 KiB of `application/x-www-form-urlencoded`. */
async function formOf(request: Request): Promise<URLSearchParams | Response> {
  if (isCrossSite(request)) return apiError('cross_site', 'Cross-site requests are not accepted.');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return apiError('unsupported_media_type', 'Send the form as application/x-www-form-urlencoded.');
  const tooLarge = () => apiError('payload_too_large', 'The form is larger than 1 KiB.');
  if (declaresMoreThan(request, 1024)) return tooLarge();
  const body = await readBodyWithin(request, 1024);
  if (!body.ok)
    return body.reason === 'too-large' ? tooLarge() : apiError('invalid_body', 'The form is not UTF-8.');
  return new URLSearchParams(body.text);
}

/**
 * `POST /api/insights/session` (the sign-in form, `token=`): a session cookie and 303 to `/insights`;
 * a wrong token 303 back to the sign-in page, counted against the client's tries (429 once spent).
 */
export async function handleSignIn(request: Request, deps: DashboardDeps): Promise<Response> {
  const form = await formOf(request);
  if (form instanceof Response) return form;
  const client = clientKey(request, 'admin-token');
  const wait = deps.throttle.blockedFor(client);
  if (wait > 0)
    return apiError('rate_limited', `Too many wrong tokens from this address; try again in ${wait} s.`, {
      headers: { 'Retry-After': String(wait) },
    });
  if (!deps.token) return redirect('/insights/sign-in?error=unset');
  if (!tokenMatches(form.get('token') ?? '', deps.token)) {
    deps.throttle.fail(client);
    return redirect('/insights/sign-in?error=token');
  }
  return redirect(
    '/insights',
    sessionSetCookie(newSession(deps.token, (deps.now?.() ?? new Date()).getTime())),
  );
}

/** `POST /api/insights/sign-out` (`csrf=` of the session): ends the session, 303 to the sign-in page. */
export async function handleSignOut(request: Request, deps: DashboardDeps): Promise<Response> {
  const form = await formOf(request);
  if (form instanceof Response) return form;
  const session = sessionOf(request.headers.get('cookie'), deps);
  if (session && !csrfMatches(form.get('csrf') ?? undefined, session, deps.token!))
    return apiError('stale_form', 'The form is out of date; reload the page and sign out again.');
  return redirect('/insights/sign-in?signed-out=1', sessionSetCookie(undefined));
}

type Access = { ok: true; view: InsightView; filter: ViewFilter } | { ok: false; response: Response };

/**
 * The checks of the data and export APIs: a session, or the token as `Authorization: Bearer` for a
 * script (`npm run insights:report`; wrong tokens counted as at sign-in), else 401; a known view and
 * a good filter (400).
 */
function readAccess(request: Request, deps: DashboardDeps): Access {
  if (!sessionOf(request.headers.get('cookie'), deps)) {
    const bearer = request.headers.has('authorization')
      ? adminAccess(request, deps.token, deps.throttle)
      : false;
    if (bearer instanceof Response) return { ok: false, response: bearer };
    if (!bearer)
      return {
        ok: false,
        response: apiError(
          'unauthorized',
          'Sign in at /insights/sign-in, or send Authorization: Bearer <INSIGHTS_TOKEN>.',
        ),
      };
  }
  const params = new URL(request.url).searchParams;
  const view = (params.get('view') ?? 'overview') as InsightView;
  if (!insightViews.includes(view))
    return {
      ok: false,
      response: invalidField('view', `must be one of ${insightViews.join(', ')}`, 'parameter'),
    };
  const today = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const filter = readFilter(params, today, deps.locales);
  if (!filter.ok) return { ok: false, response: invalidField(filter.field, filter.problem, 'parameter') };
  return { ok: true, view, filter: filter.filter };
}

const storeDown = () => apiError('unavailable', 'The insights cannot be read right now; try again shortly.');

/** `GET /api/insights/data?view=&from=&to=&locale=`: a view as JSON, for a signed-in owner only. */
export async function handleData(request: Request, deps: DashboardDeps): Promise<Response> {
  const access = readAccess(request, deps);
  if (!access.ok) return access.response;
  try {
    return json(200, await dashboardView(access.view, access.filter, deps), { 'Cache-Control': 'no-store' });
  } catch {
    return storeDown();
  }
}

/**
 * `GET /api/insights/export?view=&from=&to=&locale=&format=json|csv&table=`: a view as a JSON file,
 * or one of its tables as CSV (the view's first when `table` is left out).
 */
export async function handleExport(request: Request, deps: DashboardDeps): Promise<Response> {
  const access = readAccess(request, deps);
  if (!access.ok) return access.response;
  const params = new URL(request.url).searchParams;
  const format = params.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv')
    return invalidField('format', 'must be json or csv', 'parameter');
  let data: ViewData | GapsData;
  try {
    data = await dashboardView(access.view, access.filter, deps);
  } catch {
    return storeDown();
  }
  const { from, to, locale } = access.filter;
  const name = `spanlight-insights-${access.view}-${from}-${to}${locale ? `-${locale}` : ''}`;
  if (format === 'json') {
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.json"`,
        'Cache-Control': 'no-store',
      },
    });
  }
  const id = params.get('table');
  const table = id ? data.tables.find((item) => item.id === id) : data.tables[0];
  if (!table)
    return invalidField(
      'table',
      `must be one of ${data.tables.map((item) => item.id).join(', ')}`,
      'parameter',
    );
  return new Response(tableCsv(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${table.id}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
