import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { handleData, handleExport, handleSignIn, handleSignOut } = await import('./dashboard');
const { csrfToken, sessionFrom } = await import('./session');
const { openSqliteStore } = await import('@/server/feedback/sqlite-store');
const { createFailureThrottle } = await import('@/server/http/rate-limit');
const { clientAddressHeader } = await import('@/server/http/client-address');

const store = openSqliteStore(':memory:');
afterAll(() => store.close());
const token = 't'.repeat(40);
const deps = {
  enabled: true,
  token,
  store: async () => store,
  locales: ['en-US', 'ja'],
  defaultLocale: 'en-US',
  throttle: createFailureThrottle(3, 60_000),
  addressWords: (address: string) => address.split(/[/-]/).filter(Boolean),
  fixes: {
    suggest: async () => [],
    search: async () => ({ pages: [], terms: [] }),
    pageFile: () => undefined,
    locales: ['en-US', 'ja'],
  },
  now: () => new Date('2026-11-29T12:00:00Z'),
};
const site = 'http://localhost:3000';
const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      [clientAddressHeader]: '198.51.100.4',
      ...headers,
    },
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${site}${path}`, { headers: { host: 'localhost:3000', ...headers } });

async function signIn() {
  const response = await handleSignIn(form('/api/insights/session', `token=${token}`), deps);
  const cookie = response.headers.get('set-cookie')!;
  return { response, cookie: cookie.split(';')[0]! };
}

describe('the dashboard APIs', () => {
  it('sign in with the token: a session cookie and on to /insights; a wrong token back to the sign-in page', async () => {
    const { response, cookie } = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/insights');
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    expect(sessionFrom(cookie)).toBeTruthy();
    const wrong = await handleSignIn(form('/api/insights/session', 'token=nope'), deps);
    expect(wrong.headers.get('location')).toBe('/insights/sign-in?error=token');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a sign-in from another site, or not as a form', async () => {
    expect(
      (
        await handleSignIn(
          form('/api/insights/session', `token=${token}`, { origin: 'https://evil.example' }),
          deps,
        )
      ).status,
    ).toBe(403);
    expect(
      (await handleSignIn(form('/api/insights/session', '{}', { 'content-type': 'application/json' }), deps))
        .status,
    ).toBe(415);
  });

  it('answers data and exports 401 without a session, and with one the view', async () => {
    expect((await handleData(get('/api/insights/data?view=overview'), deps)).status).toBe(401);
    expect((await handleExport(get('/api/insights/export?view=search&format=csv'), deps)).status).toBe(401);
    await store.insights.add(
      [{ day: '2026-11-29', metric: 'search', locale: 'en-US', key: 'rust sdk', detail: 'none', count: 2 }],
      100,
    );
    const { cookie } = await signIn();
    const data = await handleData(get('/api/insights/data?view=search', { cookie }), deps);
    expect(data.status).toBe(200);
    expect(((await data.json()) as { figures: { value: string }[] }).figures[0]!.value).toBe('2');
    const csv = await handleExport(
      get('/api/insights/export?view=search&format=csv&table=no-result', { cookie }),
      deps,
    );
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="spanlight-insights-search-2026-10-31-2026-11-29-no-result.csv"',
    );
    expect(await csv.text()).toBe('Query,Searches\r\nrust sdk,2\r\n');
    const gaps = await handleExport(get('/api/insights/export?view=gaps&format=json', { cookie }), deps);
    expect(((await gaps.json()) as { gaps: { title: string; fix: { kind: string } }[] }).gaps).toMatchObject([
      { title: 'rust sdk', fix: { kind: 'write' } },
    ]);
  });

  it('takes the token as a bearer for scripts, and names a bad view, range, format or table', async () => {
    const bearer = { authorization: `Bearer ${token}`, [clientAddressHeader]: '198.51.100.9' };
    expect((await handleData(get('/api/insights/data?view=gaps', bearer), deps)).status).toBe(200);
    const error = async (query: string) => {
      const response = await handleExport(get(`/api/insights/export?${query}`, bearer), deps);
      const body = (await response.json()) as { code: string; message: string; field: string };
      expect(body.code).toBe('invalid_field');
      return [response.status, body.field, body.message];
    };
    expect(await error('view=pages')).toEqual([
      400,
      'view',
      'The view parameter must be one of overview, search, ask, agents, gaps.',
    ]);
    expect(await error('from=2026-12-01&to=2026-11-01')).toEqual([
      400,
      'from',
      'The from parameter must not be after to.',
    ]);
    expect(await error('format=xml')).toEqual([400, 'format', 'The format parameter must be json or csv.']);
    expect(await error('format=csv&table=x')).toEqual([
      400,
      'table',
      'The table parameter must be one of top-pages, top-referrers, readers, viewports.',
    ]);
  });

  it('signs out only with the session’s CSRF token', async () => {
    const { cookie } = await signIn();
    const session = sessionFrom(cookie)!;
    expect(
      (await handleSignOut(form('/api/insights/sign-out', 'csrf=forged', { cookie }), deps)).status,
    ).toBe(403);
    const out = await handleSignOut(
      form('/api/insights/sign-out', `csrf=${csrfToken(session, token)}`, { cookie }),
      deps,
    );
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^spanlight_insights=; Max-Age=0/);
  });

  it('stops answering wrong tokens once a client has spent its tries', async () => {
    const client = { [clientAddressHeader]: '192.0.2.77' };
    for (let i = 0; i < 3; i++) await handleSignIn(form('/api/insights/session', 'token=nope', client), deps);
    const blocked = await handleSignIn(form('/api/insights/session', `token=${token}`, client), deps);
    expect(blocked.status).toBe(429);
  });
});
