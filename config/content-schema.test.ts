import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  changelogSchema,
  customerSchema,
  docsPageSchema,
  guidePageSchema,
  metaFileSchema,
  postSchema,
} from './content-schema';
import { formatIssues } from './issues';

const fields = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => formatIssues(result.error?.issues ?? []);

describe('front matter', () => {
  it('accepts a full docs page and fills defaults', () => {
    const parsed = docsPageSchema.parse({
      title: 'Tracing',
      description: 'How traces work.',
      seoTitle: 'Tracing concepts',
      ogImage: '/img/tracing.png',
      ogVideo: 'https://videos.example/t.m3u8',
      label: 'Beta',
    });
    expect(parsed).toMatchObject({ noindex: false, layout: 'default', label: 'Beta' });
  });

  it('names the wrong field', () => {
    expect(fields(docsPageSchema.safeParse({ title: 'A', description: 'B', noindex: 'yes' }))).toEqual([
      'noindex: Invalid input: expected boolean, received string',
    ]);
    expect(fields(docsPageSchema.safeParse({ title: '', description: 'B' }))).toEqual([
      'title: must not be empty',
    ]);
    expect(fields(docsPageSchema.safeParse({ title: 'A', description: 'B', layout: 'wide' }))[0]).toMatch(
      /^layout:/,
    );
  });

  it('rejects unknown fields instead of ignoring a typo', () => {
    expect(fields(docsPageSchema.safeParse({ title: 'A', description: 'B', descripton: 'C' }))[0]).toMatch(
      /descripton/,
    );
  });

  it('requires a real date and at least one author on posts', () => {
    expect(
      fields(postSchema.safeParse({ title: 'A', description: 'B', date: '2026-13-45', authors: ['mira'] })),
    ).toEqual(['date: must be a date written YYYY-MM-DD']);
    expect(
      fields(postSchema.safeParse({ title: 'A', description: 'B', date: '2026-01-02', authors: [] })),
    ).toEqual(['authors: must list at least one author']);
    expect(changelogSchema.parse({ title: 'A', description: 'B', date: new Date('2026-10-14') }).date).toBe(
      '2026-10-14',
    );
  });

  it('checks meta.json page trees', () => {
    expect(
      metaFileSchema.safeParse({ pages: ['index', '---Guides---', '[Changelog](/changelog)', '!hidden'] })
        .success,
    ).toBe(true);
    expect(fields(metaFileSchema.safeParse({ pages: 'index' }))[0]).toMatch(/^pages:/);
  });
});

describe('new list fields', () => {
  const post = { title: 'A', description: 'B', date: '2026-01-02', authors: ['mira'] };
  const story = { title: 'A', description: 'B', date: '2026-01-02', company: 'Acme', result: '2x faster' };

  it('takes up to three known tags and an image cover on posts', () => {
    expect(postSchema.parse(post).tags).toEqual([]);
    expect(
      postSchema.parse({ ...post, tags: ['cost', 'tracing'], cover: '/images/blog/x.png' }),
    ).toMatchObject({
      tags: ['cost', 'tracing'],
      cover: '/images/blog/x.png',
    });
    expect(fields(postSchema.safeParse({ ...post, tags: ['costs'] }))[0]).toMatch(
      /^tags\[0\]: must be one of tracing, evaluation, /,
    );
    expect(
      fields(postSchema.safeParse({ ...post, tags: ['cost', 'agents', 'tracing', 'evaluation'] })),
    ).toEqual(['tags: must list at most 3 tags']);
    expect(fields(postSchema.safeParse({ ...post, cover: 'images/x.png' }))[0]).toMatch(
      /^cover: must be a site path/,
    );
    expect(fields(postSchema.safeParse({ ...post, cover: '/images/x.pdf' }))[0]).toMatch(/^cover:/);
  });

  it('requires a one-line result on customer stories and checks the quote', () => {
    expect(fields(customerSchema.safeParse({ ...story, result: undefined }))[0]).toMatch(/^result:/);
    expect(fields(customerSchema.safeParse({ ...story, result: 'Faster\nand cheaper' }))).toEqual([
      'result: must be one line',
    ]);
    expect(fields(customerSchema.safeParse({ ...story, result: 'x'.repeat(81) }))).toEqual([
      'result: must be at most 80 characters',
    ]);
    expect(
      customerSchema.parse({ ...story, quote: { text: 'It works.', person: 'Ada', role: 'CTO' } }).quote,
    ).toEqual({ text: 'It works.', person: 'Ada', role: 'CTO' });
    expect(
      fields(customerSchema.safeParse({ ...story, quote: { text: 'It works.', person: 'Ada' } }))[0],
    ).toMatch(/^quote\.role:/);
  });

  it('names an unknown guide topic and the allowed ones', () => {
    expect(guidePageSchema.parse({ title: 'A', description: 'B', topic: 'datasets' }).topic).toBe('datasets');
    expect(guidePageSchema.parse({ title: 'A', description: 'B' }).topic).toBeUndefined();
    expect(fields(guidePageSchema.safeParse({ title: 'A', description: 'B', topic: 'evals' }))).toEqual([
      'topic: "evals" is not a guide topic (one of tracing, evaluation, prompt-management, datasets, frameworks, model-providers, gateways, migration; a new topic goes in config/guide-topics.ts)',
    ]);
  });
});

/** The numbers of a text: `USD 0.042` gives 0.042, `38%` gives 38, `2,000` gives 2000. */
const numbers = (text: string) =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

describe('customer stories (content/customers)', () => {
  const stories = readdirSync('content/customers')
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const text = readFileSync(`content/customers/${file}`, 'utf8');
      const [, frontMatter, body] = text.split(/^---$/m) as [string, string, string];
      return { file, data: customerSchema.parse(parse(frontMatter)), body };
    });

  it.each(stories.map((story) => [story.file, story] as const))(
    '%s: the result line comes from its Results section',
    (_file, { data, body }) => {
      const results = body.slice(body.indexOf('## Results')).split(/\n## /)[0]!;
      expect(results.length).toBeGreaterThan(20);
      const rows = results
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map(numbers);
      for (const value of numbers(data.result)) {
        // Either a figure of the section, or the rounded change from a row's before to its after.
        const change = rows.some(
          (row) => row.length >= 2 && Math.round((100 * Math.abs(row[0]! - row[1]!)) / row[0]!) === value,
        );
        expect(numbers(results).includes(value) || change, `${value} in "${data.result}"`).toBe(true);
      }
    },
  );

  it.each(stories.filter((story) => story.data.quote).map((story) => [story.file, story] as const))(
    "%s: the quote is the customer's words from the story",
    (_file, { data, body }) => {
      const { text, person } = data.quote!;
      // The card ends the quoted sentence with a full stop where the story continues after a comma.
      expect(body).toContain(`"${text.replace(/[.,]$/, '')}`);
      expect(body).toContain(person.split(' ').pop()!);
    },
  );
});
