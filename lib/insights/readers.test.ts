import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userAgents } from '@/config/user-agents';
import { readerOf } from './readers';

describe('readerOf', () => {
  it('tells people, AI agents, AI crawlers, search crawlers and programs apart', () => {
    const cases: [string | null, string, string][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'browser',
        'Chrome',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
        'browser',
        'Safari',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'browser',
        'Firefox',
      ],
      [
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
        'ai-agent',
        'ChatGPT',
      ],
      ['Mozilla/5.0 (compatible; Claude-User/1.0; +Claude-User@anthropic.com)', 'ai-agent', 'Claude'],
      [
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
        'ai-crawler',
        'OpenAI GPTBot',
      ],
      [
        'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
        'ai-crawler',
        'Anthropic ClaudeBot',
      ],
      [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'search-crawler',
        'Googlebot',
      ],
      ['Mozilla/5.0 (compatible; SomeNewBot/0.1)', 'other', 'other bot'],
      ['curl/8.5.0', 'other', 'curl'],
      ['python-requests/2.32.3', 'other', 'Python'],
      ['', 'other', 'unknown'],
      [null, 'other', 'unknown'],
    ];
    for (const [header, kind, name] of cases)
      expect(readerOf(header), String(header)).toEqual({ class: kind, name });
  });
  it('every name in the table is found by its own token', () => {
    for (const entry of userAgents)
      expect(readerOf(`Mozilla/5.0 (compatible; ${entry.token}/1.0)`).name, entry.token).toBe(entry.name);
  });
  it('only ever answers names from its lists, never a piece of the header', () => {
    const names = new Set([
      ...userAgents.map((entry) => entry.name),
      'Edge',
      'Opera',
      'Firefox',
      'Chrome',
      'Safari',
      'curl',
      'Wget',
      'Python',
      'Node.js',
      'Go',
      'Java',
      'other bot',
      'unknown',
    ]);
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        expect(names.has(readerOf(header).name)).toBe(true);
        expect(names.has(readerOf(`Mozilla/5.0 ${header}`).name)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
