import { describe, expect, it } from 'vitest';
import { beaconIncrements, queryKey, referrerKey, validateBeacon, type BeaconEvent } from './beacon';

const context = {
  now: new Date('2026-11-20T23:59:59.999Z'),
  localeOf: (path: string) => (path.startsWith('/ja') ? 'ja' : 'en-US'),
  ownHost: 'spanlight.example:3000',
  isPage: (path: string) => path === '/ja/docs',
};
const valid = (body: unknown) => {
  const result = validateBeacon(body);
  if (!result.ok) throw new Error(`${result.field} ${result.message}`);
  return result.event;
};

describe('validateBeacon', () => {
  it('takes a view, a search and a not-found event', () => {
    expect(valid({ type: 'view', path: '/docs', viewport: 'wide', referrer: 'news.example.com' })).toEqual({
      type: 'view',
      path: '/docs',
      viewport: 'wide',
      referrer: 'news.example.com',
    });
    expect(valid({ type: 'search', path: '/ja/docs', query: 'トレース', results: 3, opened: 2 }).type).toBe(
      'search',
    );
    expect(valid({ type: 'not-found', path: '/docs/tracing-old' }).type).toBe('not-found');
  });

  it('names the field that is wrong', () => {
    const problem = (body: unknown) => {
      const result = validateBeacon(body);
      return result.ok ? 'ok' : `${result.field ?? 'the body'} ${result.message}`;
    };
    expect(problem([])).toBe('the body must be a JSON object');
    expect(problem({ type: 'click' })).toBe('type must be "view", "search" or "not-found"');
    expect(problem({ type: 'view', path: 'docs', viewport: 'wide' })).toMatch(/^path must be a site path/);
    expect(problem({ type: 'view', path: '//evil.example', viewport: 'wide' })).toMatch(/^path /);
    expect(problem({ type: 'view', path: '/docs', viewport: 'tall' })).toBe(
      'viewport must be "narrow" or "wide"',
    );
    expect(problem({ type: 'view', path: '/docs', viewport: 'wide', user: 'ana' })).toBe(
      'user is not a known field',
    );
    expect(
      problem({ type: 'view', path: '/docs', viewport: 'wide', referrer: 'https://x.example/a' }),
    ).toMatch(/^referrer must be a host name/);
    expect(problem({ type: 'search', path: '/docs', query: 'x', results: 1.5, opened: null })).toBe(
      'results must be a whole number',
    );
    expect(problem({ type: 'search', path: '/docs', query: 'x', results: 2, opened: 3 })).toBe(
      'opened must not be more than results',
    );
    expect(problem({ type: 'search', path: '/docs', query: 'x', results: 2, opened: 0 })).toBe(
      'opened must be at least 1',
    );
    expect(
      problem({ type: 'search', path: '/docs', query: 'x'.repeat(501), results: 0, opened: null }),
    ).toMatch(/^query /);
  });
});

describe('referrerKey', () => {
  it('keeps the host without www and port, drops the site itself and hides IP addresses', () => {
    expect(referrerKey('WWW.Google.com', context.ownHost)).toBe('google.com');
    expect(referrerKey('github.com:443', context.ownHost)).toBe('github.com');
    expect(referrerKey('spanlight.example:3000', context.ownHost)).toBeUndefined();
    expect(referrerKey('spanlight.example', context.ownHost)).toBeUndefined();
    expect(referrerKey('192.168.1.20:8080', context.ownHost)).toBe('(address)');
    expect(referrerKey(undefined, context.ownHost)).toBeUndefined();
  });
});

describe('beaconIncrements', () => {
  const increments = (event: BeaconEvent) =>
    beaconIncrements(event, context).map(({ metric, locale, key, detail, count, day }) => ({
      metric,
      locale,
      key,
      detail,
      count,
      day,
    }));

  it('counts a view by path and viewport on the UTC day, and its referring host', () => {
    expect(
      increments({ type: 'view', path: '/ja/docs', viewport: 'narrow', referrer: 'www.example.org' }),
    ).toEqual([
      { metric: 'view', locale: 'ja', key: '/ja/docs', detail: 'narrow', count: 1, day: '2026-11-20' },
      { metric: 'referrer', locale: 'ja', key: 'example.org', detail: '', count: 1, day: '2026-11-20' },
    ]);
  });

  it('counts a search by its cleaned, lower-case query and what came of it', () => {
    const search = (query: string, results: number, opened: number | null) =>
      increments({ type: 'search', path: '/docs', query, results, opened }).map((row) => [
        row.metric,
        row.key,
        row.detail,
      ]);
    expect(search('Rust SDK', 0, null)).toEqual([['search', 'rust sdk', 'none']]);
    expect(search('  Tracing ', 9, null)).toEqual([['search', 'tracing', 'unopened']]);
    expect(search('tracing', 9, 2)).toEqual([
      ['search', 'tracing', 'opened'],
      ['search-open', 'tracing', '2'],
    ]);
    expect(search('mail ana@example.com', 1, null)).toEqual([['search', 'mail [email]', 'unopened']]);
    expect(search('   ', 0, null)).toEqual([]);
  });

  it('counts a missing address with the host that linked to it', () => {
    expect(increments({ type: 'not-found', path: '/docs/old?utm=1', referrer: 'blog.example' })).toEqual([
      {
        metric: 'not-found',
        locale: 'en-US',
        key: '/docs/old',
        detail: 'blog.example',
        count: 1,
        day: '2026-11-20',
      },
    ]);
  });

  it('reads queries as the same when only case and spaces differ', () => {
    expect(queryKey(' Prompt  Caching ')).toBe(queryKey('prompt caching'));
  });
});
