// Ask AI benchmark (`npm run bench:ask`, after `npm run build`):
// 1. Answer quality on question sets with known answer pages (bench/search/questions.json, the tuning
//    set; with `--held-out`, at milestones and never to tune on, questions-heldout.json (the first
//    held-out set, seen at several milestones since) and questions-heldout-2.json (written 2026-11-28
//    from the content alone, by someone who had not seen the engine or the other sets)): does the answer's first source, or any of its sources, lead to a page that
//    answers the question?
// 2. Retrieval latency (the passages an answer rests on), p50 and p95, over the site's English index
//    and over a generated 1,000-page corpus. Target: p95 <= 50 ms at 1,000 pages.
// 3. `POST /api/ask` on the production server, streamed: time to the first answer words and to the
//    final answer, with a local stand-in model (first token at once, then a word every 10 ms) and with
//    no model (quoted answers).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { documentsOf, siteFiles } from '../search/built-index.mjs';
import { generateCorpus } from '../search/corpus.mjs';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

register('../../scripts/typescript-hooks.mjs', import.meta.url);
const { SearchIndex } = await import('../../lib/search/engine.ts');
const { buildSearchIndex } = await import('../../lib/search/build-index.ts');
const { extractiveAnswer, retrieve } = await import('../../server/assistant/answer.ts');

const heldOut = process.argv.includes('--held-out');
const rounds = 10;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const pct = (hits, total) => `${((100 * hits) / total).toFixed(0)}% (${hits}/${total})`;
const load = (name) =>
  JSON.parse(readFileSync(new URL(`../search/${name}`, import.meta.url), 'utf8')).questions;

function open(files) {
  const index = new SearchIndex(typeof files.index === 'string' ? JSON.parse(files.index) : files.index);
  index.attachText(typeof files.text === 'string' ? JSON.parse(files.text) : files.text);
  return index;
}

const page = (url) => url.split('#')[0];

// 1. Quality.
const english = open(siteFiles('en-US'));
const texts = { fromDocs: '', notFound: '' };
const sets = [['tuning (questions.json)', load('questions.json')]];
if (heldOut) {
  sets.push(['held out (questions-heldout.json)', load('questions-heldout.json')]);
  sets.push(['held out, fresh (questions-heldout-2.json)', load('questions-heldout-2.json')]);
}
console.log('## Answer sources on question sets\n');
console.log('| set | questions | first source answers | a source answers | by kind (a source answers) |');
console.log('|---|---|---|---|---|');
for (const [name, questions] of sets) {
  let first = 0;
  let any = 0;
  const kinds = new Map();
  for (const item of questions) {
    const sources = extractiveAnswer(retrieve(english, item.question), texts, 'en-US').sources.map((s) =>
      page(s.url),
    );
    const answers = new Set(item.answers.map(page));
    const hitFirst = sources.length > 0 && answers.has(sources[0]);
    const hitAny = sources.some((url) => answers.has(url));
    first += hitFirst ? 1 : 0;
    any += hitAny ? 1 : 0;
    const kind = kinds.get(item.kind) ?? [0, 0];
    kinds.set(item.kind, [kind[0] + (hitAny ? 1 : 0), kind[1] + 1]);
  }
  const byKind = [...kinds].map(([kind, [hits, total]]) => `${kind} ${hits}/${total}`).join(', ');
  console.log(
    `| ${name} | ${questions.length} | ${pct(first, questions.length)} | ${pct(any, questions.length)} | ${byKind} |`,
  );
}

// 2. Retrieval latency.
const questions = [...load('questions.json'), ...load('questions-heldout.json')].map((item) => item.question);
function retrievalTimes(index) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    // A question asked again is a cache hit in the engine; each round starts cold.
    index.cache.clear();
    for (const question of questions) {
      const started = performance.now();
      retrieve(index, question);
      times.push(performance.now() - started);
    }
  }
  return times;
}
const site = documentsOf(siteFiles('en-US'));
const corpus = open(buildSearchIndex(generateCorpus(site, 1000)));
console.log(`\n## Retrieval latency (${questions.length} questions × ${rounds} rounds, cold query cache)\n`);
console.log('| index | pages | p50 | p95 | max |');
console.log('|---|---|---|---|---|');
const retrieval = [];
for (const [name, index] of [
  ['site (en-US)', english],
  ['generated', corpus],
]) {
  retrievalTimes(index); // warm-up: JIT
  const times = retrievalTimes(index);
  retrieval.push(quantile(times, 0.95));
  console.log(
    `| ${name} | ${index.pageCount} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} | ${ms(Math.max(...times))} |`,
  );
}

// 3. The API, streamed.
function standInModel() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const words =
        'Pass a session id on every trace of the conversation [1], and the session view lists them in order.'.split(
          ' ',
        );
      const send = (i) => {
        if (response.destroyed) return;
        if (i === words.length) return void response.end('data: [DONE]\n\n');
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${words[i]} ` } }] })}\n\n`);
        setTimeout(send, 10, i + 1);
      };
      send(0);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function askTimes(origin, count) {
  const first = [];
  const done = [];
  for (let i = 0; i < count; i += 1) {
    const question = questions[i % questions.length];
    const started = performance.now();
    const response = await fetch(`${origin}/api/ask`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ question, locale: 'en-US' }),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let sawFirst = false;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += part.value;
      if (!sawFirst && text.includes('event: delta')) {
        first.push(performance.now() - started);
        sawFirst = true;
      }
    }
    if (!text.includes('event: done')) throw new Error(`no final answer for "${question}"`);
    done.push(performance.now() - started);
  }
  return { first, done };
}

const model = await standInModel();
const env = { ASSISTANT_RATE_LIMIT: '100000', FEEDBACK_DB_PATH: ':memory:' };
console.log('\n## POST /api/ask, streamed, on the production server (sequential requests)\n');
console.log('| model | requests | first words p50 | first words p95 | final answer p50 | final answer p95 |');
console.log('|---|---|---|---|---|---|');
for (const [name, extra] of [
  ['none (quoted answer)', {}],
  [
    'stand-in (first token at once, a word every 10 ms, 18 words)',
    {
      ASSISTANT_API_URL: `http://127.0.0.1:${model.address().port}/v1`,
      ASSISTANT_MODEL: 'stand-in',
    },
  ],
]) {
  const server = await startProductionServer({ env: { ...env, ...extra } });
  try {
    await askTimes(server.origin, 10); // warm-up
    const { first, done } = await askTimes(server.origin, 60);
    console.log(
      `| ${name} | ${first.length} | ${ms(quantile(first, 0.5))} | ${ms(quantile(first, 0.95))} | ${ms(quantile(done, 0.5))} | ${ms(quantile(done, 0.95))} |`,
    );
  } finally {
    server.stop();
  }
}
model.close();
console.log(`\nTarget: retrieval p95 <= 50 ms at 1,000 pages: ${retrieval[1] <= 50 ? 'ok' : 'MISSED'}`);
