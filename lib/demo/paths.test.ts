import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import { demoPaths, demoShell } from './paths';
import { parseDemoProject } from './validate';

describe('demo paths', () => {
  it('mirror the routes under app/[lang]/demo', () => {
    expect(demoPaths.traces()).toBe('/demo');
    expect(demoPaths.trace('abc')).toBe('/demo/traces/abc');
    expect(demoPaths.prompt('support-answer')).toBe('/demo/prompts/support-answer');
    expect(demoPaths.prompt('support-answer', 2)).toBe('/demo/prompts/support-answer/versions/2');
    expect(demoPaths.comparison('qa-golden')).toBe('/demo/datasets/qa-golden/compare');
  });

  it("give the window its project's name and section sizes", () => {
    expect(demoShell(parseDemoProject(valid, 'fixture'))).toEqual({
      project: 'Fixture bot',
      counts: { traces: 1, prompts: 1, datasets: 1 },
    });
  });
});
