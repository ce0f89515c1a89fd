// The text a social image may draw in each non-English locale: the title and description of every
// translated content file and every string of the locale's interface catalogue. scripts/og-fonts.ts
// subsets the CJK font to these characters; scripts/og-texts.test.ts checks the committed fonts
// still cover them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { Messages } from '@/config/messages/en-US';
import { ja } from '@/config/messages/ja';
import { ko } from '@/config/messages/ko';
import { zh } from '@/config/messages/zh';
import { needsScriptFont } from '@/lib/og';

export const scriptLocales = ['ja', 'ko', 'zh'] as const;
export type ScriptLocale = (typeof scriptLocales)[number];

const catalogues: Record<ScriptLocale, Messages> = { ja, ko, zh };

/** One piece of text with where it comes from, so a gap can be reported by file and field. */
export interface OgText {
  source: string;
  field: string;
  text: string;
}

function* contentFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* contentFiles(path);
    else if (/\.mdx?$/.test(name)) yield path;
  }
}

/** Every text a `locale` page's social image may show. */
export function ogTexts(locale: ScriptLocale, root = process.cwd()): OgText[] {
  const texts: OgText[] = [];
  for (const file of contentFiles(join(root, 'content'))) {
    if (!file.endsWith(`.${locale}.mdx`) && !file.endsWith(`.${locale}.md`)) continue;
    const match = readFileSync(file, 'utf8').match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
    const data: unknown = match ? parse(match[1]!) : null;
    if (typeof data !== 'object' || data === null) continue;
    for (const field of ['title', 'description'] as const) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === 'string') texts.push({ source: relative(root, file), field, text: value });
    }
  }
  for (const [key, value] of Object.entries(catalogues[locale])) {
    texts.push({ source: `config/messages/${locale}.ts`, field: key, text: value });
  }
  return texts;
}

/** The characters of `texts` that only the locale's script font draws, sorted by code point. */
export function scriptCharacters(texts: readonly OgText[]): string[] {
  const characters = new Set<string>();
  for (const { text } of texts)
    for (const character of text) if (needsScriptFont(character)) characters.add(character);
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}
