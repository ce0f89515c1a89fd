import type { SectionLabel } from './metadata';

const sectionLabels: readonly SectionLabel[] = ['Docs', 'Changelog', 'Cookbook', 'FAQ'];

/** Cuts text to `max` characters at a word boundary where possible, adding an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Keeps only characters the bundled font draws (Latin, Latin-1, Latin Extended-A, general
 * punctuation). The image renderer would otherwise try to download fallback fonts, and the site
 * must not reach the network.
 */
export function renderableText(text: string): string {
  return text
    .replace(/[^\u0020-\u007e\u00a0-\u017f\u2010-\u2027\u2030-\u205e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface OgParams {
  title: string;
  description?: string;
  section?: SectionLabel;
}

/** Reads `/api/og` query parameters; missing, unknown or overlong values never fail. */
export function parseOgParams(search: URLSearchParams, siteName: string): OgParams {
  const title = truncate(renderableText(search.get('title') ?? ''), 110) || siteName;
  const description = truncate(renderableText(search.get('description') ?? ''), 180) || undefined;
  const section = sectionLabels.find((label) => label === search.get('section'));
  return { title, description, section };
}
