import { describe, expect, it } from 'vitest';
import { gapsMarkdown, parseReportArgs, sinceDay } from './report';

describe('the insights report', () => {
  it('reads its options and names a wrong one', () => {
    expect(parseReportArgs(['--since', '7d'], { url: 'http://localhost:3000' })).toEqual({
      since: '7d',
      url: 'http://localhost:3000',
    });
    expect(
      parseReportArgs(['--since', '2026-11-01', '--locale', 'ja', '--url', 'https://x.example/'], {
        url: 'u',
      }),
    ).toEqual({
      since: '2026-11-01',
      locale: 'ja',
      url: 'https://x.example',
    });
    expect(() => parseReportArgs(['--since', 'a week'], { url: 'http://localhost:3000' })).toThrow(
      /--since must be/,
    );
    expect(() => parseReportArgs(['--sinse', '7d'], { url: 'http://localhost:3000' })).toThrow(
      /unknown option --sinse/,
    );
    expect(() => parseReportArgs(['--since'], { url: 'http://localhost:3000' })).toThrow(/needs a value/);
  });

  it('counts a range of days back from today, today included', () => {
    expect(sinceDay('7d', '2026-11-29')).toBe('2026-11-23');
    expect(sinceDay('1d', '2026-11-29')).toBe('2026-11-29');
    expect(sinceDay('2026-11-01', '2026-11-29')).toBe('2026-11-01');
  });

  it('writes the gaps as a numbered Markdown list with evidence, change and patch', () => {
    const markdown = gapsMarkdown(
      {
        filter: { from: '2026-11-23', to: '2026-11-29' },
        gaps: [
          {
            id: 'rust sdk',
            title: 'rust *sdk*',
            words: ['rust', 'sdk'],
            score: 5,
            evidence: [{ kind: 'search', text: 'rust sdk', count: 5 }],
            fix: { kind: 'synonym', group: ['a', 'b'], patch: '--- a/x\n+++ b/x' },
          },
        ],
      },
      'https://spanlight.example',
    );
    expect(markdown).toBe(
      [
        '# Content gaps, 2026-11-23 to 2026-11-29',
        '',
        'What readers looked for and did not find, most wanted first. Dashboard: https://spanlight.example/insights?view=gaps&from=2026-11-23&to=2026-11-29',
        '',
        '1. **rust \\*sdk\\*** (weight 5)',
        '   - 5× searched, no result: rust sdk',
        '   - Suggested change: If “b” means “a” here, add them as synonyms in `config/search-synonyms.ts`.',
        '',
        '   ```diff',
        '   --- a/x',
        '   +++ b/x',
        '   ```',
        '',
      ].join('\n'),
    );
  });
});
