import 'server-only';
import { addressWords } from '@/lib/not-found/suggestions';
import { defaultLocale, locales } from '@/lib/i18n';
import { sectionFolders } from '@/lib/search/collections';
import { collections } from '@/lib/source';
import { feedbackStore } from '@/server/feedback/open-store';
import { adminTokenThrottle } from '@/server/feedback/admin-token';
import { suggestionsFor } from '@/server/not-found/runtime';
import { searchIndexFor } from '@/server/search';
import { processSettings } from '@/server/settings';
import type { DashboardDeps } from './dashboard';

let files: Map<string, string> | undefined;

/** The MDX file of each page address of every locale (notebooks and API reference pages have none). */
function pageFile(url: string): string | undefined {
  if (!files) {
    files = new Map();
    for (const { dir, source } of collections)
      for (const locale of locales)
        for (const page of source.getPages(locale)) {
          if (page.type !== 'mdx') continue;
          if (!files.has(page.url)) files.set(page.url, `content/${dir}/${page.path}`);
        }
  }
  return files.get(url);
}

const rules = { locales, defaultLocale, sections: sectionFolders };
let deps: DashboardDeps | undefined;

/**
 * The dashboard's dependencies for this process (read once). A promise, as its routes await it, though
 * nothing is waited for here: the search indexes open when a fix first searches.
 */
export async function dashboardDeps(): Promise<DashboardDeps> {
  if (deps) return deps;
  const settings = processSettings().insights;
  deps = {
    enabled: settings.enabled,
    token: settings.token,
    store: feedbackStore,
    locales,
    defaultLocale,
    throttle: adminTokenThrottle(),
    addressWords: (address) => addressWords(address, rules).words,
    fixes: {
      suggest: suggestionsFor,
      search: async (locale, text) => {
        const results = (await searchIndexFor(locale)).search(text);
        return { pages: results.pages.map(({ url, title }) => ({ url, title })), terms: [...results.terms] };
      },
      pageFile,
      locales,
    },
  };
  return deps;
}
