import { describe, expect, it } from 'vitest';
import { markdownSections, sectionFor } from './sections';

const page = [
  '# Configuration',
  '',
  'How the server reads its settings.',
  '',
  '## Environment variables',
  '',
  '| Variable | Description |',
  '| --- | --- |',
  '| `SPANLIGHT_URL` | The public URL. |',
  '',
  '### Errors',
  '',
  'Unknown variables are ignored.',
  '',
  '## Errors',
  '',
  '```bash',
  '# a comment, not a heading',
  'echo ok',
  '```',
].join('\n');

describe('markdownSections', () => {
  it('cuts a page at its headings, with GitHub anchors numbered when a heading repeats', () => {
    const sections = markdownSections(page);
    expect(sections.map(({ id, heading }) => [id, heading])).toEqual([
      ['', ''],
      ['environment-variables', 'Environment variables'],
      ['errors', 'Errors'],
      ['errors-1', 'Errors'],
    ]);
    expect(sections[0]!.markdown).toBe('How the server reads its settings.');
    expect(sections[1]!.markdown).toBe(
      '| Variable | Description |\n| --- | --- |\n| `SPANLIGHT_URL` | The public URL. |',
    );
    expect(sections[3]!.markdown).toBe('```bash\n# a comment, not a heading\necho ok\n```');
  });

  it('finds a section by its anchor, else by its heading text', () => {
    const sections = markdownSections(page);
    expect(sectionFor(sections, 'errors-1', 'Errors')?.markdown).toContain('echo ok');
    expect(sectionFor(sections, 'custom-id', 'Environment  Variables')?.id).toBe('environment-variables');
    expect(sectionFor(sections, 'nothing', '')).toBeUndefined();
  });
});
