import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { contentFileProblems, demoProjectFile, termLinkProblems } from './content-problems';

const mdx = (frontMatter: string, body = 'Some text.') => `---\n${frontMatter}\n---\n\n${body}\n`;

describe('termLinkProblems', () => {
  it('names a link whose text is a term with its own page but which leads elsewhere', () => {
    expect(
      termLinkProblems(
        'content/docs/x.mdx',
        'Define a [score config](/docs/evaluation/scores/custom-scores) and [Score Configs](/docs/evaluation/scores/score-configs#ui).',
      ),
    ).toEqual([
      'content/docs/x.mdx: the link "score config" leads to /docs/evaluation/scores/custom-scores, not /docs/evaluation/scores/score-configs',
    ]);
    expect(
      termLinkProblems('content/docs/x.mdx', '[custom scores](/docs/evaluation/scores/custom-scores)'),
    ).toEqual([]);
  });
});

describe('contentFileProblems', () => {
  it('accepts a page that matches its collection', () => {
    expect(
      contentFileProblems(
        'content/docs/a.mdx',
        mdx('title: A page\ndescription: About it\nkeywords: [redact, pii]'),
      ),
    ).toEqual([]);
  });

  it('names the file and the field of a schema error, per collection', () => {
    const keywords = `[${Array.from({ length: 21 }, (_, n) => `word${n}`).join(', ')}]`;
    expect(
      contentFileProblems(
        'content/docs/a.mdx',
        mdx(`title: A page\ndescription: About it\nkeywords: ${keywords}`),
      ),
    ).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx: keywords: .*20/)]);
    expect(contentFileProblems('content/faq/b.mdx', mdx('title: B\ndescription: x\ntitel: typo'))).toEqual([
      expect.stringMatching(/^content\/faq\/b\.mdx: \(root\): .*titel/),
    ]);
    // A guide's topic must be one of the guide topics; a docs page has no topic field at all.
    expect(contentFileProblems('content/guides/c.mdx', mdx('title: C\ndescription: x\ntopic: nope'))).toEqual(
      [expect.stringMatching(/^content\/guides\/c\.mdx: topic: /)],
    );
    expect(
      contentFileProblems('content/docs/c.mdx', mdx('title: C\ndescription: x\ntopic: tracing')),
    ).toEqual([expect.stringMatching(/^content\/docs\/c\.mdx: \(root\): .*topic/)]);
    expect(contentFileProblems('content/docs/d.mdx', mdx('title: ""\ndescription: x'))).toEqual([
      'content/docs/d.mdx: title: must not be empty',
    ]);
  });

  it("checks the demo project's data, naming the field", () => {
    const project = JSON.parse(readFileSync(demoProjectFile, 'utf8')) as { traces: { name: string }[] };
    expect(contentFileProblems(demoProjectFile, JSON.stringify(project))).toEqual([]);
    project.traces[0]!.name = '';
    expect(contentFileProblems(demoProjectFile, JSON.stringify(project))).toEqual([
      'content/demo/project.json: traces[0].name: must not be empty',
    ]);
    expect(contentFileProblems(demoProjectFile, '{')).toEqual([
      expect.stringMatching(/^content\/demo\/project\.json: not valid JSON: /),
    ]);
  });

  it('names a file whose front matter is missing, not YAML or not a mapping', () => {
    expect(contentFileProblems('content/docs/a.mdx', 'No front matter.')).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx: no front matter/),
    ]);
    expect(contentFileProblems('content/docs/a.mdx', mdx('title: [unclosed'))).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx: front matter is not valid YAML/),
    ]);
    expect(contentFileProblems('content/docs/a.mdx', mdx('- a list'))).toEqual([
      'content/docs/a.mdx: front matter is not a mapping',
    ]);
    // The SDK reference is not a page.
    expect(contentFileProblems('content/SDK_API.md', '# The SDK')).toEqual([]);
  });

  it('checks meta.json files against the folder schema', () => {
    expect(contentFileProblems('content/docs/meta.json', '{"title": "Docs", "pages": ["index"]}')).toEqual(
      [],
    );
    expect(contentFileProblems('content/docs/meta.json', '{"pages": "index"}')).toEqual([
      expect.stringMatching(/^content\/docs\/meta\.json: pages: /),
    ]);
    expect(contentFileProblems('content/docs/meta.json', '{"pages": [')).toEqual([
      expect.stringMatching(/^content\/docs\/meta\.json: not valid JSON/),
    ]);
  });

  it('keeps the docs-only rules to the docs collection', () => {
    const body = "import { X } from './x';\n\nText.";
    expect(contentFileProblems('content/docs/a.mdx', mdx('title: A\ndescription: x', body))).toHaveLength(1);
    expect(contentFileProblems('content/faq/a.mdx', mdx('title: A\ndescription: x', body))).toEqual([]);
  });

  it('never throws, and every problem names the file, whatever the text', () => {
    const files = fc.constantFrom(
      'content/docs/a.mdx',
      'content/blog/b.mdx',
      'content/customers/c.mdx',
      'content/changelog/d.mdx',
      'content/pages/e.mdx',
      'content/docs/meta.json',
    );
    const texts = fc.oneof(
      fc.string(),
      fc.string().map((front) => mdx(front)),
      fc.dictionary(fc.string(), fc.jsonValue()).map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(files, texts, (file, text) => {
        for (const problem of contentFileProblems(file, text))
          expect(problem.startsWith(`${file}: `)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
