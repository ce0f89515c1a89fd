import { redirect } from 'next/navigation';
import { cookies } from 'next/headers';
import { buttonVariants } from '@/components/ui/button-variants';
import { siteConfig } from '@/config/site';
import { sessionOf } from '@/server/insights/dashboard';
import { processSettings } from '@/server/settings';
import { sessionCookie } from '@/server/insights/session';
import { inputVariants } from '@/components/ui/input-variants';

export const dynamic = 'force-dynamic';

const messages: Record<string, string> = {
  token:
    'That token is not the one configured. Check INSIGHTS_TOKEN (or FEEDBACK_ADMIN_TOKEN) and try again.',
  unset:
    'No token is configured: set INSIGHTS_TOKEN (or FEEDBACK_ADMIN_TOKEN) where the server runs, then restart it.',
};

/** The dashboard's sign-in: one field, the token the server was started with. Works without JavaScript. */
export default async function InsightsSignIn({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const settings = processSettings().insights;
  const jar = await cookies();
  if (sessionOf(`${sessionCookie}=${jar.get(sessionCookie)?.value ?? ''}`, settings)) redirect('/insights');
  // Without a configured token nobody can sign in: say so before anyone tries.
  const error = !settings.token
    ? messages.unset
    : typeof params.error === 'string'
      ? messages[params.error]
      : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 px-4 py-12">
      <div>
        <p className="text-sm text-muted">{siteConfig.name}</p>
        <h1 className="text-2xl font-semibold">Sign in to insights</h1>
        <p className="mt-2 text-sm text-muted">
          What readers search, ask, miss and read. Only the site’s owners have the token.
        </p>
      </div>
      {!settings.enabled ? (
        <p className="rounded-md border border-border bg-subtle p-3 text-sm">
          Insights are turned off on this site (INSIGHTS=off): nothing is collected.
        </p>
      ) : null}
      {params['signed-out'] ? (
        <p role="status" className="rounded-md border border-border bg-subtle p-3 text-sm">
          You are signed out.
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-600/50 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <form method="post" action="/api/insights/session" className="flex flex-col gap-3">
        <label htmlFor="token" className="text-sm font-medium">
          Token
        </label>
        <input
          id="token"
          name="token"
          type="password"
          required
          autoComplete="current-password"
          className={inputVariants()}
        />
        <button type="submit" className={buttonVariants({ variant: 'default', size: 'default' })}>
          Sign in
        </button>
      </form>
    </main>
  );
}
