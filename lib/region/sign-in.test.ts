import { describe, expect, it } from 'vitest';
import { continents } from './continents';
import { hasUser, signInButton, signUpRegionId, type Region, type RegionId } from './sign-in';

const regions: Region[] = [
  { id: 'eu', url: 'https://eu.example', label: 'EU' },
  { id: 'us', url: 'https://us.example', label: 'US' },
  { id: 'hipaa', url: 'https://hipaa.example', label: 'HIPAA' },
];
const ids = (...list: RegionId[]) => new Set(list);

describe('signUpRegionId', () => {
  it('sends NA and SA to the US and every other continent, or none, to the EU', () => {
    expect(Object.fromEntries(continents.map((c) => [c, signUpRegionId(c)]))).toEqual({
      AF: 'eu',
      AN: 'eu',
      AS: 'eu',
      EU: 'eu',
      NA: 'us',
      OC: 'eu',
      SA: 'us',
    });
    expect(signUpRegionId(null)).toBe('eu');
  });
});

describe('signInButton', () => {
  it('offers Sign Up in the continent region when no session exists', () => {
    expect(signInButton(regions, ids(), 'SA')).toEqual({ kind: 'sign-up', region: regions[1] });
    expect(signInButton(regions, ids(), null)).toEqual({ kind: 'sign-up', region: regions[0] });
  });

  it('links To App in the one region with a session, whatever the continent', () => {
    expect(signInButton(regions, ids('hipaa'), 'NA')).toEqual({ kind: 'to-app', region: regions[2] });
  });

  it('lists every region with a session, in configuration order, when there are several', () => {
    expect(signInButton(regions, ids('hipaa', 'eu'), 'EU')).toEqual({
      kind: 'regions',
      regions: [regions[0], regions[2]],
    });
    expect(signInButton(regions, ids('eu', 'us', 'hipaa'), null)).toEqual({ kind: 'regions', regions });
  });
});

describe('hasUser', () => {
  it('is true only for an object with a user', () => {
    expect(hasUser({ user: { id: 'u1' } })).toBe(true);
    expect(hasUser({ user: null })).toBe(false);
    expect(hasUser({})).toBe(false);
    expect(hasUser(null)).toBe(false);
    expect(hasUser('user')).toBe(false);
  });
});
