/**
 * Who may appear in a docs page's Contributors list besides the team (config/authors.ts), and how git
 * authors become GitHub handles.
 *
 * This file imports nothing: `scripts/contributors.mjs` loads it with TypeScript's transpiler before
 * Next.js is involved, so it must stay a plain table.
 */

/** Someone outside the team who has contributed to the docs. */
export interface ExternalContributor {
  /** GitHub username. */
  username: string;
  /** Display name. */
  name: string;
  /** X (Twitter) handle without `@`; when set, the contributor links to X instead of GitHub. */
  twitter?: string;
}

/** External contributors by GitHub username. Team members are listed in config/authors.ts instead. */
export const externalContributors: readonly ExternalContributor[] = [
  { username: 'nadia-kovac', name: 'Nadia Kovač', twitter: 'nadiakovac_ml' },
  { username: 'samir-haddad-dev', name: 'Samir Haddad' },
  { username: 'ingridvoss', name: 'Ingrid Voss', twitter: 'ingrid_voss_tech' },
  { username: 'chenwei-ops', name: 'Chen Wei' },
  { username: 'fatoudiallo', name: 'Fatou Diallo' },
  { username: 'makoa-kealoha', name: 'Makoa Kealoha' },
];

/**
 * Git author e-mail address or git author name (matched case-insensitively, e-mail first) -> GitHub
 * username. Git records names and e-mails, not GitHub handles: add every address you commit with.
 * Commits made with a GitHub "noreply" address (`12345+username@users.noreply.github.com`) need no
 * entry. An author found in neither place is left out of the Contributors lists (the build prints
 * their names so they can be added here).
 */
export const contributorAliases: Readonly<Record<string, string>> = {
  // Team
  'mira@spanlight.example': 'mira-castellanos',
  'tobias@spanlight.example': 'tlindqvist',
  'tobias.lindqvist@mailbox.example': 'tlindqvist',
  'ayesha@spanlight.example': 'ayesharahman-sl',
  'kenji@spanlight.example': 'kwatanabe-dev',
  'lucia@spanlight.example': 'luciaferreira-code',
  'obinna@spanlight.example': 'obokafor',
  'priya@spanlight.example': 'priyarag',
  'mateusz@spanlight.example': 'mkowalczyk-sl',
  'elif@spanlight.example': 'elifdmr',
  'sofia@spanlight.example': 'sofia-andersen',
  'hannah@spanlight.example': 'hbecker-docs',
  'hannah becker': 'hbecker-docs',
  'yuna@spanlight.example': 'yunapark',
  'diego@spanlight.example': 'diegomorales-dx',
  'amara@spanlight.example': 'amaranwosu',
  // External contributors
  'nadia@kovac.example': 'nadia-kovac',
  'samir.haddad@mailbox.example': 'samir-haddad-dev',
  'ingrid@voss.example': 'ingridvoss',
  'chen.wei@ops.example': 'chenwei-ops',
  'fatou.diallo@mailbox.example': 'fatoudiallo',
  'makoa kealoha': 'makoa-kealoha',
};
