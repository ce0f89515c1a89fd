// The search index files of the production build (`npm run build`), read back for benchmarks: as the
// browser gets them, and as documents again (for the corpus generator, Orama and the assistant).
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

register('../../scripts/typescript-hooks.mjs', import.meta.url);
const { headingSlug } = await import('../../lib/search/index-format.ts');

const searchDir = '.next/server/app/search';

/** The built files of a locale, as the browser gets them. */
export function siteFiles(locale) {
  const names = readdirSync(searchDir).filter(
    (name) => name.startsWith(`${locale}.`) && name.endsWith('.json.body'),
  );
  const index = names.find((name) => !name.includes('.text.'));
  const text = names.find((name) => name.includes('.text.'));
  if (!index || !text)
    throw new Error(`No search files for ${locale} in ${searchDir}: run \`npm run build\` first.`);
  return {
    index: readFileSync(join(searchDir, index), 'utf8'),
    text: readFileSync(join(searchDir, text), 'utf8'),
  };
}

/** The pages of built files, as documents again (for the generator and for Orama). */
export function documentsOf(files) {
  const index = JSON.parse(files.index);
  const text = JSON.parse(files.text).x;
  const headings = index.s.map((entry) => (typeof entry === 'string' ? [headingSlug(entry), entry] : entry));
  let section = 0;
  let heading = 0;
  return index.p.map(([url, title, count, trail, keywords]) => {
    const sections = [{ id: '', heading: '', text: text[section++] }];
    for (let n = 1; n < count; n += 1) {
      const [id, title] = headings[heading++];
      sections.push({ id, heading: title, text: text[section++] });
    }
    return {
      url,
      title,
      sections,
      ...(trail ? { trail } : {}),
      // Stored joined, with the synonyms they were expanded with: one entry gives the same bytes.
      ...(keywords ? { keywords: [keywords] } : {}),
    };
  });
}
