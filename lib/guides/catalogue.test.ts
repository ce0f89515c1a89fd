import { describe, expect, it } from 'vitest';
import { guideCatalogue, topicsOf, type GuidePage } from './catalogue';

const page = (
  path: string,
  data: Partial<GuidePage['data']>,
  slugs = path.replace(/\.\w+$/, '').split('/'),
  type: GuidePage['type'] = path.endsWith('.ipynb') ? 'notebook' : 'mdx',
): GuidePage => ({
  type,
  url: `/guides/${slugs.join('/')}`,
  path,
  slugs,
  data: { title: path, description: `About ${path}`, ...data },
});

const pages: GuidePage[] = [
  page('index.mdx', { title: 'Guides' }, []),
  page('cookbook/index.ipynb', { title: 'Cookbook' }, ['cookbook'], 'cookbook-index'),
  page('cookbook/integration_x.ipynb', {
    title: 'X',
    topic: 'frameworks',
  }),
  page('cookbook/evals_b.ipynb', {
    title: 'B evals',
    topic: 'evaluation',
  }),
  page('rag.mdx', { title: 'Z written guide', topic: 'evaluation' }),
  page('cookbook/evals_a.ipynb', {
    title: 'A evals',
    topic: 'evaluation',
  }),
  page('sdk.mdx', { title: 'SDK', topic: 'tracing' }),
];

describe('guideCatalogue', () => {
  it('lists written guides and notebooks, not the indexes, by topic, written first, then by title', () => {
    expect(guideCatalogue(pages).map((entry) => [entry.topic, entry.title, entry.notebook])).toEqual([
      ['tracing', 'SDK', false],
      ['evaluation', 'Z written guide', false],
      ['evaluation', 'A evals', true],
      ['evaluation', 'B evals', true],
      ['frameworks', 'X', true],
    ]);
    expect(guideCatalogue(pages)[0]).toEqual({
      url: '/guides/sdk',
      title: 'SDK',
      description: 'About sdk.mdx',
      topic: 'tracing',
      notebook: false,
    });
  });

  it('names the file of a written guide without a topic', () => {
    expect(() => guideCatalogue([page('orphan.mdx', {})])).toThrow(
      /^content\/guides\/orphan\.mdx: topic: is required \(one of tracing, evaluation, /,
    );
  });

  it('names the registry entry of a notebook with an unknown topic', () => {
    expect(() => guideCatalogue([page('cookbook/n.ipynb', { topic: 'evals' })])).toThrow(
      /^cookbook\/_routes\.json \(n\.ipynb\): topic: "evals" is not a guide topic/,
    );
  });
});

describe('topicsOf', () => {
  it('keeps the topics that have guides, in topic order', () => {
    expect(topicsOf(guideCatalogue(pages))).toEqual(['tracing', 'evaluation', 'frameworks']);
    expect(topicsOf([])).toEqual([]);
  });
});
