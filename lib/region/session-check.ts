import { isContinent, type Continent } from './continents';
import { hasUser, signInButton, type Region, type RegionId, type SignInButton } from './sign-in';

/** A session check that has not answered by then counts as "not signed in". */
export const sessionTimeoutMs = 5000;

/** Whether the app host has a session for this browser: `GET {host}/api/auth/session`, cookies included. */
export async function hasSession(host: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`${host}/api/auth/session`, {
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(sessionTimeoutMs),
    });
    return response.ok && hasUser(await response.json());
  } catch {
    return false;
  }
}

/** The visitor's continent from `/api/get-continent-code`; any failure means unknown. */
export async function visitorContinent(fetcher: typeof fetch = fetch): Promise<Continent | null> {
  try {
    const response = await fetcher('/api/get-continent-code', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { continentCode?: unknown };
    return typeof body.continentCode === 'string' && isContinent(body.continentCode)
      ? body.continentCode
      : null;
  } catch {
    return null;
  }
}

let decision: Promise<SignInButton> | undefined;

/**
 * Asks every region's host for a session and the site for the continent, all at once, and decides the
 * button. Once per page load: every sign-in button on the page shares the answer.
 */
export function decideSignInButton(regions: readonly Region[]): Promise<SignInButton> {
  decision ??= Promise.all([
    Promise.all(regions.map(async (region) => ((await hasSession(region.url)) ? region.id : null))),
    visitorContinent(),
  ]).then(([sessions, continent]) =>
    signInButton(regions, new Set(sessions.filter((id): id is RegionId => id !== null)), continent),
  );
  return decision;
}
