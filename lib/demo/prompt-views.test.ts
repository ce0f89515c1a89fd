import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import { parseDemoProject } from './validate';
import { promptDetailView, promptListView } from './prompt-views';

const project = parseDemoProject(valid, 'fixture');
const traceId = project.traces[0]!.id;

describe('prompt views', () => {
  it('select the newest version unless told, and list versions newest first', () => {
    const view = promptDetailView(project, 'support-answer')!;
    expect(view.selected.version.version).toBe(2);
    expect(view.selected.labels).toEqual(['staging', 'latest']);
    expect(view.selected.variables).toEqual(['product']);
    expect(view.versions.map((v) => v.version.version)).toEqual([2, 1]);
    expect(view.selected.traces.map((t) => t.id)).toEqual([traceId]);
    expect(view.selected.runs).toEqual([{ dataset: 'qa-golden', run: 'run-b' }]);
    expect(promptDetailView(project, 'support-answer', 1)!.selected.runs).toEqual([
      { dataset: 'qa-golden', run: 'run-a' },
    ]);
  });

  it('answer undefined for an unknown prompt or version', () => {
    expect(promptDetailView(project, 'support-answer', 3)).toBeUndefined();
    expect(promptDetailView(project, 'nope')).toBeUndefined();
  });

  it('summarise each prompt for the list', () => {
    expect(promptListView(project)).toMatchObject([
      { name: 'support-answer', versionCount: 2, traceCount: 1 },
    ]);
  });
});
