// Relevance by query set, fast enough to run after every ranking change: hit@1 and hit@5 per kind of
// query for the tuned set (queries.json), the new tuning set (queries-tuning.json) and the held-out
// set (queries-heldout.json), over the built English index. Misses are listed for the tuning sets only:
// the held-out set is reported as figures and never looked at query by query, so ranking is not tuned
// on it. Run `npm run build` first. Usage: npm run bench:relevance [-- --misses] [-- --held-out]
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

register('../../scripts/typescript-hooks.mjs', import.meta.url);
const { SearchIndex } = await import('../../lib/search/engine.ts');

const searchDir = '.next/server/app/search';
const names = readdirSync(searchDir).filter(
  (name) => name.startsWith('en-US.') && name.endsWith('.json.body'),
);
const read = (name) => readFileSync(join(searchDir, name), 'utf8');
const index = new SearchIndex(JSON.parse(read(names.find((name) => !name.includes('.text.')))));
index.attachText(JSON.parse(read(names.find((name) => name.includes('.text.')))));

const showMisses = process.argv.includes('--misses');
// The held-out figures are printed only when asked for (`--held-out`): at milestones, not while tuning.
const sets = [
  ['tuned (queries.json, English)', 'queries.json', true],
  ['tuning (queries-tuning.json)', 'queries-tuning.json', true],
  ...(process.argv.includes('--held-out')
    ? [['held out (queries-heldout.json)', 'queries-heldout.json', false]]
    : []),
];

console.log('| set | kind | queries | hit@1 | hit@5 |\n|---|---|---|---|---|');
const misses = [];
for (const [label, file, listMisses] of sets) {
  const queries = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).queries.filter(
    (item) => !item.corpus && !item.locale,
  );
  const kinds = [...new Set(queries.map((item) => item.kind))];
  for (const kind of [...kinds, 'all']) {
    const items = kind === 'all' ? queries : queries.filter((item) => item.kind === kind);
    let hit1 = 0;
    let hit5 = 0;
    for (const item of items) {
      const urls = index.search(item.query).pages.map((page) => page.url);
      const at = urls.findIndex((url) => item.expect.some((expected) => expected.split('#')[0] === url));
      if (at === 0) hit1 += 1;
      if (at >= 0 && at < 5) hit5 += 1;
      if (at !== 0 && listMisses && kind !== 'all')
        misses.push(
          `${file}: ${item.query} -> ${urls.slice(0, 3).join(', ') || '(none)'} (want ${item.expect[0]})`,
        );
    }
    console.log(
      `| ${label} | ${kind} | ${items.length} | ${(hit1 / items.length).toFixed(3)} | ${(hit5 / items.length).toFixed(3)} |`,
    );
  }
}
if (showMisses) console.log(`\nMisses (tuning sets only):\n${misses.join('\n')}`);
