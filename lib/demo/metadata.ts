import type { Metadata } from 'next';
import { localizePath, locales, type Locale } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { formatCost, formatLatency, formatTokens } from './format';
import type { TraceSummary } from './trace-views';

/**
 * The metadata of a page of the demo project below /demo: its title after the demo's (localized)
 * name, a description, hreflang alternates (every locale has the page) and `noindex`: the sitemap
 * lists /demo, whose introduction says what the project is; its views are reached from there.
 */
export function demoPageMetadata(input: {
  lang: Locale;
  /** The page's path without a locale prefix (lib/demo/paths.ts). */
  path: string;
  /** What the page shows, e.g. `answer-question 80e2f6e3`. */
  title: string;
  /** The demo's own title in the page's language (the MDX page's). */
  demoTitle: string;
  description: string;
  /** When another URL shows the same view (the newest prompt version). */
  canonicalPath?: string;
}): Metadata {
  const languages = Object.fromEntries(locales.map((locale) => [locale, localizePath(input.path, locale)]));
  return pageMetadataFor(
    {
      url: localizePath(input.path, input.lang),
      data: { title: `${input.title} · ${input.demoTitle}`, description: input.description, noindex: true },
    },
    input.lang,
    {
      languages,
      canonical: input.canonicalPath ? localizePath(input.canonicalPath, input.lang) : undefined,
    },
  );
}

/** A trace page's description: the question, the figures and what the page holds. */
export function traceDescription(project: string, trace: TraceSummary): string {
  return `Trace ${trace.name} of ${project}, the demo support bot: “${trace.preview}” took ${formatLatency(trace.latencyMs)}, ${formatTokens(trace.usage.total)} tokens and ${formatCost(trace.costUsd)}. Its observations with their input, output and scores.`;
}
