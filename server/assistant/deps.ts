import type { SearchIndex } from '@/lib/search/engine';
import type { RateLimiter } from '@/server/http/rate-limit';
import type { AnswerTexts } from './answer';
import type { ModelEndpoint } from '@/server/settings';

/** What the assistant needs: the indexes and words of each locale, the model, the limit. */
export interface AskDeps {
  locales: readonly string[];
  defaultLocale: string;
  /** The locale's search index with its section texts attached. */
  indexFor: (locale: string) => Promise<SearchIndex>;
  textsFor: (locale: string) => AnswerTexts;
  /**
   * The Markdown of the section a passage comes from (`url` with its anchor), so a quote keeps its
   * tables and code; undefined when the page or heading is not found (the passage's text is quoted).
   */
  sectionMarkdown?: (url: string, heading: string) => Promise<string | undefined>;
  /**
   * The check of whether a URL a model cited is a page (and heading) of the site's search indexes,
   * once they are open.
   */
  indexedAddress: () => Promise<(url: string) => boolean>;
  /** Told about each question the docs had no passage for (the content gaps report); must not throw. */
  unanswered?: (entry: { question: string; locale: string; clientKey: string }) => void;
  /** Told about every question, found in the docs or not (the insights); must not throw. */
  asked?: (entry: { question: string; locale: string; answered: boolean }) => void;
  model: ModelEndpoint | undefined;
  limiter: RateLimiter;
  salt: string;
  siteName: string;
  fetcher?: typeof fetch;
  log?: (message: string) => void;
}
