// Generated content for the build-at-scale benchmark: docs pages (MDX with front matter, headings,
// prose, a table, Python and TypeScript samples in tabs, links) in folders of 100, and cookbook
// notebooks (copies of the real ones under new names and titles) registered as guides.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const words =
  'trace span generation prompt dataset score latency token cost session user evaluator label version release environment sample batch queue worker model retrieval tool agent judge annotation export metric dashboard filter'.split(
    ' ',
  );
const pick = (seed, n) => Array.from({ length: n }, (_, i) => words[(seed * 7 + i * 13) % words.length]);
const sentence = (seed) => {
  const [a, b, c, d, e] = pick(seed, 5);
  return `Each ${a} records the ${b} of one ${c}, so the ${d} view can compare it with the ${e} of the previous run.`;
};

function docsPage(folder, index, total) {
  const seed = folder * 1000 + index;
  const title = `Generated topic ${folder}-${index}: ${pick(seed, 2).join(' and ')}`;
  const next = `/docs/generated/part-${folder}/page-${(index + 1) % total}`;
  const paragraphs = (offset) =>
    Array.from({ length: 4 }, (_, i) =>
      Array.from({ length: 5 }, (_, j) => sentence(seed + offset + i * 5 + j)).join(' '),
    ).join('\n\n');
  return `---
title: ${JSON.stringify(title)}
description: A generated page for the build benchmark about ${pick(seed, 3).join(', ')}.
keywords: [${pick(seed, 4).join(', ')}]
---

${paragraphs(0)}

## How the ${pick(seed, 1)[0]} works

${paragraphs(20)}

| Field | Meaning |
| --- | --- |
${pick(seed, 6)
  .map((word, i) => `| \`${word}_${i}\` | ${sentence(seed + i)} |`)
  .join('\n')}

\`\`\`python tab="Python"
from spanlight import get_client

client = get_client()
with client.start_as_current_span(name="${pick(seed, 1)[0]}-${index}") as span:
    span.update(input={"page": ${index}}, metadata={"folder": ${folder}})
\`\`\`

\`\`\`ts tab="TypeScript"
import { Spanlight } from '@spanlight/sdk';

const spanlight = new Spanlight();
await spanlight.startActiveSpan('${pick(seed, 1)[0]}-${index}', async (span) => {
  span.update({ input: { page: ${index} }, metadata: { folder: ${folder} } });
});
\`\`\`

## Related

See [the next generated page](${next}), [Traces](/docs/observability/traces) and [Datasets](/docs/datasets/overview).

${paragraphs(40)}
`;
}

/** Adds `count` pages (85 % docs pages, 15 % notebooks) to the checkout at `dir`. */
export function generateSite(dir, count) {
  const notebooks = Math.round(count * 0.15);
  const docs = count - notebooks;
  const perFolder = 100;
  const folders = Math.ceil(docs / perFolder);
  const base = join(dir, 'content', 'docs', 'generated');
  for (let folder = 0; folder < folders; folder += 1) {
    const size = Math.min(perFolder, docs - folder * perFolder);
    const path = join(base, `part-${folder}`);
    mkdirSync(path, { recursive: true });
    for (let index = 0; index < size; index += 1)
      writeFileSync(join(path, `page-${index}.mdx`), docsPage(folder, index, size));
    writeFileSync(join(path, 'meta.json'), JSON.stringify({ title: `Generated part ${folder}` }));
  }
  writeFileSync(join(base, 'meta.json'), JSON.stringify({ title: 'Generated' }));
  const docsMeta = JSON.parse(readFileSync(join(dir, 'content', 'docs', 'meta.json'), 'utf8'));
  docsMeta.pages.splice(docsMeta.pages.indexOf('---Reference---'), 0, '---Generated---', 'generated');
  writeFileSync(join(dir, 'content', 'docs', 'meta.json'), JSON.stringify(docsMeta, null, 2));

  const registryFile = join(dir, 'cookbook', '_routes.json');
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  const originals = [...registry];
  for (let i = 0; i < notebooks; i += 1) {
    const original = originals[i % originals.length];
    const notebook = JSON.parse(readFileSync(join(dir, 'cookbook', original.notebook), 'utf8'));
    const first = notebook.cells.find((cell) => cell.cell_type === 'markdown');
    const source = Array.isArray(first.source) ? first.source.join('') : first.source;
    first.source = source.replace(/^# (.*)$/m, (_, title) => `# ${title} (copy ${i})`);
    const name = `scale_copy_${String(i).padStart(4, '0')}.ipynb`;
    writeFileSync(join(dir, 'cookbook', name), JSON.stringify(notebook));
    registry.push({ notebook: name, docsPath: null, isGuide: true, topic: original.topic });
  }
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  return { docs, notebooks };
}
