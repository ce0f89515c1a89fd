import { describe, expect, it } from 'vitest';
import committed from '@/content/contributors.json';
import { authors } from './authors';
import { contributorAliases, externalContributors } from './contributors';

const team = new Set(authors.map((author) => author.github.toLowerCase()));
const external = new Set(externalContributors.map((person) => person.username.toLowerCase()));
const known = (handle: string) => team.has(handle.toLowerCase()) || external.has(handle.toLowerCase());

describe('contributor tables', () => {
  it('lists each external contributor once and no team member among them', () => {
    expect(external.size).toBe(externalContributors.length);
    expect([...external].filter((handle) => team.has(handle))).toEqual([]);
  });

  it('maps every alias to a team member or a listed external contributor', () => {
    expect(Object.values(contributorAliases).filter((handle) => !known(handle))).toEqual([]);
  });

  it('has no alias that differs from another only by case (they are matched case-insensitively)', () => {
    const keys = Object.keys(contributorAliases).map((key) => key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names only known people in the committed contributors map', () => {
    const handles = Object.values(committed as Record<string, string[]>).flat();
    expect(handles.filter((handle) => !known(handle))).toEqual([]);
  });
});
