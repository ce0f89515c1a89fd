import { describe, expect, it } from 'vitest';
import { authors as registry, type Author } from '@/config/authors';
import {
  AUTHOR_AVATAR_SIZE,
  findAuthor,
  resolveAuthors,
  socialProfileUrl,
  unknownAuthorsWarning,
} from './authors';

const person = (key: string, firstName: string, name: string, twitter?: string): Author => ({
  key,
  firstName,
  name,
  title: 'Product Engineer',
  image: `/authors/${key}.svg`,
  twitter,
  github: `${key}-gh`,
});

const people = [
  person('mira', 'Mira', 'Mira Castellanos', 'miracastellanos'),
  person('diego', 'Diego', 'Diego Morales'),
  person('lucia', 'Lucía', 'Lucía Ferreira'),
  person('hannah', 'Hannah', 'Hannah Becker'),
  person('sam1', 'Sam', 'Sam Jones'),
  person('sam2', 'Sam', 'Sam Smith'),
];

const names = (entries: string[]) => resolveAuthors(entries, people).authors.map((a) => a.displayName);

describe('resolveAuthors', () => {
  it('shows one author by full name, with avatar and profile', () => {
    expect(resolveAuthors(['mira'], people)).toEqual({
      authors: [
        {
          key: 'mira',
          displayName: 'Mira Castellanos',
          name: 'Mira Castellanos',
          title: 'Product Engineer',
          image: '/authors/mira.svg',
          profileUrl: 'https://x.com/miracastellanos',
        },
      ],
      unknown: [],
    });
  });

  it('shows two authors by full name, in front matter order', () => {
    expect(names(['diego', 'mira'])).toEqual(['Diego Morales', 'Mira Castellanos']);
  });

  it('shows only first names for more than two authors', () => {
    expect(names(['mira', 'diego', 'hannah'])).toEqual(['Mira', 'Diego', 'Hannah']);
    expect(names(['mira', 'diego', 'hannah', 'lucia'])).toEqual(['Mira', 'Diego', 'Hannah', 'Lucía']);
  });

  it('skips unknown keys and reports them; names follow the authors actually shown', () => {
    expect(resolveAuthors(['mira', 'nobody', 'diego'], people)).toMatchObject({
      authors: [{ displayName: 'Mira Castellanos' }, { displayName: 'Diego Morales' }],
      unknown: ['nobody'],
    });
    expect(resolveAuthors(['ghost'], people)).toEqual({ authors: [], unknown: ['ghost'] });
  });

  it('falls back to the first name, ignoring case and accents', () => {
    expect(resolveAuthors(['MIRA', 'Lucia'], people).authors.map((a) => a.key)).toEqual(['mira', 'lucia']);
  });

  it('does not guess between two people with the same first name', () => {
    expect(findAuthor('sam', people)).toBeUndefined();
    expect(findAuthor('sam2', people)?.name).toBe('Sam Smith');
  });

  it('shows an author named twice (key and first name) once', () => {
    expect(names(['mira', 'Mira', 'diego'])).toEqual(['Mira Castellanos', 'Diego Morales']);
  });

  it('links to X when the twitter handle is known, otherwise to GitHub', () => {
    expect(resolveAuthors(['diego'], people).authors[0]?.profileUrl).toBe('https://github.com/diego-gh');
    expect(socialProfileUrl({ twitter: 'x1', github: 'g1' })).toBe('https://x.com/x1');
    expect(socialProfileUrl({ github: 'g1' })).toBe('https://github.com/g1');
  });

  it('uses the configured registry of 14 people by default, with 40 px avatars', () => {
    expect(registry).toHaveLength(14);
    expect(resolveAuthors(['tobias']).authors[0]).toMatchObject({
      displayName: 'Tobias Lindqvist',
      profileUrl: 'https://x.com/tobilindqvist',
    });
    expect(AUTHOR_AVATAR_SIZE).toBe(40);
  });
});

describe('unknownAuthorsWarning', () => {
  it('names the post and the unknown keys', () => {
    expect(unknownAuthorsWarning('content/blog/post.mdx', ['ghost'])).toBe(
      '[authors] content/blog/post.mdx: unknown author key "ghost" skipped; add it to config/authors.ts or fix the front matter.',
    );
    expect(unknownAuthorsWarning('content/blog/post.mdx', ['a', 'b'])).toContain(
      'keys "a", "b" skipped; add them',
    );
  });

  it('is null when every key is known', () => {
    expect(unknownAuthorsWarning('content/blog/post.mdx', [])).toBeNull();
  });
});
