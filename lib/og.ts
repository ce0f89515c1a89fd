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
 * Keeps only characters the image's fonts draw (`drawable`: the characters of the Latin font and, for
 * a CJK locale, of its subset font); whitespace becomes single spaces. For any other character the
 * image renderer would download a fallback font or an emoji picture, and the site never reaches the
 * network.
 */
export function renderableText(text: string, drawable: ReadonlySet<string>): string {
  let kept = '';
  for (const character of text) if (/\s/.test(character) || drawable.has(character)) kept += character;
  return kept.replace(/\s+/g, ' ').trim();
}

/** The longest `title` and `description` parameters read; longer ones are cut before anything else. */
export const ogParamLimit = 1000;

export interface OgParams {
  title: string;
  description?: string;
  section?: SectionLabel;
  /** One of `locales`, or undefined for the default locale (or an unknown `lang`). */
  locale?: string;
}

/**
 * Reads `/api/og` query parameters; missing, unknown or overlong values never fail. `drawableOf`
 * gives the characters the image's fonts draw for a locale (undefined: the default locale).
 */
export function parseOgParams(
  search: URLSearchParams,
  options: {
    siteName: string;
    locales: readonly string[];
    drawableOf: (locale: string | undefined) => ReadonlySet<string>;
  },
): OgParams {
  const lang = search.get('lang') ?? '';
  const locale = options.locales.includes(lang) ? lang : undefined;
  const drawable = options.drawableOf(locale);
  const read = (name: string) => renderableText((search.get(name) ?? '').slice(0, ogParamLimit), drawable);
  const title = truncate(read('title'), 110) || options.siteName;
  const description = truncate(read('description'), 180) || undefined;
  const section = sectionLabels.find((label) => label === search.get('section'));
  return { title, description, section, locale };
}

/** The normalised parameters as one string: images for equal parameters are the same image. */
export function ogCacheKey(params: OgParams): string {
  return JSON.stringify([params.title, params.description ?? '', params.section ?? '', params.locale ?? '']);
}
