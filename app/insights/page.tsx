import Link from 'next/link';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { DataTable } from '@/components/insights/data-table';
import { GapList } from '@/components/insights/gap-list';
import { TrendChart } from '@/components/insights/trend-chart';
import { buttonVariants } from '@/components/ui/button-variants';
import { siteConfig } from '@/config/site';
import { localeNames, type Locale } from '@/lib/i18n';
import {
  insightViews,
  readFilter,
  viewTitles,
  type InsightView,
  type ViewFilter,
} from '@/lib/insights/views';
import { dashboardView, sessionOf } from '@/server/insights/dashboard';
import { dashboardDeps } from '@/server/insights/dashboard-runtime';
import { csrfToken, sessionCookie } from '@/server/insights/session';
import { inputVariants } from '@/components/ui/input-variants';

export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;

/** The view's address with the filter kept (and another view, table or format when given). */
function address(path: string, filter: ViewFilter, extra: Record<string, string>) {
  const params = new URLSearchParams({
    from: filter.from,
    to: filter.to,
    ...(filter.locale ? { locale: filter.locale } : {}),
    ...extra,
  });
  return `${path}?${params}`;
}

const inputClass = inputVariants({ size: 'sm' });

/**
 * The insights dashboard (README "Insights"), for signed-in owners only: a view (overview, search,
 * Ask AI and feedback, agents, content gaps) over a range of days and a locale, with its exports.
 * Drawn on the server: charts are SVG, tables HTML; the only script is the patch's copy button.
 */
export default async function InsightsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const deps = await dashboardDeps();
  const jar = await cookies();
  const session = sessionOf(`${sessionCookie}=${jar.get(sessionCookie)?.value ?? ''}`, deps);
  if (!session) redirect('/insights/sign-in');
  const raw = await searchParams;
  const params = new URLSearchParams(
    Object.entries(raw).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
  const view = (insightViews as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as InsightView)
    : 'overview';
  const today = new Date().toISOString().slice(0, 10);
  const read = readFilter(params, today, deps.locales);
  const filter = read.ok
    ? read.filter
    : (readFilter(new URLSearchParams(), today, deps.locales) as { ok: true; filter: ViewFilter }).filter;
  let data: Awaited<ReturnType<typeof dashboardView>> | undefined;
  let failed = false;
  try {
    data = await dashboardView(view, filter, deps);
  } catch {
    failed = true;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
        <div>
          <p className="text-sm text-muted">
            <Link href="/" className="hover:underline">
              {siteConfig.name}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">Insights</h1>
        </div>
        <form method="post" action="/api/insights/sign-out">
          <input type="hidden" name="csrf" value={csrfToken(session, deps.token!)} />
          <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Sign out
          </button>
        </form>
      </header>
      {!deps.enabled ? (
        <p className="mt-4 rounded-md border border-border bg-subtle p-3 text-sm">
          Insights are turned off (INSIGHTS=off): nothing new is collected; earlier counts are shown.
        </p>
      ) : null}
      <nav aria-label="Views" className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {insightViews.map((name) => (
            <li key={name}>
              <Link
                href={address('/insights', filter, { view: name })}
                aria-current={name === view ? 'page' : undefined}
                className="inline-block rounded-md px-3 py-1.5 text-sm whitespace-nowrap hover:bg-subtle aria-[current=page]:bg-subtle aria-[current=page]:font-semibold"
              >
                {viewTitles[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        action="/insights"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label="Range and language"
      >
        <input type="hidden" name="view" value={view} />
        <label className="flex flex-col gap-1 text-sm">
          From
          <input type="date" name="from" defaultValue={filter.from} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          To
          <input type="date" name="to" defaultValue={filter.to} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Language
          <select name="locale" defaultValue={filter.locale ?? ''} className={inputClass}>
            <option value="">All</option>
            {deps.locales.map((locale) => (
              <option key={locale} value={locale}>
                {localeNames[locale as Locale] ?? locale}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonVariants({ variant: 'secondary', size: 'default' })}>
          Apply
        </button>
        <a
          href={address('/api/insights/export', filter, { view, format: 'json' })}
          className="ml-auto self-center text-sm text-accent underline-offset-4 hover:underline"
          download
        >
          Export JSON<span className="sr-only"> of {viewTitles[view]}</span>
        </a>
      </form>
      {!read.ok ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {read.field} {read.problem}; showing the last 30 days.
        </p>
      ) : null}
      <main className="mt-6 space-y-8">
        <h2 className="sr-only">{viewTitles[view]}</h2>
        {failed || !data ? (
          <p role="alert" className="rounded-md border border-border p-3 text-sm">
            The insights cannot be read right now (the store did not answer). Reload in a moment.
          </p>
        ) : data.view === 'gaps' ? (
          <>
            <DataTableLinks filter={filter} />
            <GapList gaps={data.gaps} />
          </>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {data.figures.map((figure) => (
                <div key={figure.label} className="rounded-lg border border-border bg-card p-3">
                  <dt className="text-xs text-muted">{figure.label}</dt>
                  <dd className="mt-1 text-xl font-semibold tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
            {data.charts.map((chart) => (
              <TrendChart key={chart.id} chart={chart} />
            ))}
            <div className="grid gap-8 lg:grid-cols-2">
              {data.tables.map((table) => (
                <DataTable
                  key={table.id}
                  table={table}
                  csvHref={address('/api/insights/export', filter, { view, format: 'csv', table: table.id })}
                />
              ))}
            </div>
          </>
        )}
      </main>
    </div>
  );
}

function DataTableLinks({ filter }: { filter: ViewFilter }) {
  return (
    <p className="text-sm text-muted">
      Searches with no result, questions without a good answer, addresses not found and pages voted down,
      merged by topic. The whole list as{' '}
      <a
        href={address('/api/insights/export', filter, { view: 'gaps', format: 'csv', table: 'gaps' })}
        className="text-accent underline"
        download
      >
        CSV
      </a>
      . Weekly: <code>npm run insights:report -- --since 7d</code>.
    </p>
  );
}
