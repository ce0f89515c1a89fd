import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldersWithoutPage,
  formatLedger,
  integrationsWithoutShortForm,
  ledgerProblems,
  publishedAddresses,
  readLedger,
  unrecordedAddresses,
} from './ledger';
import { redirectMap } from './redirects';

const rules = { locales: ['en-US', 'ja'], defaultLocale: 'en-US' };

describe('publishedAddresses', () => {
  it('lists pages without the default prefix, their twins, files and section llms files', () => {
    expect(
      publishedAddresses(
        [
          '/_not-found',
          '/en-US',
          '/en-US/docs/x',
          '/ja/docs/x',
          '/en-US/demo/traces/1',
          '/en-US/docs/ask-ai',
          '/cookbook/a.ipynb',
          '/blog/rss.xml',
          '/search/en-US.abc.json',
          '/api/llms/en-US/docs',
          '/api/llms/ja/docs',
          '/api/other',
        ],
        rules,
      ),
    ).toEqual([
      '/',
      '/blog/rss.xml',
      '/cookbook/a.ipynb',
      '/demo/traces/1',
      '/docs/ask-ai',
      '/docs/llms.txt',
      '/docs/x',
      '/docs/x.md',
      '/index.md',
      '/ja/docs/llms.txt',
      '/ja/docs/x',
      '/ja/docs/x.md',
    ]);
  });
});

describe('ledgerProblems', () => {
  const published = new Set(['/docs/new', '/docs/new.md', '/ja/docs/new', '/ja/docs/new.md', '/docs/other']);
  const redirects = redirectMap([{ from: '/docs/old', to: '/docs/new' }]);

  it('accepts addresses that are built or redirected to a built page, twins and locales too', () => {
    expect(
      ledgerProblems(
        ['/docs/new', '/docs/old', '/docs/old.md', '/ja/docs/old', '/ja/docs/old.md'],
        published,
        redirects,
        rules,
      ),
    ).toEqual([]);
  });
  it('names every address that is neither built nor redirected', () => {
    expect(ledgerProblems(['/docs/gone', '/docs/gone.md', '/docs/new'], published, redirects, rules)).toEqual(
      ['/docs/gone is neither built nor redirected', '/docs/gone.md is neither built nor redirected'],
    );
  });
  it('names a redirect whose target is not built', () => {
    expect(ledgerProblems(['/docs/old'], new Set(['/docs/other']), redirects, rules)).toEqual([
      '/docs/old redirects to /docs/new, which is not built',
    ]);
  });
});

describe('the ledger file', () => {
  it('reads back what it writes, sorted and without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\/[a-z0-9/.-]{0,20}$/)), (addresses) => {
        expect(readLedger(formatLedger(addresses))).toEqual([...new Set(addresses)].sort());
      }),
    );
  });
  it('lists built addresses it lacks', () => {
    expect(unrecordedAddresses(['/a'], ['/a', '/b'])).toEqual(['/b']);
  });
});

describe('short forms', () => {
  const published = new Set([
    '/docs/evaluation/overview',
    '/docs/x',
    '/integrations/frameworks/langchain',
    '/demo/traces/1',
  ]);
  it('names folders that hold pages but are neither pages nor redirected', () => {
    expect(foldersWithoutPage(published, new Map(), ['docs', 'integrations'], rules)).toEqual([
      '/docs',
      '/docs/evaluation',
      '/integrations',
      '/integrations/frameworks',
    ]);
    expect(
      foldersWithoutPage(
        new Set([...published, '/docs']),
        redirectMap([{ from: '/docs/evaluation', to: '/docs/evaluation/overview' }]),
        ['docs'],
        rules,
      ),
    ).toEqual([]);
  });
  it('names integrations without /integrations/<name>', () => {
    expect(integrationsWithoutShortForm(published, new Map())).toEqual([
      '/integrations/frameworks/langchain',
    ]);
    expect(
      integrationsWithoutShortForm(
        published,
        redirectMap([{ from: '/integrations/langchain', to: '/integrations/frameworks/langchain' }]),
      ),
    ).toEqual([]);
  });
});
