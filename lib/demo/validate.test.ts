import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import { fieldPath } from '@/config/issues';
import { DemoProjectError, demoProjectProblems, parseDemoProject } from './validate';

const file = 'content/demo/project.json';

/** The valid fixture with one change made by `edit`. */
function broken(edit: (project: typeof valid & Record<string, unknown>) => void): unknown {
  const copy = structuredClone(valid) as typeof valid & Record<string, unknown>;
  edit(copy);
  return copy;
}

const trace = (project: typeof valid) => project.traces[0]!;
const observations = (project: typeof valid) =>
  trace(project).observations as unknown as Record<string, unknown>[];

describe('demo project schema', () => {
  it('accepts the valid fixture and fills in the defaults', () => {
    const project = parseDemoProject(valid, file);
    expect(project.traces[0]!.observations[0]!.level).toBe('DEFAULT');
    expect(project.traces[0]!.tags).toEqual([]);
  });

  it('writes paths as a reader finds them in the file', () => {
    expect(fieldPath(['traces', 2, 'observations', 4, 'endMs'])).toBe('traces[2].observations[4].endMs');
    expect(fieldPath(['name'])).toBe('name');
  });

  const cases: [string, (project: typeof valid & Record<string, unknown>) => void, string][] = [
    [
      'an unknown field',
      (p) => (p.owner = 'x'),
      'content/demo/project.json: (root): Unrecognized key: "owner"',
    ],
    [
      'a trace id that is not 32 hex digits',
      (p) => (trace(p).id = 'abc'),
      'traces[0].id: must be 32 lowercase hex digits',
    ],
    [
      'an observation of an unknown type',
      (p) => (observations(p)[0]!.type = 'tool'),
      'traces[0].observations[0].type: type must be span, generation or event',
    ],
    [
      'a span that ends before it starts',
      (p) => (observations(p)[0]!.endMs = 5),
      'traces[0].observations[0].endMs: must not be before startMs (10)',
    ],
    [
      'a child that outlasts its parent',
      (p) => (observations(p)[1]!.endMs = 450),
      'traces[0].observations[1].startMs: runs from 20 to 450 ms, outside its parent "retrieve-context" (10 to 400 ms)',
    ],
    [
      'a parent that does not exist',
      (p) => (observations(p)[1]!.parentId = 'ffffffffffffffff'),
      'traces[0].observations[1].parentId: "ffffffffffffffff" names no other observation of this trace',
    ],
    [
      'an event as a parent',
      (p) => (observations(p)[1]!.parentId = '000000000000000d'),
      'traces[0].observations[1].parentId: names an event, which cannot hold observations',
    ],
    [
      'two observations with one id',
      (p) => (observations(p)[2]!.id = '000000000000000a'),
      'traces[0].observations[2].id: "000000000000000a" is used by another observation',
    ],
    [
      'a generation whose model has no prices',
      (p) => (observations(p)[2]!.model = 'gpt-5'),
      'traces[0].observations[2].model: "gpt-5" has no prices in models (known: gpt-4o-mini, text-embedding-3-small)',
    ],
    [
      'a generation without usage',
      (p) => delete observations(p)[2]!.usage,
      'traces[0].observations[2].usage:',
    ],
    [
      'a generation naming a prompt version that does not exist',
      (p) => (observations(p)[2]!.prompt = { name: 'support-answer', version: 9 }),
      'traces[0].observations[2].prompt: names no prompt version (support-answer v9)',
    ],
    [
      'a warning without its message',
      (p) => delete observations(p)[3]!.statusMessage,
      'traces[0].observations[3].statusMessage: is required for level WARNING',
    ],
    [
      'a numeric score above 1',
      (p) => (trace(p).scores[0]!.value = 1.7),
      'traces[0].scores[0].value: must be from 0 to 1',
    ],
    [
      'a score on an observation of another trace',
      (p) => ((trace(p).scores[1] as Record<string, unknown>).observationId = 'ffffffffffffffff'),
      'traces[0].scores[1].observationId: "ffffffffffffffff" names no observation of this trace',
    ],
    [
      'versions out of order',
      (p) => (p.prompts[0]!.versions[1]!.version = 3),
      'prompts[0].versions[1].version: must be 2: versions are numbered 1, 2, 3… in order',
    ],
    [
      'the latest label written by hand',
      (p) => p.prompts[0]!.versions[1]!.labels.push('latest'),
      'prompts[0].versions[1].labels[1]: "latest" always marks the newest version and is added for you; remove it',
    ],
    [
      'one label on two versions',
      (p) => p.prompts[0]!.versions[1]!.labels.push('production'),
      'prompts[0].versions[1].labels: "production" is on another version too; a label marks one version',
    ],
    [
      'a prompt name that cannot be a URL',
      (p) => (p.prompts[0]!.name = 'Support Answer'),
      'prompts[0].name: must be lowercase letters, digits, dots and dashes (it is part of a URL)',
    ],
    [
      'an item made from a trace that does not exist',
      (p) => (p.datasets[0]!.items[0]!.sourceTraceId = 'ffffffffffffffffffffffffffffffff'),
      'datasets[0].items[0].sourceTraceId: "ffffffffffffffffffffffffffffffff" names no trace of the project',
    ],
    [
      'a run item for an item the dataset does not have',
      (p) => (p.datasets[0]!.runs[0]!.items[1]!.itemId = 'no-such-item'),
      'datasets[0].runs[0].items[1].itemId: "no-such-item" names no item of dataset qa-golden',
    ],
    [
      'an item answered twice in one run',
      (p) => (p.datasets[0]!.runs[0]!.items[1]!.itemId = 'refund-policy-1'),
      'datasets[0].runs[0].items[1].itemId: "refund-policy-1" is in this run twice',
    ],
    [
      'a keyword score written by hand',
      (p) => ((p.datasets[0]!.runs[0]!.items[0]!.scores as Record<string, number>).keyword_match = 1),
      "datasets[0].runs[0].items[0].scores.keyword_match: is computed from the item's keywords; remove it",
    ],
    [
      'a run on a prompt version that does not exist',
      (p) => (p.datasets[0]!.runs[1]!.prompt.version = 7),
      'datasets[0].runs[1].prompt: names no prompt version (support-answer v7)',
    ],
  ];

  for (const [behaviour, edit, message] of cases) {
    it(`names the field of ${behaviour}`, () => {
      const problems = demoProjectProblems(broken(edit), file);
      expect(problems.length, problems.join('\n')).toBeGreaterThan(0);
      expect(problems.join('\n')).toContain(message);
      expect(problems.every((line) => line.startsWith(`${file}: `))).toBe(true);
    });
  }

  it('finds a loop of parents', () => {
    const project = broken((p) => {
      observations(p)[0]!.parentId = '000000000000000b';
    });
    expect(demoProjectProblems(project, file)).toContain(
      `${file}: traces[0].observations[0].parentId: makes a loop of parents`,
    );
  });

  it('throws one error listing every problem, each with its file and field', () => {
    const project = broken((p) => {
      trace(p).id = 'abc';
      p.prompts[0]!.name = 'Support Answer';
    });
    expect(() => parseDemoProject(project, file)).toThrow(DemoProjectError);
    expect(() => parseDemoProject(project, file)).toThrow(
      /Invalid demo project:\n {2}- content\/demo\/project\.json: traces\[0\]\.id: .*\n {2}- content\/demo\/project\.json: prompts\[0\]\.name: /,
    );
  });
});

describe('a damaged project file', () => {
  /** Every place in the fixture: a path of keys and indexes. */
  const places: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    places.push(path);
    if (Array.isArray(value)) value.forEach((child, index) => walk(child, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(valid, []);

  it('is reported, never crashes the check, whatever value lands wherever', () => {
    fc.assert(
      fc.property(fc.constantFrom(...places.filter((p) => p.length > 0)), fc.jsonValue(), (path, value) => {
        const copy = structuredClone(valid) as unknown as Record<string | number, unknown>;
        let parent = copy;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[path.at(-1)!] = value;
        const problems = demoProjectProblems(copy, file);
        expect(problems.every((line) => line.startsWith(`${file}: `))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
