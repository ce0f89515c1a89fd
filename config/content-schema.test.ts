import { describe, expect, it } from 'vitest';
import { changelogSchema, docsPageSchema, metaFileSchema, postSchema } from './content-schema';

const fields = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) ?? [];

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
