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

/** Characters the Latin font bundled with next/og draws: Latin, Latin-1, Latin Extended-A, punctuation. */
const latin = /[\u0020-\u007e\u00a0-\u017f\u2010-\u2027\u2030-\u205e]/;

/** True for a visible character the Latin font lacks (kana, hangul, han, CJK punctuation, ...). */
export function needsScriptFont(character: string): boolean {
  return !latin.test(character) && !/\s/.test(character);
}

/** Width of `text` in Latin characters: a CJK character is about as wide as two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const character of text) width += needsScriptFont(character) ? 2 : 1;
  return width;
}

/**
 * Keeps only characters the image's fonts draw: the Latin font's, plus `script` (the characters of
 * the locale's CJK subset font, when the image has one). The image renderer would otherwise try to
 * download fallback fonts, and the site must not reach the network.
 */
export function renderableText(text: string, script: ReadonlySet<string> = new Set()): string {
  let kept = '';
  for (const character of text) if (!needsScriptFont(character) || script.has(character)) kept += character;
  return kept.replace(/\s+/g, ' ').trim();
}

export interface OgParams {
  title: string;
  description?: string;
  section?: SectionLabel;
  /** One of `locales`, or undefined for the default locale (or an unknown `lang`). */
  locale?: string;
}

/**
 * Reads `/api/og` query parameters; missing, unknown or overlong values never fail. `scriptOf`
 * gives the characters of a locale's script font (empty when it has none).
 */
export function parseOgParams(
  search: URLSearchParams,
  options: {
    siteName: string;
    locales: readonly string[];
    scriptOf: (locale: string) => ReadonlySet<string>;
  },
): OgParams {
  const lang = search.get('lang') ?? '';
  const locale = options.locales.includes(lang) ? lang : undefined;
  const script = locale ? options.scriptOf(locale) : new Set<string>();
  const title = truncate(renderableText(search.get('title') ?? '', script), 110) || options.siteName;
  const description = truncate(renderableText(search.get('description') ?? '', script), 180) || undefined;
  const section = sectionLabels.find((label) => label === search.get('section'));
  return { title, description, section, locale };
}
