import { describe, expect, it } from 'vitest';
import { demoProject } from './project';
import { traceLevel } from './metrics';
import { versionWithLabel } from './prompts';
import { comparisonView } from './dataset-views';
import { traceDetailView, traceListView } from './trace-views';

/**
 * The shipped demo (content/demo/project.json) tells the story the /demo page walks through: these
 * tests keep the data and the page's text in step.
 */
const project = demoProject();
const prompt = project.prompts.find((p) => p.name === 'support-answer')!;

describe('the shipped demo project', () => {
  it('uses the names the docs use', () => {
    expect(project.name).toBe('Helpdesk Harriet');
    expect(prompt.versions).toHaveLength(3);
    expect(versionWithLabel(prompt, 'production')?.version).toBe(2);
    expect(versionWithLabel(prompt, 'staging')?.version).toBe(3);
    expect(versionWithLabel(prompt, 'latest')?.version).toBe(3);
    const dataset = project.datasets.find((d) => d.name === 'qa-golden')!;
    expect(dataset.items.map((i) => i.id)).toContain('refund-policy-1');
    expect(dataset.runs.map((r) => r.name)).toEqual(['gpt-4o-mini-v1', 'gpt-4o-mini-v2']);
    expect(project.traces.length).toBeGreaterThanOrEqual(8);
  });

  it('has a trace with an ERROR observation', () => {
    expect(project.traces.filter((trace) => traceLevel(trace) === 'ERROR')).toHaveLength(1);
  });

  it("compiles every generation's system message from the prompt version it names", () => {
    for (const trace of project.traces) {
      for (const row of traceDetailView(project, trace.id)!.rows) {
        if (row.prompt) expect(row.prompt.variables, `${trace.id} ${row.observation.name}`).not.toBeNull();
      }
    }
  });

  it('lets the tour find the least helpful answer, made by the production version', () => {
    const helpfulness = (scores: { name: string; value: unknown }[]) =>
      scores.find((s) => s.name === 'helpfulness')?.value as number;
    const [worst] = [...traceListView(project).traces].sort(
      (a, b) => helpfulness(a.scores) - helpfulness(b.scores),
    );
    const rows = traceDetailView(project, worst!.id)!.rows;
    expect(rows.find((r) => r.prompt)?.prompt?.version).toBe(versionWithLabel(prompt, 'production')?.version);
  });

  it('shows the newer prompt version scoring better on average, with one item clearly worse', () => {
    const view = comparisonView(project, 'qa-golden')!;
    expect(view.baseline).toBe('gpt-4o-mini-v1');
    const candidate = view.runs[1]!;
    for (const name of view.scoreNames) expect(candidate.deltas[name]!).toBeGreaterThan(0);
    // Smaller changes are the noise between runs that the docs warn about (/docs/datasets/compare-runs).
    const worse = view.rows
      .filter((row) => (row.cells[1]!.deltas.helpfulness ?? 0) < -0.1)
      .map((row) => row.item.id);
    expect(worse).toEqual(['delete-account-1']);
  });
});
