import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRoutes, validateRegistry } from './registry';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
const existing = new Set(['a.ipynb', 'b.ipynb']);
const exists = (notebook: string) => existing.has(notebook);

describe('deriveRoutes', () => {
  it('gives every notebook a guide page, and a docs page with the canonical link when it has a docsPath', () => {
    expect(
      deriveRoutes([
        {
          notebook: 'integration_x.ipynb',
          docsPath: 'integrations/frameworks/x',
          isGuide: false,
          topic: 'frameworks',
        },
        { notebook: 'evals.ipynb', docsPath: null, isGuide: true, topic: 'evaluation' },
      ]),
    ).toEqual([
      {
        path: 'guides/cookbook/integration_x',
        ipynbPath: 'cookbook/integration_x.ipynb',
        canonicalPath: 'integrations/frameworks/x',
      },
      { path: 'integrations/frameworks/x', ipynbPath: 'cookbook/integration_x.ipynb' },
      { path: 'guides/cookbook/evals', ipynbPath: 'cookbook/evals.ipynb' },
    ]);
  });

  it('derives nothing from an empty registry', () => {
    expect(deriveRoutes([])).toEqual([]);
  });
});

describe('validateRegistry', () => {
  it('accepts a valid registry', () => {
    expect(validateRegistry(fixture('valid'), exists)).toEqual([
      { notebook: 'a.ipynb', docsPath: 'integrations/gateways/a', isGuide: true, topic: 'gateways' },
      { notebook: 'b.ipynb', docsPath: null, isGuide: false, topic: 'migration' },
    ]);
  });

  it('names the entry that takes a route already taken', () => {
    expect(() => validateRegistry(fixture('duplicate-route'), exists)).toThrow(
      'cookbook/_routes.json entry 2 (b.ipynb): route /integrations/frameworks/x is already taken by a.ipynb',
    );
  });

  it('names the entry that registers a notebook twice', () => {
    expect(() => validateRegistry(fixture('duplicate-notebook'), exists)).toThrow(
      'cookbook/_routes.json entry 2 (a.ipynb): notebook a.ipynb is already registered by entry 1',
    );
  });

  it('names the entry whose notebook file is missing', () => {
    expect(() => validateRegistry(fixture('missing-file'), exists)).toThrow(
      'cookbook/_routes.json entry 1 (missing.ipynb): cookbook/missing.ipynb does not exist',
    );
  });

  it('names the entry whose docsPath has a bad shape', () => {
    expect(() => validateRegistry(fixture('bad-shape'), exists)).toThrow(
      /^cookbook\/_routes\.json entry 1 \(a\.ipynb\): docsPath "\/integrations\/frameworks\/x" is not an allowed shape/,
    );
    expect(() => validateRegistry(fixture('bad-docs-path'), exists)).toThrow(
      /docsPath "docs\/observability\/sdk\/python\/other" is not an allowed shape/,
    );
  });

  it('names the entry and field with a wrong type, and refuses a non-array', () => {
    expect(() => validateRegistry(fixture('bad-field'), exists)).toThrow(
      'cookbook/_routes.json entry 1 (a.ipynb): isGuide: must be true or false',
    );
    expect(() =>
      validateRegistry(
        [{ notebook: 'a.ipynb', docsPath: null, isGuide: true, topic: 'tracing', extra: 1 }],
        exists,
      ),
    ).toThrow(/entry 1 \(a\.ipynb\): \(root\): Unrecognized key: "extra"/);
    expect(() =>
      validateRegistry([{ notebook: 'A b.ipynb', docsPath: null, isGuide: true, topic: 'tracing' }], exists),
    ).toThrow(/entry 1 \(A b\.ipynb\): notebook: must be a file name/);
    expect(() => validateRegistry({}, exists)).toThrow(
      'cookbook/_routes.json: must be a JSON array of entries',
    );
  });

  it('names the entry whose topic is not a guide topic, and the allowed ones', () => {
    expect(() => validateRegistry(fixture('unknown-topic'), exists)).toThrow(
      'cookbook/_routes.json entry 2 (b.ipynb): topic: "evals" is not a guide topic (one of tracing, evaluation, prompt-management, datasets, frameworks, model-providers, gateways, migration; a new topic goes in config/guide-topics.ts)',
    );
  });

  it('names the entry that has no topic', () => {
    expect(() => validateRegistry(fixture('missing-topic'), exists)).toThrow(
      /^cookbook\/_routes\.json entry 1 \(a\.ipynb\): topic: is required \(one of tracing, /,
    );
  });
});
