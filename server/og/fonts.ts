import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import coverage from './fonts/coverage.json';

/** A font as next/og's ImageResponse takes it. */
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400;
  style: 'normal';
}

const { latin = '', ...scripts } = coverage as Record<string, string | undefined>;
const characterSets = new Map<string, ReadonlySet<string>>();

/**
 * The characters the image's fonts draw for a locale: the Latin font's (coverage.json `latin`, read
 * from the font by `npm run og:fonts`) and the locale's CJK subset font's.
 */
export function drawableCharactersOf(locale: string | undefined): ReadonlySet<string> {
  const key = `drawable:${locale ?? ''}`;
  let set = characterSets.get(key);
  if (!set) {
    set = new Set([...latin, ...(locale ? scriptCharactersOf(locale) : [])]);
    characterSets.set(key, set);
  }
  return set;
}

/** The characters the locale's CJK subset font holds (empty for a locale without one). */
export function scriptCharactersOf(locale: string): ReadonlySet<string> {
  let set = characterSets.get(locale);
  if (!set) {
    set = new Set(scripts[locale] ?? '');
    characterSets.set(locale, set);
  }
  return set;
}

/**
 * The Latin font next/og draws with by default. Passing fonts replaces the default, so the images
 * of CJK pages load it themselves to keep Latin text identical to the English images.
 */
export const latinFontPath = join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf',
);

const loaded = new Map<string, Promise<ArrayBuffer>>();

function load(path: string): Promise<ArrayBuffer> {
  let data = loaded.get(path);
  if (!data) {
    data = readFile(path).then((buffer) => new Uint8Array(buffer).buffer);
    loaded.set(path, data);
  }
  return data;
}

/** Fonts for a locale's social image: undefined (next/og's default) unless it has a CJK subset font. */
export async function ogFontsFor(locale: string | undefined): Promise<OgFont[] | undefined> {
  if (!locale || !scripts[locale]) return undefined;
  const script = join(
    /* turbopackIgnore: true */ process.cwd(),
    `server/og/fonts/noto-sans-cjk-${locale}.otf`,
  );
  const [latin, cjk] = await Promise.all([load(latinFontPath), load(script)]);
  return [
    { name: 'Geist', data: latin, weight: 400, style: 'normal' },
    { name: 'Noto Sans CJK', data: cjk, weight: 400, style: 'normal' },
  ];
}
