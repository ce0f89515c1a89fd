import { describe, expect, it } from 'vitest';
import type { Author } from '@/config/authors';
import { contributorDisplay, contributorsOf, initialsAvatar, initialsOf } from './display';

const map = {
  '/docs/observability/overview': ['hannah', 'kenji'],
  '/docs/sdk/python/index': ['tobias'],
  '/docs': ['mira'],
};

describe('contributorsOf', () => {
  it('finds a page by its path', () => {
    expect(contributorsOf(map, '/docs/observability/overview')).toEqual(['hannah', 'kenji']);
  });

  it('ignores a trailing slash', () => {
    expect(contributorsOf(map, '/docs/observability/overview/')).toEqual(['hannah', 'kenji']);
  });

  it('finds a folder page stored with /index from its URL without it, and the other way round', () => {
    expect(contributorsOf(map, '/docs/sdk/python')).toEqual(['tobias']);
    expect(contributorsOf(map, '/docs/sdk/python/')).toEqual(['tobias']);
    expect(contributorsOf(map, '/docs/index')).toEqual(['mira']);
    expect(contributorsOf(map, '/docs/sdk/python/index')).toEqual(['tobias']);
  });

  it('gives an empty list for an unknown page', () => {
    expect(contributorsOf(map, '/docs/unknown')).toEqual([]);
    expect(contributorsOf(map, '/')).toEqual([]);
    expect(contributorsOf({}, '/docs')).toEqual([]);
  });
});

const team: Author[] = [
  {
    key: 'hannah',
    firstName: 'Hannah',
    name: 'Hannah Becker',
    title: 'Technical Writer',
    image: '/authors/hannah.svg',
    github: 'hbecker-docs',
  },
  {
    key: 'kenji',
    firstName: 'Kenji',
    name: 'Kenji Watanabe',
    title: 'Product Engineer',
    image: '/authors/kenji.svg',
    twitter: 'kenjiwtnb_dev',
    github: 'kwatanabe-dev',
  },
];
const external = [
  { username: 'nadia-kovac', name: 'Nadia Kovač', twitter: 'nadiakovac_ml' },
  { username: 'samir-haddad-dev', name: 'Samir Haddad' },
];
const people = { team, external };
const titles = { teamMember: 'Team Member', contributor: 'Contributor' };

describe('contributorDisplay', () => {
  it('shows a team member with their name, avatar and title, linking to X when they have a handle', () => {
    expect(contributorDisplay('kwatanabe-dev', titles, people)).toEqual({
      username: 'kwatanabe-dev',
      name: 'Kenji Watanabe',
      image: '/authors/kenji.svg',
      title: 'Team Member',
      profileUrl: 'https://x.com/kenjiwtnb_dev',
    });
  });

  it('links a team member without an X handle to GitHub, matching the handle case-insensitively', () => {
    expect(contributorDisplay('HBecker-Docs', titles, people)).toMatchObject({
      username: 'hbecker-docs',
      name: 'Hannah Becker',
      title: 'Team Member',
      profileUrl: 'https://github.com/hbecker-docs',
    });
  });

  it('shows an external contributor as Contributor with a generated local avatar', () => {
    const nadia = contributorDisplay('nadia-kovac', titles, people);
    expect(nadia).toMatchObject({
      name: 'Nadia Kovač',
      title: 'Contributor',
      profileUrl: 'https://x.com/nadiakovac_ml',
    });
    expect(nadia.image).toBe(initialsAvatar('nadia-kovac', 'Nadia Kovač'));
    expect(contributorDisplay('samir-haddad-dev', titles, people).profileUrl).toBe(
      'https://github.com/samir-haddad-dev',
    );
  });

  it('shows an unlisted handle by its username, linking to GitHub', () => {
    expect(contributorDisplay('octocat', titles, people)).toMatchObject({
      username: 'octocat',
      name: 'octocat',
      title: 'Contributor',
      profileUrl: 'https://github.com/octocat',
    });
  });

  it('uses English titles by default and the given words otherwise', () => {
    expect(contributorDisplay('kwatanabe-dev', undefined, people).title).toBe('Team Member');
    expect(contributorDisplay('octocat', undefined, people).title).toBe('Contributor');
    expect(
      contributorDisplay('octocat', { teamMember: 'Équipe', contributor: 'Contributeur' }, people).title,
    ).toBe('Contributeur');
  });

  it('knows the configured team: every author in config/authors.ts is a Team Member', () => {
    expect(contributorDisplay('tlindqvist')).toMatchObject({
      name: 'Tobias Lindqvist',
      title: 'Team Member',
      image: '/authors/tobias.svg',
      profileUrl: 'https://x.com/tobilindqvist',
    });
  });
});

describe('initials avatar', () => {
  it.each([
    ['Nadia Kovač', 'NK'],
    ['Chen Wei', 'CW'],
    ['María José de la Cruz', 'MC'],
    ['chenwei-ops', 'CO'],
    ['octocat', 'O'],
    ['Łukasz', 'Ł'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('is a local SVG data URL with the initials, the same colour for the same person', () => {
    const avatar = initialsAvatar('nadia-kovac', 'Nadia Kovač');
    expect(avatar.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(avatar)).toContain('>NK</text>');
    expect(initialsAvatar('nadia-kovac', 'Nadia Kovač')).toBe(avatar);
    expect(decodeURIComponent(initialsAvatar('x', '<b>'))).not.toContain('<b>');
  });
});
