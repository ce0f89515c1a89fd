import type { Continent } from './continents';

export type RegionId = 'eu' | 'us' | 'hipaa';

export interface Region {
  id: RegionId;
  url: string;
  label: string;
}

/** NA and SA sign up in the US region; every other continent, and an unknown one, in the EU. */
export function signUpRegionId(continent: Continent | null): 'eu' | 'us' {
  return continent === 'NA' || continent === 'SA' ? 'us' : 'eu';
}

export type SignInButton =
  | { kind: 'regions'; regions: Region[] }
  | { kind: 'to-app'; region: Region }
  | { kind: 'sign-up'; region: Region };

/**
 * The sign-in button for the regions with a session: a dropdown of those regions
 * when more than one, a `To App` link when exactly one, else `Sign Up` in the continent's region.
 */
export function signInButton(
  regions: readonly Region[],
  signedIn: ReadonlySet<RegionId>,
  continent: Continent | null,
): SignInButton {
  const active = regions.filter((region) => signedIn.has(region.id));
  if (active.length > 1) return { kind: 'regions', regions: active };
  if (active.length === 1) return { kind: 'to-app', region: active[0]! };
  const id = signUpRegionId(continent);
  return { kind: 'sign-up', region: regions.find((region) => region.id === id) ?? regions[0]! };
}

/** A session answer means signed in when it is a JSON object with a `user` field. */
export function hasUser(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'user' in body && body.user != null;
}
