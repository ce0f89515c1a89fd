import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generationCostUsd, traceCostUsd, traceUsage } from './metrics';
import { endOf, type ModelPrices, type Observation } from './schema';
import { demoProjectSchema } from './validate';
import { buildObservationTree, durationMs, traceLatencyMs, treeRows } from './tree';

const models: ModelPrices = {
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'text-embedding-3-small': { inputPerMillion: 0.02, outputPerMillion: 0 },
};

const hexId = (n: number) => n.toString(16).padStart(16, '0');

const span = (id: number, parent: number | null, startMs: number, endMs: number): Observation => ({
  type: 'span',
  id: hexId(id),
  parentId: parent === null ? null : hexId(parent),
  name: `span-${id}`,
  startMs,
  endMs,
  level: 'DEFAULT',
});

describe('observation tree', () => {
  it('nests children under their parents, each level in order of start', () => {
    const rows = treeRows(
      buildObservationTree([
        span(3, 1, 300, 400),
        span(1, null, 100, 500),
        span(2, 1, 150, 250),
        span(4, null, 0, 50),
      ]),
    );
    expect(rows.map((r) => [r.observation.name, r.depth])).toEqual([
      ['span-4', 0],
      ['span-1', 0],
      ['span-2', 1],
      ['span-3', 1],
    ]);
  });

  it('keeps the file order of observations that start together', () => {
    const rows = treeRows(buildObservationTree([span(2, null, 0, 10), span(1, null, 0, 20)]));
    expect(rows.map((r) => r.observation.name)).toEqual(['span-2', 'span-1']);
  });

  it('shows an observation whose parent is missing at the top instead of dropping it', () => {
    const rows = treeRows(buildObservationTree([span(1, 9, 0, 10)]));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.depth).toBe(0);
  });

  it("measures a trace from its timestamp to its last observation's end; an event has no duration", () => {
    const event: Observation = {
      type: 'event',
      id: hexId(5),
      parentId: null,
      name: 'late',
      startMs: 900,
      level: 'DEFAULT',
    };
    expect(traceLatencyMs({ observations: [span(1, null, 10, 400), event, span(2, null, 100, 700)] })).toBe(
      900,
    );
    expect(traceLatencyMs({ observations: [] })).toBe(0);
    expect(durationMs(event)).toBeNull();
    expect(durationMs(span(1, null, 10, 400))).toBe(390);
  });
});

/**
 * A random trace tree as the SDKs record one: each observation starts and ends inside its parent
 * (events are points inside it), generations carry tokens on one of two priced models.
 */
const arbitraryObservations = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      kind: fc.constantFrom('span', 'generation', 'event'),
      startFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      lengthFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      model: fc.constantFrom('gpt-4o-mini', 'text-embedding-3-small'),
      input: fc.nat({ max: 100_000 }),
      output: fc.nat({ max: 10_000 }),
    }),
    { maxLength: 40 },
  )
  .map((specs) => {
    const observations: Observation[] = [];
    specs.forEach((spec, index) => {
      const parents = observations.filter((o) => o.type !== 'event');
      const pick = spec.parentPick % (parents.length + 1);
      const parent = pick === parents.length ? undefined : parents[pick]!;
      const [from, to] = parent ? [parent.startMs, endOf(parent)] : [0, 60_000];
      const startMs = from + Math.floor(spec.startFraction * (to - from));
      const endMs = startMs + Math.floor(spec.lengthFraction * (to - startMs));
      const base = {
        id: hexId(index),
        parentId: parent?.id ?? null,
        name: `o-${index}`,
        startMs,
        level: 'DEFAULT' as const,
      };
      if (spec.kind === 'event') observations.push({ type: 'event', ...base });
      else if (spec.kind === 'span') observations.push({ type: 'span', ...base, endMs });
      else
        observations.push({
          type: 'generation',
          ...base,
          endMs,
          model: spec.model,
          usage: { input: spec.input, output: spec.output },
        });
    });
    return observations;
  });

describe('a generated trace', () => {
  it('passes the schema: children run inside their parents', () => {
    fc.assert(
      fc.property(arbitraryObservations, (observations) => {
        const trace = {
          id: 'f'.repeat(32),
          name: 't',
          timestamp: '2026-11-24T09:00:00.000Z',
          environment: 'production',
          observations,
        };
        const result = demoProjectSchema.safeParse({
          name: 'p',
          description: 'd',
          models,
          traces: [trace],
          prompts: [],
          datasets: [],
        });
        expect(result.error?.issues ?? []).toEqual([]);
      }),
    );
  });

  it('lists every observation once, each after its parent and one level deeper', () => {
    fc.assert(
      fc.property(arbitraryObservations, (observations) => {
        const rows = treeRows(buildObservationTree(observations));
        expect(rows.map((r) => r.observation.id).sort()).toEqual(observations.map((o) => o.id).sort());
        const position = new Map(rows.map((row, index) => [row.observation.id, index]));
        for (const row of rows) {
          const parentId = row.observation.parentId;
          if (parentId === null) expect(row.depth).toBe(0);
          else {
            const parentIndex = position.get(parentId)!;
            expect(parentIndex).toBeLessThan(position.get(row.observation.id)!);
            expect(row.depth).toBe(rows[parentIndex]!.depth + 1);
          }
        }
      }),
    );
  });

  it('has a latency that covers every observation and ends with one of them', () => {
    fc.assert(
      fc.property(arbitraryObservations, (observations) => {
        const latency = traceLatencyMs({ observations });
        for (const observation of observations) expect(endOf(observation)).toBeLessThanOrEqual(latency);
        if (observations.length > 0) expect(observations.map(endOf)).toContain(latency);
      }),
    );
  });

  it('costs the sum of its generations, in any order, and counts their tokens', () => {
    fc.assert(
      fc.property(arbitraryObservations, fc.nat(), (observations, seed) => {
        const generations = observations.flatMap((o) => (o.type === 'generation' ? [o] : []));
        const expected = generations.map((g) => generationCostUsd(g, models)).reduce((a, b) => a + b, 0);
        expect(traceCostUsd({ observations }, models)).toBeCloseTo(expected, 12);
        const shuffled = [...observations].sort(
          (a, b) => ((a.startMs * 31 + seed) % 97) - ((b.startMs * 31 + seed) % 97),
        );
        expect(traceCostUsd({ observations: shuffled }, models)).toBeCloseTo(expected, 12);
        const usage = traceUsage({ observations });
        expect(usage.input).toBe(generations.reduce((sum, g) => sum + g.usage.input, 0));
        expect(usage.total).toBe(usage.input + usage.output);
      }),
    );
  });
});
