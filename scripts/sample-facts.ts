// Facts the samples state, held to the one place they are kept (config/): the model IDs samples use
// (config/models.ts) and the plan limits they quote (config/plans.ts). Run by `npm run check:samples`
// over every content file, every notebook (sources and outputs) and the OpenAPI document; each problem
// names the file and line, or the notebook and cell.
import { readFileSync } from 'node:fs';
import { currentModels, listPrice, modelPrices, retiredModels } from '../config/models';
import { bundleText } from '../lib/notebook/nbformat';
import { apiLimits, planLimits, planPrices, type Plan } from '../config/plans';

/** A text to check: `where` names its start for a reader; `firstLine` is the file line of its line 1. */
export interface FactText {
  file: string;
  /** The notebook cell (1-based), for a notebook's text. */
  cell?: number;
  /** `source` for code and prose, `output` for what a notebook cell printed. */
  part?: 'source' | 'output';
  text: string;
  firstLine?: number;
}

const place = ({ file, cell, part }: FactText, line: number) =>
  cell === undefined
    ? `${file}:${line}`
    : `${file} cell ${cell}${part === 'output' ? ' output' : ''} line ${line}`;

const current = new Set(currentModels.map((model) => model.id));

/** IDs that look like a model's (families of the providers the samples use); others are deployment or run names. */
const modelLike =
  /^(?:gpt-|o\d(?:-|$)|claude|gemini|mistral|mixtral|llama|meta-llama\/|command|deepseek|grok|text-embedding|embed-|rerank-|amazon\.|anthropic\.|us\.|accounts\/fireworks|qwen\/|black-forest-labs\/)/i;

/** A gateway's provider prefix (`openai/gpt-4o-mini`, `mistral/mistral-small-latest`) before a current ID. */
const withoutGatewayPrefix = (id: string) => id.replace(/^[a-z-]+\//, '');
/** A router's provider or policy suffix (`meta-llama/Llama-3.1-8B-Instruct:fastest`). */
const withoutRouterSuffix = (id: string) => id.replace(/:[a-z]+$/, '');

/** Whether `id`, given as a model, is one the samples may use. */
export function isCurrentModel(id: string): boolean {
  return [id, withoutGatewayPrefix(id), withoutRouterSuffix(id)].some((candidate) => current.has(candidate));
}

// A model named in code or output: `model="…"`, `model: '…'`, `"model": "…"`, `model_id=`, `modelId:`,
// `MODEL = "…"`, `CHAT_MODEL = '…'`, and the AI SDK's provider functions (`openai('…')`).
const modelSettings =
  /(?:\bmodel(?:_name|_id|Id)?\s*[=:]\s*|["']model["']\s*:\s*|\b[A-Z_]*MODEL[A-Z_]*\s*=\s*|\b(?:openai|anthropic|google|mistral|groq)\(\s*)["']([^"'\n]+)["']/g;

// Retired IDs, longest first so a Bedrock ID is named rather than the Anthropic ID inside it.
const retired = [...retiredModels].sort((a, b) => b.id.length - a.id.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const retiredPattern = new RegExp(
  `(?<![A-Za-z0-9])(?:${retired.map((model) => escape(model.id)).join('|')})(?![A-Za-z0-9.])`,
  'g',
);

/** Retired model IDs anywhere in the text, and model settings whose ID is not on the current list. */
export function modelProblems(input: FactText): string[] {
  const problems: string[] = [];
  input.text.split('\n').forEach((line, index) => {
    const where = place(input, (input.firstLine ?? 1) + index);
    for (const [id] of line.matchAll(retiredPattern)) {
      const model = retired.find((candidate) => candidate.id === id);
      if (model)
        problems.push(
          `${where}: ${id} is retired by ${model.provider}; use ${model.replacement} (config/models.ts)`,
        );
    }
    const settings = [...line.matchAll(modelSettings)];
    // What a program printed names the model without quotes: `model: gpt-4o-mini-2024-07-18`.
    if (input.part === 'output') settings.push(...line.matchAll(/\bmodel:\s*([\w./:-]+[\w])/g));
    for (const [, id] of settings) {
      if (!id || !modelLike.test(withoutGatewayPrefix(id)) || isCurrentModel(id)) continue;
      if (new RegExp(retiredPattern.source).test(id)) continue; // named above as retired
      problems.push(
        `${where}: model ${id} is not on the current list of config/models.ts (add it there once checked, or use a listed one)`,
      );
    }
  });
  return problems;
}

const planNames: Record<Exclude<Plan, 'selfHosted'>, string> = {
  hobby: 'Hobby',
  core: 'Core',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

const numberIn = (text: string) => Number(text.replace(/[,\s_]/g, ''));

/**
 * Plan limits a text quotes next to a plan's name that differ from config/plans.ts: included events
 * ("the pro plan includes 1,000,000 events", `"hobby": "50,000 events"`) and retention ("30 days on
 * Hobby", "Pro keeps traces for two years").
 */
export function planLimitProblems(input: FactText): string[] {
  const problems: string[] = [];
  input.text.split('\n').forEach((line, index) => {
    const where = place(input, (input.firstLine ?? 1) + index);
    for (const [plan, name] of Object.entries(planNames) as [keyof typeof planNames, string][]) {
      const included = planPrices[plan].includedEvents;
      // "<plan> … <n> events" or "<n> events … <plan>" within one clause (no sentence end between).
      const events = new RegExp(
        `\\b${name}\\b[^.;|\\n]{0,60}?\\b(\\d[\\d,_ ]*\\d|\\d)\\s*(?:events|traces)\\b|\\b(\\d[\\d,_ ]*\\d|\\d)\\s*(?:events|traces)\\b[^.;|\\n]{0,30}?\\bon (?:the )?${name}\\b`,
        'gi',
      );
      for (const match of line.matchAll(events)) {
        const quoted = numberIn(match[1] ?? match[2] ?? '');
        if (/additional|extra|per\s+100|block/i.test(match[0])) continue;
        if (included !== null && quoted !== included)
          problems.push(
            `${where}: ${name} includes ${included.toLocaleString('en-US')} events a month (config/plans.ts), not ${quoted.toLocaleString('en-US')}`,
          );
      }
      const days = planLimits[plan].retentionDays;
      const retention = new RegExp(
        `\\b(\\d+|two|three|one)\\s*(days?|years?)\\s+(?:on|for|with)\\s+(?:the\\s+)?${name}\\b|\\b${name}\\b[^.;|\\n]{0,40}?\\b(?:keeps?|retains?|retention)[^.;|\\n]{0,30}?\\b(\\d+|two|three|one)\\s*(days?|years?)\\b`,
        'gi',
      );
      for (const match of line.matchAll(retention)) {
        const words: Record<string, number> = { one: 1, two: 2, three: 3 };
        const amount = match[1] ?? match[3] ?? '';
        const unit = match[2] ?? match[4] ?? '';
        const value = words[amount.toLowerCase()] ?? Number(amount);
        const quotedDays = /year/i.test(unit) ? value * 365 : value;
        if (days !== null && quotedDays !== days)
          problems.push(
            `${where}: ${name} keeps data ${days} days (config/plans.ts planLimits), not ${amount} ${unit}`,
          );
      }
    }
  });
  return problems;
}

/** A notebook cell's outputs as the text a reader sees: streams, and plain text or Markdown results. */
function outputText(outputs: unknown[]): string {
  return outputs
    .map((output) => {
      const { text, data } = output as { text?: unknown; data?: Record<string, unknown> };
      if (text !== undefined) return bundleText(text) ?? '';
      return bundleText(data?.['text/markdown'] ?? data?.['text/plain']) ?? '';
    })
    .filter(Boolean)
    .join('\n');
}

/** The texts the fact checks read: content files whole, notebooks cell by cell (source and output), the OpenAPI document. */
export function factTexts({
  contentFiles,
  notebooks,
  openapi = 'content/openapi.yml',
  read = (file: string) => readFileSync(file, 'utf8'),
}: {
  contentFiles: string[];
  notebooks: string[];
  openapi?: string | null;
  read?: (file: string) => string;
}): FactText[] {
  const texts: FactText[] = contentFiles.map((file) => ({ file, text: read(file) }));
  if (openapi) texts.push({ file: openapi, text: read(openapi) });
  for (const file of notebooks) {
    const notebook = JSON.parse(read(file)) as {
      cells: { cell_type: string; source: string | string[]; outputs?: unknown[] }[];
    };
    notebook.cells.forEach((cell, index) => {
      const source = Array.isArray(cell.source) ? cell.source.join('') : cell.source;
      texts.push({ file, cell: index + 1, part: 'source', text: source });
      const output = outputText(cell.outputs ?? []);
      if (output) texts.push({ file, cell: index + 1, part: 'output', text: output });
    });
  }
  return texts;
}

/** Where the OpenAPI document states a limit of config/plans.ts `apiLimits` differently, by JSON path. */
export function openapiFactProblems(document: unknown, file = 'content/openapi.yml'): string[] {
  const get = (path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  const problems: string[] = [];
  const expect = (path: string, wanted: unknown) => {
    const actual = get(path);
    if (actual !== wanted)
      problems.push(
        `${file}: ${path} is ${String(actual)}; config/plans.ts apiLimits says ${String(wanted)}`,
      );
  };
  const mentions = (path: string, phrase: string) => {
    const text = String(get(path) ?? '').replace(/\s+/g, ' ');
    if (!text.includes(phrase))
      problems.push(`${file}: ${path} does not say "${phrase}" (config/plans.ts apiLimits)`);
  };
  expect('components.schemas.IngestionBatch.properties.batch.maxItems', apiLimits.maxBatchEvents);
  expect('components.parameters.Limit.schema.maximum', apiLimits.pageLimitMax);
  expect('components.parameters.Limit.schema.default', apiLimits.pageLimitDefault);
  expect('components.schemas.PaginationMeta.properties.limit.maximum', apiLimits.pageLimitMax);
  mentions('components.responses.PayloadTooLarge.description', `${apiLimits.maxBodyMb} MB`);
  mentions('info.description', `body over ${apiLimits.maxBodyMb} MB`);
  mentions('info.description', `(default ${apiLimits.pageLimitDefault}, at most ${apiLimits.pageLimitMax})`);
  mentions(
    'paths./ingestion.post.description',
    `up to ${apiLimits.maxBatchEvents.toLocaleString('en-US')} events`,
  );
  for (const header of ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'])
    if (!get(`components.responses.TooManyRequests.headers.${header}`))
      problems.push(
        `${file}: the 429 answer (components.responses.TooManyRequests) does not declare ${header}`,
      );
  return problems;
}

const numberAfter = (text: string, key: RegExp) => {
  const match = new RegExp(`${key.source}["']?\\s*[=:]\\s*([\\d_.]+)`).exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1].replace(/_/g, ''));
};

/**
 * Explicit costs above the list price of their tokens: `cost_usd=` / `costUsd:` with a priced model and
 * its usage in the same statement (the line and the two before it). In a sample, an explicit cost is
 * a discount or a gateway's bill; above the list price it teaches the wrong thing.
 */
export function costProblems(input: FactText): string[] {
  const problems: string[] = [];
  const lines = input.text.split('\n');
  lines.forEach((line, index) => {
    const cost = numberAfter(line, /\bcost_?[uU]sd/);
    if (cost === undefined) return;
    const statement = lines.slice(Math.max(0, index - 2), index + 1).join(' ');
    const model = /\bmodel["']?\s*[=:]\s*["']([^"']+)["']/.exec(statement)?.[1];
    const input_ = numberAfter(statement, /\b(?:input_tokens|inputTokens)/);
    const output = numberAfter(statement, /\b(?:output_tokens|outputTokens)/);
    const cachedInput = numberAfter(statement, /\b(?:cached_input_tokens|cachedInputTokens)/);
    if (!model || !(model in modelPrices) || input_ === undefined || output === undefined) return;
    const list = listPrice(model, { input: input_, output, cachedInput });
    if (list !== null && cost > list * 1.0001)
      problems.push(
        `${place(input, (input.firstLine ?? 1) + index)}: cost ${cost} is above the list price of these tokens on ${model} (${list.toPrecision(3)} USD, config/models.ts): an explicit cost is a discount or a gateway's bill`,
      );
  });
  return problems;
}

/**
 * The API's size limits written out in a page's prose instead of `<Fact of="…" />`: when config changes,
 * a written-out figure stays behind. Code blocks (a proxy's comment, a log line) and the dated
 * collections (blog, changelog) may state them as they were.
 */
export function literalLimitProblems(input: FactText): string[] {
  if (
    input.cell !== undefined ||
    !/\.mdx?$/.test(input.file) ||
    /(^|\/)content\/(blog|changelog)\//.test(input.file)
  )
    return [];
  const figures: [string, string][] = [
    [`${apiLimits.maxBodyMb} MB`, 'api.maxBodyMb'],
    [`${apiLimits.maxMediaMb} MB`, 'api.maxMediaMb'],
  ];
  const problems: string[] = [];
  let fence: string | null = null;
  input.text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    for (const [text, name] of figures)
      if (new RegExp(`(?<![\\d.])${text.replace('.', '\\.')}`).test(line))
        problems.push(
          `${place(input, index + 1)}: write <Fact of="${name}" /> instead of "${text}" (config/plans.ts apiLimits)`,
        );
  });
  return problems;
}
