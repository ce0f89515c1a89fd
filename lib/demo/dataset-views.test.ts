import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import { parseDemoProject } from './validate';
import { comparisonView, datasetDetailView, datasetListView } from './dataset-views';

const project = parseDemoProject(valid, 'fixture');

describe('dataset views', () => {
  it('list datasets with their last run', () => {
    expect(datasetListView(project)).toEqual([
      {
        name: 'qa-golden',
        description: 'Support questions.',
        itemCount: 2,
        runCount: 2,
        lastRunAt: '2026-11-02T00:00:00Z',
      },
    ]);
  });

  it('order runs oldest first, whatever the file says', () => {
    expect(datasetDetailView(project, 'qa-golden')!.runs.map((r) => r.run.name)).toEqual(['run-a', 'run-b']);
  });

  it('compare runs against the oldest, item by item and on average', () => {
    const view = comparisonView(project, 'qa-golden')!;
    expect(view.baseline).toBe('run-a');
    expect(view.scoreNames).toEqual(['keyword_match', 'helpfulness']);
    expect(view.runs[0]!.deltas).toEqual({ keyword_match: null, helpfulness: null });
    expect(view.runs[1]!.deltas.keyword_match).toBeCloseTo(0.75);
    expect(view.runs[1]!.deltas.helpfulness).toBeCloseTo(0.35);
    const refund = view.rows[0]!;
    expect(refund.item.id).toBe('refund-policy-1');
    expect(refund.cells.map((c) => c.scores.keyword_match)).toEqual([0, 1]);
    expect(refund.cells[1]!.deltas.helpfulness).toBeCloseTo(0.5);
  });

  it('answer undefined for an unknown dataset', () => {
    expect(datasetDetailView(project, 'nope')).toBeUndefined();
    expect(comparisonView(project, 'nope')).toBeUndefined();
  });
});
