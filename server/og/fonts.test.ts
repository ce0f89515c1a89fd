import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ogTexts, scriptLocales } from '@/scripts/og-texts';
import { needsScriptFont } from '@/lib/og';

vi.mock('server-only', () => ({}));
const { latinFontPath, ogFontsFor, scriptCharactersOf } = await import('./fonts');

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
