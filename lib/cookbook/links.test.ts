import { describe, expect, it } from 'vitest';
import { notebookLinks, showsNotebookBanner } from './links';

describe('notebookLinks', () => {
  it('points at the file on the code host and in the notebook cloud', () => {
    expect(
      notebookLinks('integration_x.ipynb', {
        docsRepository: { url: 'https://github.com/acme/docs', branch: 'main' },
        notebookCloud: {
          urlTemplate: 'https://colab.research.google.com/github/{owner}/{repo}/blob/{branch}/{path}',
          bannerPaths: [],
        },
      }),
    ).toEqual({
      codeHost: 'https://github.com/acme/docs/blob/main/cookbook/integration_x.ipynb',
      cloud: 'https://colab.research.google.com/github/acme/docs/blob/main/cookbook/integration_x.ipynb',
    });
  });
});

describe('showsNotebookBanner', () => {
  it('matches a listed path and the paths below it only', () => {
    const list = ['/guides/cookbook', '/integrations'];
    expect(showsNotebookBanner('/guides/cookbook/evals', list)).toBe(true);
    expect(showsNotebookBanner('/integrations', list)).toBe(true);
    expect(showsNotebookBanner('/integrations-old/x', list)).toBe(false);
    expect(showsNotebookBanner('/docs/observability/sdk/python/example', list)).toBe(false);
  });
});
