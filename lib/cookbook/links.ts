import type { SiteConfig } from '@/config/schema';

/** Where a cookbook notebook lives: its page on the code host and its notebook-cloud (Colab) URL. */
export function notebookLinks(
  file: string,
  config: Pick<SiteConfig, 'docsRepository' | 'notebookCloud'>,
): { codeHost: string; cloud: string } {
  const { url, branch } = config.docsRepository;
  const path = `cookbook/${file}`;
  const [owner = '', repo = ''] = new URL(url).pathname.split('/').filter(Boolean);
  const cloud = config.notebookCloud.urlTemplate
    .replace('{owner}', owner)
    .replace('{repo}', repo)
    .replace('{branch}', branch)
    .replace('{path}', path);
  return { codeHost: `${url}/blob/${branch}/${path}`, cloud };
}

/** Whether a notebook page at `path` (without locale) shows the notebook banner. */
export function showsNotebookBanner(path: string, bannerPaths: readonly string[]): boolean {
  return bannerPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
