import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import {
  generationCostUsd,
  keywordMatch,
  mean,
  runItemScores,
  runSummary,
  traceCostUsd,
  traceLevel,
} from './metrics';
import type { Observation } from './schema';
import { parseDemoProject } from './validate';

const project = parseDemoProject(valid, 'fixture');
const dataset = project.datasets[0]!;

describe('cost', () => {
  it("prices a generation's tokens at its model's rates per million", () => {
    expect(
      generationCostUsd({ model: 'gpt-4o-mini', usage: { input: 1000, output: 100 } }, project.models),
    ).toBeCloseTo(0.00021, 12);
    expect(
      generationCostUsd({ model: 'unpriced', usage: { input: 1000, output: 100 } }, project.models),
    ).toBe(0);
  });

  it("adds up a trace's generations: embedding plus answer", () => {
    expect(traceCostUsd(project.traces[0]!, project.models)).toBeCloseTo(10 * 0.02e-6 + 0.00021, 12);
  });
});

describe('level', () => {
  it('is the most severe level of any observation', () => {
    const at = (level: Observation['level']): Observation => ({
      type: 'event',
      id: '0000000000000001',
      parentId: null,
      name: 'e',
      startMs: 0,
      level,
    });
    expect(traceLevel({ observations: [] })).toBe('DEFAULT');
    expect(traceLevel({ observations: [at('DEBUG')] })).toBe('DEFAULT');
    expect(traceLevel({ observations: [at('WARNING'), at('ERROR'), at('DEFAULT')] })).toBe('ERROR');
    expect(traceLevel(project.traces[0]!)).toBe('WARNING');
  });
});

describe('keyword match', () => {
  it('counts whole words and phrases, ignoring case', () => {
    expect(keywordMatch('Refunds take Five Working Days.', ['five working days'])).toBe(1);
    expect(keywordMatch('Notes sync later.', ['no'])).toBe(0);
    expect(keywordMatch('Yes, and the price is prorated.', ['yes', 'prorated'])).toBe(1);
    expect(keywordMatch('Yes, any time.', ['yes', 'prorated'])).toBe(0.5);
    expect(keywordMatch('A read-only link', ['read-only'])).toBe(1);
    expect(keywordMatch('Costs $5 (net).', ['$5 (net)'])).toBe(1);
    expect(keywordMatch('anything', [])).toBe(0);
  });

  it('is a share from 0 to 1, and 1 for an output that holds every keyword', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.string(), (keywords, output) => {
        const share = keywordMatch(output, keywords);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
        expect(keywordMatch(`${output} ${keywords.join(' ')}`, keywords)).toBe(1);
      }),
    );
  });
});

describe('run averages', () => {
  it('are the mean of the item scores, keyword_match computed from the keywords', () => {
    const runB = dataset.runs[0]!;
    expect(runItemScores(runB.items[1]!, dataset.items[1]!)).toEqual({ keyword_match: 1, helpfulness: 0.8 });
    const summary = runSummary(runB, dataset, project.models);
    expect(summary.averages.helpfulness).toBeCloseTo(0.9, 12);
    expect(summary.averages.keyword_match).toBe(1);
    expect(summary.averageLatencyMs).toBe(1500);
    expect(summary.totalCostUsd).toBeCloseTo((400 * 0.15 + 30 * 0.6) / 1e6, 12);
    const runA = runSummary(dataset.runs[1]!, dataset, project.models);
    // "About a week." has none of "five working days"; "Yes, any time." has one of two keywords.
    expect(runA.averages.keyword_match).toBe(0.25);
  });

  it('equal the mean of any generated item scores', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (values) => {
          const items = values.map((_, i) => ({
            id: `item-${i}`,
            input: 'q',
            expectedOutput: 'a',
            keywords: ['a'],
          }));
          const run = {
            name: 'r',
            description: 'd',
            createdAt: '2026-11-01T00:00:00Z',
            model: 'gpt-4o-mini',
            prompt: { name: 'support-answer', version: 1 },
            items: values.map((value, i) => ({
              itemId: `item-${i}`,
              output: i % 2 === 0 ? 'a' : 'b',
              latencyMs: 1000 + i,
              usage: { input: 1, output: 1 },
              scores: { helpfulness: value },
            })),
          };
          const summary = runSummary(run, { items, runs: [run] }, project.models);
          expect(summary.averages.helpfulness).toBeCloseTo(mean(values)!, 12);
          expect(summary.averages.keyword_match).toBeCloseTo(
            Math.ceil(values.length / 2) / values.length,
            12,
          );
        },
      ),
    );
  });

  it('are null for no values', () => {
    expect(mean([])).toBeNull();
  });
});
