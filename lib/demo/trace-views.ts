import { traceCostUsd, traceLevel, traceUsage, generationCostUsd, type TokenUsage } from './metrics';
import { compiledVariables, findPromptVersion } from './prompts';
import type { DemoProject, Level, Observation, Prompt, Score, Trace } from './schema';
import { buildObservationTree, durationMs, traceLatencyMs, treeRows } from './tree';

/**
 * What each demo page shows, computed in one step from the project (Starlight's route data): the
 * components only render it. Every function returns undefined for an unknown id, which the route
 * answers with 404.
 */

/** A short line for a JSON input: its `question` or `message`, a string as it is, else JSON. */
export function previewText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of ['question', 'message', 'query']) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string') return field;
    }
  }
  return value === undefined ? '' : JSON.stringify(value);
}

/** A row of the trace list, and the header of a trace. */
export interface TraceSummary {
  id: string;
  name: string;
  timestamp: string;
  userId?: string;
  sessionId?: string;
  environment: Trace['environment'];
  release?: string;
  tags: string[];
  level: Level;
  latencyMs: number;
  usage: TokenUsage;
  costUsd: number;
  scores: Score[];
  preview: string;
}

export function traceSummary(trace: Trace, project: Pick<DemoProject, 'models'>): TraceSummary {
  return {
    id: trace.id,
    name: trace.name,
    timestamp: trace.timestamp,
    userId: trace.userId,
    sessionId: trace.sessionId,
    environment: trace.environment,
    release: trace.release,
    tags: trace.tags,
    level: traceLevel(trace),
    latencyMs: traceLatencyMs(trace),
    usage: traceUsage(trace),
    costUsd: traceCostUsd(trace, project.models),
    scores: trace.scores,
    preview: previewText(trace.input),
  };
}

const newestFirst = (a: { timestamp: string }, b: { timestamp: string }) =>
  b.timestamp.localeCompare(a.timestamp);

/** The trace list: newest first, with the totals above it. */
export function traceListView(project: DemoProject) {
  const traces = project.traces.map((trace) => traceSummary(trace, project)).sort(newestFirst);
  return {
    traces,
    totals: {
      count: traces.length,
      tokens: traces.reduce((sum, t) => sum + t.usage.total, 0),
      costUsd: traces.reduce((sum, t) => sum + t.costUsd, 0),
    },
  };
}

/** One line of the trace tree, with its place on the trace's time line (fractions of its latency). */
export interface ObservationRow {
  observation: Observation;
  depth: number;
  durationMs: number | null;
  /** Start, as a fraction of the trace's latency. */
  offset: number;
  /** Duration, as a fraction of the trace's latency (0 for an event). */
  width: number;
  /** Generations only. */
  costUsd: number | null;
  /** Scores given to this observation. */
  scores: Score[];
  /** A generation compiled from a prompt version: the version and what its variables were filled with. */
  prompt: { name: string; version: number; variables: Record<string, string> | null } | null;
}

function compiledPromptOf(observation: Observation, prompts: readonly Prompt[]): ObservationRow['prompt'] {
  if (observation.type !== 'generation' || !observation.prompt) return null;
  const version = findPromptVersion(prompts, observation.prompt);
  const system = Array.isArray(observation.input)
    ? observation.input.find(
        (message): message is { role: string; content: string } =>
          !!message && typeof message === 'object' && 'role' in message && message.role === 'system',
      )
    : undefined;
  const variables =
    version && typeof system?.content === 'string' ? compiledVariables(version.prompt, system.content) : null;
  return { ...observation.prompt, variables };
}

export function traceDetailView(project: DemoProject, id: string) {
  const trace = project.traces.find((t) => t.id === id);
  if (!trace) return undefined;
  const summary = traceSummary(trace, project);
  const total = summary.latencyMs || 1;
  const rows: ObservationRow[] = treeRows(buildObservationTree(trace.observations)).map(
    ({ observation, depth }) => {
      const duration = durationMs(observation);
      return {
        observation,
        depth,
        durationMs: duration,
        offset: observation.startMs / total,
        width: (duration ?? 0) / total,
        costUsd: observation.type === 'generation' ? generationCostUsd(observation, project.models) : null,
        scores: trace.scores.filter((score) => score.observationId === observation.id),
        prompt: compiledPromptOf(observation, project.prompts),
      };
    },
  );
  const session = trace.sessionId
    ? project.traces
        .filter((t) => t.sessionId === trace.sessionId)
        .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
        .map((t) => traceSummary(t, project))
    : [];
  return { trace, summary, rows, session };
}

export type TraceDetailView = NonNullable<ReturnType<typeof traceDetailView>>;
