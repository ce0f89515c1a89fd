import { authors as team, type Author } from '@/config/authors';
import { externalContributors, type ExternalContributor } from '@/config/contributors';
import { socialProfileUrl } from '@/lib/authors';
import { normalizePagePath, type ContributorsMap } from './map';

/**
 * The handles listed for a page. Tries the path as given, then its index variant (`/docs/a` and
 * `/docs/a/index` find each other); a trailing slash is ignored. Unknown page -> empty list.
 */
export function contributorsOf(map: ContributorsMap, path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const canonical = normalizePagePath(trimmed);
  const candidates = [trimmed, canonical, canonical === '/' ? '/index' : `${canonical}/index`];
  for (const candidate of candidates) {
    const handles = map[candidate];
    if (handles) return handles;
  }
  return [];
}

/** A contributor as the Contributors list shows them: name, avatar, title and profile link. */
export interface ContributorDisplay {
  username: string;
  name: string;
  /** A site path (team members' avatars) or a `data:` URL (generated initials): never a remote image. */
  image: string;
  /** "Team Member" or "Contributor" (or the locale's words for them). */
  title: string;
  profileUrl: string;
}

export const defaultContributorTitles = { teamMember: 'Team Member', contributor: 'Contributor' };

export interface ContributorPeople {
  team: readonly Author[];
  external: readonly ExternalContributor[];
}

const configuredPeople: ContributorPeople = { team, external: externalContributors };

const sameHandle = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Up to two initials of a name: "Nadia Kovač" -> "NK", "chenwei-ops" -> "CO". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_.-]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters
    .map((word) => [...word][0]!)
    .join('')
    .toLocaleUpperCase('en');
}

const avatarColours = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#be185d',
  '#b45309',
  '#15803d',
  '#334155',
  '#9f1239',
];

/**
 * A local avatar for someone without a picture: their initials on a colour chosen from their username,
 * as an SVG `data:` URL (no request, nothing to fetch at build or view time).
 */
export function initialsAvatar(username: string, name: string): string {
  let hash = 0;
  for (const char of username.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const colour = avatarColours[hash % avatarColours.length]!;
  const initials = initialsOf(name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
    `<circle cx="40" cy="40" r="40" fill="${colour}"/>` +
    `<text x="40" y="40" dy="0.35em" text-anchor="middle" fill="#fff" font-family="sans-serif" font-size="30" font-weight="600">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * How a handle is shown. Team members (a handle that is a `github` of config/authors.ts) get their
 * name, avatar and the team title; external contributors their configured name and a generated
 * avatar; anyone else their handle. The profile is X when a twitter handle is known, else GitHub.
 */
export function contributorDisplay(
  handle: string,
  titles: { teamMember: string; contributor: string } = defaultContributorTitles,
  people: ContributorPeople = configuredPeople,
): ContributorDisplay {
  const member = people.team.find((author) => sameHandle(author.github, handle));
  if (member) {
    return {
      username: member.github,
      name: member.name,
      image: member.image,
      title: titles.teamMember,
      profileUrl: socialProfileUrl(member),
    };
  }
  const external = people.external.find((person) => sameHandle(person.username, handle));
  const username = external?.username ?? handle;
  const name = external?.name ?? handle;
  return {
    username,
    name,
    image: initialsAvatar(username, name),
    title: titles.contributor,
    profileUrl: socialProfileUrl({ twitter: external?.twitter, github: username }),
  };
}
