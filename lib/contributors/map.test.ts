import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contributorsFromGitLog,
  GIT_LOG_FORMAT,
  handleOf,
  mergeContributors,
  normalizePagePath,
  pagePathOfFile,
  parseContributorsMap,
  parseGitLog,
} from './map';

/** One commit as `git log --name-only --format=GIT_LOG_FORMAT` prints it. */
const commit = (author: string, email: string, files: string[], coAuthors: string[] = []) =>
  `\x1e${author}\x1f${email}\x1f${coAuthors.join('\x1d')}\n\n${files.join('\n')}\n`;

const aliases = {
  'hannah@spanlight.example': 'hbecker-docs',
  'Kenji Watanabe': 'kwatanabe-dev',
  'nadia@kovac.example': 'nadia-kovac',
};
const options = { aliases, locales: ['ja', 'ko', 'zh'] };

describe('parseGitLog', () => {
  it('reads author, co-authors and files of each commit, newest first', () => {
    const log =
      commit(
        'Hannah Becker',
        'hannah@spanlight.example',
        ['content/docs/a.mdx', 'lib/x.ts'],
        ['Nadia Kovač <nadia@kovac.example>', 'Kenji Watanabe <kenji@spanlight.example>'],
      ) + commit('Kenji Watanabe', 'kenji@spanlight.example', ['content/docs/b.mdx']);
    expect(parseGitLog(log)).toEqual([
      {
        author: { name: 'Hannah Becker', email: 'hannah@spanlight.example' },
        coAuthors: [
          { name: 'Nadia Kovač', email: 'nadia@kovac.example' },
          { name: 'Kenji Watanabe', email: 'kenji@spanlight.example' },
        ],
        files: ['content/docs/a.mdx', 'lib/x.ts'],
      },
      {
        author: { name: 'Kenji Watanabe', email: 'kenji@spanlight.example' },
        coAuthors: [],
        files: ['content/docs/b.mdx'],
      },
    ]);
  });

  it('returns no commits for empty output', () => {
    expect(parseGitLog('')).toEqual([]);
    expect(parseGitLog('\n')).toEqual([]);
  });

  it.skipIf(!hasGit())('understands what git itself prints with GIT_LOG_FORMAT', () => {
    const repo = mkdtempSync(join(tmpdir(), 'contributors-'));
    try {
      const git = (...args: string[]) =>
        execFileSync(
          'git',
          [
            '-C',
            repo,
            '-c',
            'commit.gpgsign=false',
            '-c',
            'user.name=Test',
            '-c',
            'user.email=test@example.org',
            ...args,
          ],
          { encoding: 'utf8' },
        );
      git('init', '-q');
      mkdirSync(join(repo, 'content/docs'), { recursive: true });
      writeFileSync(join(repo, 'content/docs/a.mdx'), 'one');
      git('add', '.');
      git('commit', '-q', '--author', 'Hannah Becker <hannah@spanlight.example>', '-m', 'Add a');
      writeFileSync(join(repo, 'content/docs/a.mdx'), 'two');
      writeFileSync(join(repo, 'content/docs/b.mdx'), 'b');
      git('add', '.');
      git(
        'commit',
        '-q',
        '--author',
        'Someone <12345+someone-gh@users.noreply.github.com>',
        '-m',
        'Edit a, add b\n\nCo-authored-by: Nadia Kovač <nadia@kovac.example>',
      );
      const output = git('log', '--name-only', `--format=${GIT_LOG_FORMAT}`, '--', 'content');
      expect(contributorsFromGitLog(output, options).contributors).toEqual({
        '/docs/a': ['someone-gh', 'nadia-kovac', 'hbecker-docs'],
        '/docs/b': ['someone-gh', 'nadia-kovac'],
      });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

function hasGit(): boolean {
  try {
    execFileSync('git', ['--version']);
    return true;
  } catch {
    return false;
  }
}

describe('normalizePagePath', () => {
  it.each([
    ['/docs/a', '/docs/a'],
    ['/docs/a/', '/docs/a'],
    ['/docs/a/index', '/docs/a'],
    ['/docs/a/index/', '/docs/a'],
    ['/docs/a?tab=python#install', '/docs/a'],
    ['/index', '/'],
    ['/', '/'],
    ['', '/'],
    ['docs/a', '/docs/a'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected);
  });
});

describe('pagePathOfFile', () => {
  it.each([
    ['content/docs/observability/overview.mdx', '/docs/observability/overview'],
    ['content/docs/observability/sdk/python/index.mdx', '/docs/observability/sdk/python'],
    ['content/docs/index.mdx', '/docs'],
    ['content/self-hosting/configuration.md', '/self-hosting/configuration'],
    ['content/pages/about.mdx', '/about'],
    ['content/pages/index.mdx', '/'],
    ['content/docs/observability/overview.ja.mdx', '/ja/docs/observability/overview'],
    ['content/pages/index.zh.mdx', '/zh'],
  ])('%s -> %s', (file, expected) => {
    expect(pagePathOfFile(file, options.locales)).toBe(expected);
  });

  it.each([
    'content/docs/meta.json',
    'content/contributors.json',
    'content/SDK_API.md',
    'public/authors/mira.svg',
    'lib/contributors/display.ts',
    'content/docs/overview.fr.mdx',
  ])('%s is not a page', (file) => {
    expect(pagePathOfFile(file, options.locales)).toBeNull();
  });
});

describe('handleOf', () => {
  it('finds the alias by e-mail first, ignoring case', () => {
    expect(handleOf({ name: 'H. Becker', email: 'Hannah@Spanlight.example' }, aliases)).toBe('hbecker-docs');
  });

  it('takes the handle from a GitHub noreply address, with or without the numeric id', () => {
    expect(handleOf({ name: 'X', email: '9876+Octo-Cat@users.noreply.github.com' }, aliases)).toBe(
      'Octo-Cat',
    );
    expect(handleOf({ name: 'X', email: 'octocat@users.noreply.github.com' }, aliases)).toBe('octocat');
  });

  it('falls back to the alias by git name, ignoring case', () => {
    expect(handleOf({ name: 'kenji watanabe', email: 'kenji@laptop.local' }, aliases)).toBe('kwatanabe-dev');
  });

  it('leaves unknown authors and bots out', () => {
    expect(handleOf({ name: 'Seed maintainers', email: 'maintainers@example.org' }, aliases)).toBeNull();
    expect(
      handleOf(
        { name: 'dependabot[bot]', email: '49699333+dependabot[bot]@users.noreply.github.com' },
        aliases,
      ),
    ).toBeNull();
  });
});

describe('contributorsFromGitLog', () => {
  it('orders a page by commit count, ties by most recent, and lists authors it could not attribute', () => {
    const log = [
      commit('Nadia', 'nadia@kovac.example', ['content/docs/a.mdx']),
      commit('Hannah Becker', 'hannah@spanlight.example', ['content/docs/a.mdx', 'content/docs/b/index.mdx']),
      commit('Kenji Watanabe', 'kenji@spanlight.example', ['content/docs/a.mdx']),
      commit('Hannah Becker', 'hannah@spanlight.example', ['content/docs/a.mdx']),
      commit('Seed maintainers', 'maintainers@example.org', ['content/docs/a.mdx', 'content/docs/c.mdx']),
      commit('dependabot[bot]', '1+dependabot[bot]@users.noreply.github.com', ['content/docs/a.mdx']),
    ].join('');
    expect(contributorsFromGitLog(log, options)).toEqual({
      contributors: {
        '/docs/a': ['hbecker-docs', 'nadia-kovac', 'kwatanabe-dev'],
        '/docs/b': ['hbecker-docs'],
      },
      unattributed: ['Seed maintainers'],
    });
  });

  it('credits co-authors and counts a commit once per page', () => {
    const log = commit(
      'Hannah Becker',
      'hannah@spanlight.example',
      ['content/docs/a.mdx', 'content/docs/a.ja.mdx', 'content/docs/meta.json'],
      ['Nadia Kovač <nadia@kovac.example>', 'Hannah Becker <hannah@spanlight.example>'],
    );
    expect(contributorsFromGitLog(log, options).contributors).toEqual({
      '/docs/a': ['hbecker-docs', 'nadia-kovac'],
      '/ja/docs/a': ['hbecker-docs', 'nadia-kovac'],
    });
  });

  it('gives an empty map for a history without content changes', () => {
    expect(
      contributorsFromGitLog(commit('Hannah', 'hannah@spanlight.example', ['lib/x.ts']), options),
    ).toEqual({
      contributors: {},
      unattributed: [],
    });
  });
});

describe('mergeContributors', () => {
  it('keeps the base order and appends new handles, merging index variants of a page', () => {
    expect(
      mergeContributors(
        { '/docs/a/index': ['hannah', 'kenji'], '/docs/b': ['mira'] },
        { '/docs/a': ['nadia', 'hannah'], '/docs/c/': ['tobias'] },
      ),
    ).toEqual({ '/docs/a': ['hannah', 'kenji', 'nadia'], '/docs/b': ['mira'], '/docs/c': ['tobias'] });
  });
});

describe('parseContributorsMap', () => {
  it('keeps path -> handles entries and drops anything else', () => {
    expect(
      parseContributorsMap({
        '/docs/a': ['hannah', 3, ''],
        '/docs/b': 'hannah',
        'docs/c': ['kenji'],
        '/docs/d': [],
      }),
    ).toEqual({ '/docs/a': ['hannah'] });
  });

  it.each([null, [], 'text', 3])('reads %j as an empty map', (json) => {
    expect(parseContributorsMap(json)).toEqual({});
  });
});

describe('contributorsFromGitLog with notebooks', () => {
  it('credits a notebook commit to every page the notebook renders at', () => {
    const log = [
      '\u001eAda\u001f1+ada@users.noreply.github.com\u001f',
      '',
      'cookbook/integration_x.ipynb',
      '',
    ].join('\n');
    const result = contributorsFromGitLog(log, {
      aliases: {},
      locales: [],
      extraPages: {
        'cookbook/integration_x.ipynb': ['/guides/cookbook/integration_x', '/integrations/frameworks/x'],
      },
    });
    expect(Object.keys(result.contributors)).toEqual([
      '/guides/cookbook/integration_x',
      '/integrations/frameworks/x',
    ]);
  });
});
