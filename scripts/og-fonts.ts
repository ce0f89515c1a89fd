// Subsets Noto Sans CJK to the characters the social images of each CJK locale may draw (see
// scripts/og-texts.ts) and writes server/og/fonts/: one .otf per locale, coverage.json (the characters
// each font holds, and under `latin` those of next/og's bundled Latin font, read with fontkit: /api/og
// keeps only these, and the unit test checks them against the fonts) and the font's licence.
//
// A maintainer's step, run after translated titles or catalogue strings change (the unit test says
// when): `npm run og:fonts`. It needs Debian's fonts-noto-cjk and python3-fonttools
// (`apt-get install -y fonts-noto-cjk python3-fonttools`); build and tests only read the results.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSync } from 'fontkit';
import { ogTexts, scriptCharacters, scriptLocales, type ScriptLocale } from './og-texts';

const collection = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const copyright = '/usr/share/doc/fonts-noto-cjk/copyright';
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
/** The face in the collection whose glyph forms each locale expects (JP, KR, SC). */
const faceOf: Record<ScriptLocale, number> = { ja: 0, ko: 1, zh: 2 };
const out = join(process.cwd(), 'server/og/fonts');

if (!existsSync(collection)) {
  console.error(`${collection} is missing: apt-get install -y fonts-noto-cjk python3-fonttools`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const latinFont = openSync(
  join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf'),
) as { characterSet: number[] };
const coverage: Record<string, string> = {
  latin: [...new Set(latinFont.characterSet)]
    .filter((code) => code >= 0x20)
    .sort((a, b) => a - b)
    .map((code) => String.fromCodePoint(code))
    .join(''),
};
for (const locale of scriptLocales) {
  const characters = scriptCharacters(ogTexts(locale));
  const file = join(out, `noto-sans-cjk-${locale}.otf`);
  try {
    execFileSync(python, [
      '-m',
      'fontTools.subset',
      collection,
      `--font-number=${faceOf[locale]}`,
      `--text=${characters.join('')}`,
      // The image renderer applies kerning and nothing else: other features would only add glyphs.
      '--layout-features=kern',
      '--no-hinting',
      '--name-IDs=*',
      `--output-file=${file}`,
    ]);
  } catch {
    console.error('python3 -m fontTools.subset failed: apt-get install -y python3-fonttools');
    process.exit(1);
  }
  coverage[locale] = characters.join('');
  console.log(`${locale}: ${characters.length} characters, ${(statSync(file).size / 1024).toFixed(1)} KiB`);
}
writeFileSync(join(out, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
const licence = readFileSync(copyright, 'utf8').split(/^License: SIL-1\.1$/m)[2] ?? '';
writeFileSync(
  join(out, 'LICENSE.md'),
  [
    '# Noto Sans CJK (subsets)',
    '',
    'The .otf files here are subsets of Noto Sans CJK Regular (© 2014-2021 Adobe), made by',
    "scripts/og-fonts.ts from the faces JP (ja), KR (ko) and SC (zh) of the collection in Debian's",
    'fonts-noto-cjk. They are licensed under the SIL Open Font License, Version 1.1:',
    '',
    '```text',
    licence.replace(/^ \.?/gm, '').trim(),
    '```',
    '',
  ].join('\n'),
);
