import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import { parseDemoProject } from './validate';
import { previewText, traceDetailView, traceListView } from './trace-views';

const project = parseDemoProject(valid, 'fixture');
const traceId = project.traces[0]!.id;

describe('trace views', () => {
  it('list traces with their computed latency, tokens and cost', () => {
    const { traces, totals } = traceListView(project);
    expect(traces[0]).toMatchObject({
      latencyMs: 1500,
      usage: { input: 1010, output: 100, total: 1110 },
      level: 'WARNING',
    });
    expect(traces[0]!.preview).toBe('How long do refunds take?');
    expect(totals).toMatchObject({ count: 1, tokens: 1110 });
  });

  it("place each observation on the trace's time line and give its scores and prompt", () => {
    const view = traceDetailView(project, traceId)!;
    expect(view.rows.map((r) => [r.observation.name, r.depth])).toEqual([
      ['retrieve-context', 0],
      ['embed-query', 1],
      ['draft-answer', 0],
      ['retry', 1],
    ]);
    const draft = view.rows[2]!;
    expect(draft.offset).toBeCloseTo(410 / 1500);
    expect(draft.width).toBeCloseTo(1090 / 1500);
    expect(draft.scores.map((s) => s.name)).toEqual(['faithfulness']);
    expect(draft.prompt).toEqual({ name: 'support-answer', version: 2, variables: { product: 'Quillnote' } });
    expect(view.rows[3]).toMatchObject({ durationMs: null, width: 0, costUsd: null });
    expect(view.session.map((t) => t.id)).toEqual([traceId]);
  });

  it('answer undefined for an unknown trace', () => {
    expect(traceDetailView(project, 'nope')).toBeUndefined();
  });
});

describe('preview text', () => {
  it('shows a question, a message or a string as it is, anything else as JSON', () => {
    expect(previewText({ question: 'Q?' })).toBe('Q?');
    expect(previewText({ message: 'Hi' })).toBe('Hi');
    expect(previewText('text')).toBe('text');
    expect(previewText([1, 2])).toBe('[1,2]');
    expect(previewText(undefined)).toBe('');
  });
});
