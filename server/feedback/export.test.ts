import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '@/tests/setup/databases';
import { formatExport, parseExportArgs, toCsv } from './export';
import type { FeedbackRecord, FeedbackStore } from './store';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('./sqlite-store');
const { openPostgresStore } = await import('./postgres-store');

const record = (extra: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  id: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  kind: 'page',
  page: '/docs',
  value: 'positive',
  comment: null,
  question: null,
  locale: 'en-US',
  clientKey: 'abc',
  ...extra,
});

describe('parseExportArgs', () => {
  it('reads --since, --page and --format, separate or with =', () => {
    expect(parseExportArgs(['--since', '2026-01-01', '--page', '/docs', '--format', 'csv'])).toEqual({
      since: new Date('2026-01-01T00:00:00Z'),
      page: '/docs',
      format: 'csv',
    });
    expect(parseExportArgs(['--format=json', '--since=2026-03-04T05:06:07Z'])).toEqual({
      format: 'json',
      since: new Date('2026-03-04T05:06:07Z'),
    });
    expect(parseExportArgs([])).toEqual({ format: 'json' });
  });

  it('names the argument that is wrong', () => {
    expect(() => parseExportArgs(['--since', 'yesterday'])).toThrow(/^--since must be a date/);
    expect(() => parseExportArgs(['--since', '2026-13-45'])).toThrow(/^--since must be a date/);
    expect(() => parseExportArgs(['--page', 'docs'])).toThrow(/^--page must be a site path/);
    expect(() => parseExportArgs(['--format', 'xml'])).toThrow('--format must be csv or json, not "xml".');
    expect(() => parseExportArgs(['--format'])).toThrow(/^--format needs a value/);
    expect(() => parseExportArgs(['--page', '--format', 'csv'])).toThrow(/^--page needs a value/);
    expect(() => parseExportArgs(['--limit', '3'])).toThrow(/^Unknown argument --limit/);
  });
});

describe('toCsv', () => {
  it('writes a header and RFC 4180 fields, quoting commas, quotes and line breaks', () => {
    expect(toCsv([record(), record({ id: 2, value: 'negative', comment: 'Say "hi",\nplease' })])).toBe(
      'id,created_at,kind,page,value,comment,question,locale,client_key\r\n' +
        '1,2026-11-22T10:00:00.000Z,page,/docs,positive,,,en-US,abc\r\n' +
        '2,2026-11-22T10:00:00.000Z,page,/docs,negative,"Say ""hi"",\nplease",,en-US,abc\r\n',
    );
  });

  it('defuses comments a spreadsheet would run as formulas', () => {
    expect(toCsv([record({ comment: '=HYPERLINK("x")' })])).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(toCsv([record({ comment: '@SUM(A1)' })])).toContain(",'@SUM(A1),");
    expect(toCsv([record({ kind: 'answer', question: '=1+1' })])).toContain(",'=1+1,");
  });

  it('writes JSON as an array of records', () => {
    expect(JSON.parse(formatExport([record()], 'json'))).toEqual([record()]);
  });
});

// Each case starts the command (a TypeScript process) two or three times: allow for a loaded machine.
describe('npm run feedback:export', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  const stores: FeedbackStore[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const run = (env: Record<string, string>, args: string[]) =>
    promisify(execFile)(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/feedback-export.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: '', FEEDBACK_DB_PATH: '', ...env },
      },
    );

  async function seed(store: FeedbackStore) {
    stores.push(store);
    await store.insert({ page: '/docs', value: 'positive', locale: 'en-US', clientKey: 'k1' });
    await store.insert({
      page: '/docs/sdk',
      value: 'negative',
      comment: 'Missing, "quoted"',
      locale: 'ja',
      clientKey: 'k2',
    });
    await store.insert({ page: '/blog', value: 'positive', locale: 'en-US', clientKey: 'k3' });
  }

  it.each([
    [
      'SQLite',
      async () => {
        const dir = mkdtempSync(join(tmpdir(), 'export-'));
        dirs.push(dir);
        const file = join(dir, 'feedback.sqlite');
        await seed(openSqliteStore(file));
        return { FEEDBACK_DB_PATH: file };
      },
    ],
    [
      'PostgreSQL',
      async () => {
        const url = await freshDatabaseUrl();
        await seed(await openPostgresStore(url));
        return { DATABASE_URL: url };
      },
    ],
  ])('exports the %s store as CSV and JSON with the filters', async (_kind, prepare) => {
    const env = await prepare();
    const csv = await run(env, ['--since', '2026-01-01', '--page', '/docs', '--format', 'csv']);
    const lines = csv.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,kind,page,value,comment,question,locale,client_key');
    expect(lines.slice(1).map((line) => line.split(',').slice(3, 5).join(' '))).toEqual([
      '/docs positive',
      '/docs/sdk negative',
    ]);
    expect(lines[2]).toContain('"Missing, ""quoted""",,ja,k2');
    expect(csv.stderr).toContain('2 feedback rows exported');

    const json = JSON.parse((await run(env, ['--format', 'json'])).stdout) as FeedbackRecord[];
    expect(json.map((r) => r.page)).toEqual(['/docs', '/docs/sdk', '/blog']);
    const future = JSON.parse((await run(env, ['--since', '2999-01-01'])).stdout);
    expect(future).toEqual([]);
  });

  it('exits with status 2 and a message for a bad argument', async () => {
    await expect(run({}, ['--format', 'xml'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--format must be csv or json'),
    });
  });
});
