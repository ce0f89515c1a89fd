import { existsSync } from 'node:fs';
import { openSync } from 'fontkit';
import { describe, expect, it, vi } from 'vitest';
import { ogTexts, scriptLocales } from '@/scripts/og-texts';
import { needsScriptFont } from '@/lib/og';

vi.mock('server-only', () => ({}));
const { drawableCharactersOf, latinFontPath, ogFontsFor, scriptCharactersOf } = await import('./fonts');

describe('social image fonts', () => {
  for (const locale of scriptLocales) {
    it(`the ${locale} subset font draws every title, description and interface string of ${locale}`, () => {
      const covered = scriptCharactersOf(locale);
      const gaps = ogTexts(locale)
        .map(({ source, field, text }) => {
          const missing = [...new Set([...text].filter((c) => needsScriptFont(c) && !covered.has(c)))];
          return missing.length ? `${source}: ${field} uses ${missing.join('')}` : null;
        })
        .filter((gap) => gap !== null);
      expect(
        gaps,
        `server/og/fonts/noto-sans-cjk-${locale}.otf lacks characters; run \`npm run og:fonts\` (see README)`,
      ).toEqual([]);
    });
  }

  it("coverage.json lists exactly the characters of next/og's Latin font", () => {
    const font = openSync(latinFontPath) as unknown as { characterSet: number[] };
    const inFont = [...new Set(font.characterSet)].filter((code) => code >= 0x20).sort((a, b) => a - b);
    const listed = [...drawableCharactersOf(undefined)].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
    expect(listed, "next/og's font changed: run `npm run og:fonts`").toEqual(inFont);
  });

  it('loads the Latin font and the locale subset for CJK locales, and nothing for the others', async () => {
    expect(existsSync(latinFontPath), `${latinFontPath} moved: next/og's bundled font`).toBe(true);
    const fonts = await ogFontsFor('ko');
    expect(fonts?.map((font) => font.name)).toEqual(['Geist', 'Noto Sans CJK']);
    expect(fonts?.every((font) => font.data.byteLength > 10_000)).toBe(true);
    expect(await ogFontsFor('en-US')).toBeUndefined();
    expect(await ogFontsFor(undefined)).toBeUndefined();
    expect(scriptCharactersOf('en-US').size).toBe(0);
  });
});
