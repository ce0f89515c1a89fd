import { z } from 'zod';

/**
 * The demo project's data (`content/demo/project.json`): one support bot's traces, prompts and
 * datasets, as the app would store them. Only what was recorded is written down; every figure that
 * follows from it (latency, tokens, cost, the `latest` label, keyword scores, run averages) is
 * computed in lib/demo, so the numbers always add up. Imports nothing but zod, so the build's first
 * step (scripts/content-problems.ts) can check the file on its own.
 */

const slug = z
  .string({ error: 'must be a string' })
  .regex(/^[a-z0-9][a-z0-9.-]*$/, 'must be lowercase letters, digits, dots and dashes (it is part of a URL)');
const text = z.string({ error: 'must be a string' }).min(1, 'must not be empty');
const timestamp = z.iso.datetime({ error: 'must be an ISO 8601 UTC time like 2026-11-24T09:02:11.204Z' });
const milliseconds = z
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .nonnegative('must not be negative');
const tokens = z.number({ error: 'must be a token count' }).int('must be a whole number').nonnegative();
/** Any JSON value: what an application sent as input or output. */
const json = z.json({ error: 'must be a JSON value' });
const metadata = z.record(z.string(), json);

/** Tokens a generation read and wrote; its cost follows from the model's prices. */
export const usageSchema = z.strictObject({ input: tokens, output: tokens });

/** Which prompt version a generation or a run used. */
export const promptRefSchema = z.strictObject({ name: slug, version: z.number().int().positive() });

export const levels = ['DEBUG', 'DEFAULT', 'WARNING', 'ERROR'] as const;
export type Level = (typeof levels)[number];

const observationFields = {
  /** 16 hex digits, unique in its trace. */
  id: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 lowercase hex digits'),
  /** The observation it runs inside, or null directly under the trace. */
  parentId: z.string().nullable(),
  name: text,
  /** Milliseconds after the trace's timestamp. */
  startMs: milliseconds,
  level: z.enum(levels, { error: `must be one of ${levels.join(', ')}` }).default('DEFAULT'),
  /** Why a WARNING or ERROR happened; required for those levels. */
  statusMessage: text.optional(),
  input: json.optional(),
  output: json.optional(),
  metadata: metadata.optional(),
};

const spanSchema = z.strictObject({
  type: z.literal('span'),
  ...observationFields,
  /** Milliseconds after the trace's timestamp, not before `startMs`. */
  endMs: milliseconds,
});

const generationSchema = z.strictObject({
  type: z.literal('generation'),
  ...observationFields,
  endMs: milliseconds,
  /** A key of the project's `models`, whose prices give the generation's cost. */
  model: text,
  modelParameters: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
  usage: usageSchema,
  /** The prompt version it was compiled from: the prompt page lists the traces that used it. */
  prompt: promptRefSchema.optional(),
});

/** A point in time (a retry, a warning): no duration. */
const eventSchema = z.strictObject({ type: z.literal('event'), ...observationFields });

export const observationSchema = z.discriminatedUnion('type', [spanSchema, generationSchema, eventSchema], {
  error: 'type must be span, generation or event',
});

export const scoreSchema = z.discriminatedUnion(
  'dataType',
  [
    z.strictObject({
      name: text,
      dataType: z.literal('NUMERIC'),
      /** From 0 (worst) to 1 (best). */
      value: z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1'),
      source: z.enum(['API', 'EVAL', 'ANNOTATION']),
      /** Set when the score is about one observation rather than the whole trace. */
      observationId: z.string().optional(),
      comment: text.optional(),
    }),
    z.strictObject({
      name: text,
      dataType: z.literal('CATEGORICAL'),
      value: text,
      source: z.enum(['API', 'EVAL', 'ANNOTATION']),
      observationId: z.string().optional(),
      comment: text.optional(),
    }),
  ],
  { error: 'dataType must be NUMERIC or CATEGORICAL' },
);

export const traceSchema = z.strictObject({
  /** 32 hex digits, as the SDKs create them. */
  id: z.string().regex(/^[0-9a-f]{32}$/, 'must be 32 lowercase hex digits'),
  name: text,
  timestamp,
  userId: text.optional(),
  sessionId: text.optional(),
  environment: z.enum(['production', 'staging']),
  release: text.optional(),
  tags: z.array(text).default([]),
  metadata: metadata.optional(),
  input: json.optional(),
  output: json.optional(),
  observations: z.array(observationSchema),
  scores: z.array(scoreSchema).default([]),
});

export const promptVersionSchema = z.strictObject({
  /** 1, 2, 3… in order. */
  version: z.number().int().positive(),
  createdAt: timestamp,
  createdBy: text,
  commitMessage: text,
  /**
   * Labels other than `latest`, each on one version only; `latest` always marks the newest version and
   * is added in lib/demo/prompts.ts.
   */
  labels: z.array(slug),
  /** The template; `{{name}}` is a variable. */
  prompt: text,
  /** Model settings kept with the prompt. */
  config: metadata,
});

export const promptSchema = z.strictObject({
  name: slug,
  type: z.literal('text', { error: 'must be "text" (the demo has text prompts only)' }),
  tags: z.array(text).default([]),
  versions: z.array(promptVersionSchema).min(1, 'must have at least one version'),
});

export const datasetItemSchema = z.strictObject({
  id: slug,
  input: json,
  expectedOutput: text,
  /**
   * Words or phrases a correct answer contains: a run item's `keyword_match` score is the share of
   * them its output contains (lib/demo/metrics.ts).
   */
  keywords: z.array(text).min(1, 'must list at least one keyword'),
  metadata: metadata.optional(),
  /** The trace the item was made from. */
  sourceTraceId: z.string().optional(),
});

export const runItemSchema = z.strictObject({
  itemId: slug,
  output: text,
  latencyMs: milliseconds,
  usage: usageSchema,
  /** Scores given by a judge or a person, from 0 to 1; `keyword_match` is computed, never written. */
  scores: z.record(z.string(), z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1')),
});

export const datasetRunSchema = z.strictObject({
  name: slug,
  description: text,
  createdAt: timestamp,
  model: text,
  prompt: promptRefSchema,
  items: z.array(runItemSchema).min(1, 'must have at least one item'),
});

export const datasetSchema = z.strictObject({
  name: slug,
  description: text,
  createdAt: timestamp,
  items: z.array(datasetItemSchema).min(1, 'must have at least one item'),
  runs: z.array(datasetRunSchema),
});

export const modelPriceSchema = z.strictObject({
  /** USD per million input tokens. */
  inputPerMillion: z.number().nonnegative(),
  /** USD per million output tokens. */
  outputPerMillion: z.number().nonnegative(),
});

/** The shape of the file; `demoProjectSchema` (validate.ts) adds the checks across its parts. */
export const projectShape = z.strictObject({
  $comment: z.string().optional(),
  name: text,
  description: text,
  /** Prices per model, as the app's model settings hold them. */
  models: z.record(z.string(), modelPriceSchema),
  traces: z.array(traceSchema).min(1, 'must have at least one trace'),
  prompts: z.array(promptSchema),
  datasets: z.array(datasetSchema),
});

export type DemoProject = z.output<typeof projectShape>;
export type Trace = DemoProject['traces'][number];
export type Observation = Trace['observations'][number];
export type Span = Extract<Observation, { type: 'span' }>;
export type Generation = Extract<Observation, { type: 'generation' }>;
export type Score = Trace['scores'][number];
export type Prompt = DemoProject['prompts'][number];
export type PromptVersion = Prompt['versions'][number];
export type Dataset = DemoProject['datasets'][number];
export type DatasetItem = Dataset['items'][number];
export type DatasetRun = Dataset['runs'][number];
export type RunItem = DatasetRun['items'][number];
export type ModelPrices = DemoProject['models'];
export type PromptRef = z.output<typeof promptRefSchema>;

/** When the observation ends: its `endMs`, or its start for an event. */
export const endOf = (observation: Observation): number =>
  observation.type === 'event' ? observation.startMs : observation.endMs;

/** The score `keyword_match` is computed from the items' keywords (lib/demo/metrics.ts). */
export const keywordScoreName = 'keyword_match';
