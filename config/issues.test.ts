import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldPath, formatIssue, formatIssues, issueReport, wholeObject } from './issues';

const schema = z.strictObject({
  name: z.string().min(1, 'must not be empty'),
  traces: z.array(z.strictObject({ endMs: z.number({ error: 'must be a number' }) })),
});
const issuesOf = (input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('the one wording of validation problems', () => {
  it('writes field paths as a reader finds them in the file: keys dotted, indexes in brackets', () => {
    expect(fieldPath(['traces', 2, 'observations', 4, 'endMs'])).toBe('traces[2].observations[4].endMs');
    expect(fieldPath(['name'])).toBe('name');
    expect(fieldPath([3, 'docsPath'])).toBe('[3].docsPath');
    expect(fieldPath([])).toBe(wholeObject);
  });

  it('words a problem `<file>: <field.path>: <message>`, and without a file `<field.path>: <message>`', () => {
    const [issue] = issuesOf({ name: 'x', traces: [{ endMs: 'soon' }] });
    expect(formatIssue(issue!, 'content/demo/project.json')).toBe(
      'content/demo/project.json: traces[0].endMs: must be a number',
    );
    expect(formatIssue(issue!)).toBe('traces[0].endMs: must be a number');
  });

  it('names the whole object (root) for a problem with no field, such as an unknown key', () => {
    expect(formatIssues(issuesOf({ name: 'x', traces: [], owner: 'me' }), 'a.json')).toEqual([
      'a.json: (root): Unrecognized key: "owner"',
    ]);
  });

  it('lists every problem under one heading', () => {
    expect(issueReport('Invalid demo project', issuesOf({ name: '', traces: 1 }), 'p.json')).toBe(
      [
        'Invalid demo project:',
        '  - p.json: name: must not be empty',
        '  - p.json: traces: Invalid input: expected array, received number',
      ].join('\n'),
    );
  });
});
