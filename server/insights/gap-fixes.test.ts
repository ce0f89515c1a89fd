import { describe, expect, it, vi } from 'vitest';
import type { GapTopic } from '@/lib/insights/gaps';

vi.mock('server-only', () => ({}));
const { fixFor } = await import('./gap-fixes');

/** A site whose index has these terms, each found on these pages. */
const terms: Record<string, { url: string; title: string }> = {
  sdk: { url: '/docs/sdk/overview', title: 'SDKs' },
  anonymize: { url: '/docs/masking', title: 'Masking' },
  trace: { url: '/docs/tracing', title: 'Tracing' },
};
const deps = {
  suggest: async (address: string) =>
    address.includes('trac') ? [{ url: '/ja/docs/tracing#intro', title: 'Tracing' }] : [],
  search: async (_locale: string, text: string) => {
    const words = text.toLowerCase().split(/\s+/);
    // "rust" is matched as a typo of "trust" only: not a word of the site.
    const found = words.flatMap((word) => (terms[word] ? [word] : word === 'rust' ? ['trust'] : []));
    return {
      pages: found.flatMap((term) => (terms[term] ? [terms[term]] : [{ url: '/security', title: 'Trust' }])),
      terms: found,
    };
  },
  pageFile: (url: string) => (url === '/docs/sdk/overview' ? 'content/docs/sdk/overview.mdx' : undefined),
  readFile: () => '---\ntitle: SDKs\nkeywords: [python, typescript]\n---\n',
  locales: ['en-US', 'ja'],
};
const topic = (title: string, words: string[], extra: Partial<GapTopic> = {}): GapTopic => ({
  id: words.join(' '),
  title,
  words,
  score: 1,
  evidence: [{ kind: 'search', text: title, count: 1 }],
  ...extra,
});

describe('fixFor', () => {
  it('routes a 404 by an alias to the page suggested for it, without locale or twin ending', async () => {
    const fix = await fixFor(
      topic('/ja/docs/tracing-old.md', ['tracing', 'old'], {
        evidence: [{ kind: 'not-found', text: '/ja/docs/tracing-old.md', count: 2 }],
      }),
      'ja',
      deps,
    );
    expect(fix).toMatchObject({ kind: 'alias', from: '/docs/tracing-old', to: '/docs/tracing' });
  });

  it('adds the readers’ words to the keywords of the page for the words the site has', async () => {
    const fix = await fixFor(topic('rust sdk', ['rust', 'sdk']), 'en-US', deps);
    expect(fix).toMatchObject({
      kind: 'keywords',
      page: '/docs/sdk/overview',
      file: 'content/docs/sdk/overview.mdx',
      add: ['rust sdk'],
    });
    expect(fix.kind === 'keywords' && fix.patch).toContain('+keywords: [python, typescript, rust sdk]');
  });

  it('offers a synonym for a word the site spells otherwise, and a page to write for words it has none of', async () => {
    expect(await fixFor(topic('anonymise', ['anonymise']), 'en-US', deps)).toMatchObject({
      kind: 'synonym',
      group: ['anonymize', 'anonymise'],
    });
    expect(await fixFor(topic('rust', ['rust']), 'en-US', deps)).toEqual({ kind: 'write' });
    expect(await fixFor(topic('cobol mainframe', ['cobol', 'mainframe']), 'en-US', deps)).toEqual({
      kind: 'write',
    });
  });

  it('asks for a page voted down to be revised', async () => {
    expect(await fixFor(topic('/docs/x', ['x'], { id: 'page:/docs/x' }), 'en-US', deps)).toEqual({
      kind: 'revise',
      page: '/docs/x',
    });
  });
});
