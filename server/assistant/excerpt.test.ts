import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerptMarkdown, isClosedMarkdown, quote, wholeSentences } from './excerpt';

/** Whether `text` ends where a sentence of it ends (its last character closes a sentence). */
const endsAtSentenceEnd = (text: string) => /[.!?。！？:)`]$|[.!?]["')\]*]*$/.test(text.trimEnd());

describe('quote (plain text)', () => {
  const long =
    'Sessions group traces. Every trace of a conversation carries the same id, which you choose. ' +
    'The session view lists them in order, with their scores and costs, so you can replay a whole ' +
    'conversation step by step and see where it went wrong.';

  it('keeps short text whole and cuts long text at the last sentence end that fits', () => {
    expect(quote('Short.', 'en-US')).toBe('Short.');
    expect(quote(long, 'en-US', 100)).toBe(
      'Sessions group traces. Every trace of a conversation carries the same id, which you choose.',
    );
  });

  it('keeps a first sentence longer than the limit whole instead of cutting it mid-word', () => {
    const sentence = `${'word '.repeat(50).trim()}. Next sentence.`;
    expect(quote(sentence, 'en-US', 23)).toBe(`${'word '.repeat(50).trim()}.`);
  });

  it('cuts Japanese at 。', () => {
    expect(quote('セッションはトレースをまとめます。会話ごとに同じ ID を渡します。', 'ja', 20)).toBe(
      'セッションはトレースをまとめます。',
    );
  });

  it('never cuts inside a code span or a link', () => {
    expect(quote('Call `a. b` now. Then stop here. And more text follows it.', 'en-US', 20)).toBe(
      'Call `a. b` now.',
    );
    expect(isClosedMarkdown('See [the page. It](/docs/x')).toBe(false);
    expect(isClosedMarkdown('See [the page. It](/docs/x).')).toBe(true);
  });

  it('ends at a sentence end or at the end of the text, for any text of sentences', () => {
    const word = fc.stringMatching(/^[a-z`]{1,12}$/);
    const sentence = fc
      .array(word, { minLength: 1, maxLength: 14 })
      .chain((words) => fc.constantFrom('.', '!', '?').map((end) => `${words.join(' ')}${end}`));
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 10, max: 300 }),
        (parts, max) => {
          const text = parts.join(' ');
          const quoted = quote(text, 'en-US', max);
          expect(text.startsWith(quoted)).toBe(true);
          expect(endsAtSentenceEnd(quoted)).toBe(true);
          expect((quoted.match(/`/g)?.length ?? 0) % 2 === 0 || quoted === text).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('wholeSentences', () => {
  it('gives nothing when nothing fits and nothing must be taken', () => {
    expect(wholeSentences('A long first sentence here. Second.', 'en-US', 5, false)).toBe('');
  });
});

describe('excerptMarkdown', () => {
  it('keeps a table whole, with the sentence that introduces it', () => {
    const markdown = [
      'Set these variables before you start the server:',
      '',
      '| Variable | Description |',
      '| --- | --- |',
      '| `SPANLIGHT_AUTH_DISABLE_SIGNUP` | Turns sign-up off. |',
      '| `SPANLIGHT_AUTH_DOMAINS` | Allowed e-mail domains. |',
      '',
      'Restart the web container afterwards.',
    ].join('\n');
    const excerpt = excerptMarkdown(markdown, 'en-US');
    expect(excerpt).toContain('| Variable | Description |\n| --- | --- |\n| `SPANLIGHT_AUTH_DISABLE_SIGNUP`');
    expect(excerpt).toContain('Restart the web container afterwards.');
  });

  it('keeps a code block whole, and long code to whole lines with its fence closed', () => {
    const code = ['```python', 'from spanlight import get_client', 'get_client().flush()', '```'].join('\n');
    expect(excerptMarkdown(`Call flush:\n\n${code}`, 'en-US')).toBe(`Call flush:\n\n${code}`);
    const long = ['```ts', ...Array.from({ length: 200 }, (_, i) => `const line${i} = ${i};`), '```'].join(
      '\n',
    );
    const excerpt = excerptMarkdown(long, 'en-US');
    expect(excerpt.startsWith('```ts\nconst line0 = 0;\n')).toBe(true);
    expect(excerpt.endsWith('\n```')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(1600);
  });

  it('shortens a long table to its header and whole rows', () => {
    const rows = Array.from({ length: 100 }, (_, i) => `| row ${i} | ${'x'.repeat(30)} |`);
    const excerpt = excerptMarkdown(['| A | B |', '| --- | --- |', ...rows].join('\n'), 'en-US');
    const lines = excerpt.split('\n');
    expect(lines[0]).toBe('| A | B |');
    expect(lines.every((line) => line.startsWith('|') && line.endsWith('|'))).toBe(true);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.length).toBeLessThan(102);
  });

  it('cuts running text at a sentence end, never mid-word', () => {
    const paragraph = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} explains a thing.`).join(
      ' ',
    );
    const excerpt = excerptMarkdown(paragraph, 'en-US');
    expect(excerpt.length).toBeLessThanOrEqual(400);
    expect(excerpt.endsWith('explains a thing.')).toBe(true);
  });

  it('keeps list items whole', () => {
    const list = Array.from({ length: 60 }, (_, i) => `- Item ${i} has a few words in it.`).join('\n');
    const excerpt = excerptMarkdown(`Steps:\n\n${list}`, 'en-US');
    expect(
      excerpt
        .split('\n')
        .slice(2)
        .every((line) => /^- Item \d+ has a few words in it\.$/.test(line)),
    ).toBe(true);
  });

  it('quotes whole blocks and ends every paragraph at a sentence end, for any section', () => {
    const sentence = fc
      .array(fc.stringMatching(/^[a-z]{1,10}$/), { minLength: 1, maxLength: 12 })
      .map((words) => `${words.join(' ')}.`);
    const paragraph = fc.array(sentence, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));
    const table = fc
      .array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,20}$/)), {
        minLength: 1,
        maxLength: 40,
      })
      .map((rows) =>
        ['| Name | Value |', '| --- | --- |', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n'),
      );
    const code = fc
      .array(fc.stringMatching(/^[a-z][a-z =();]{0,29}$/), { minLength: 1, maxLength: 60 })
      .map((lines) => ['```python', ...lines, '```'].join('\n'));
    fc.assert(
      fc.property(fc.array(fc.oneof(paragraph, table, code), { minLength: 1, maxLength: 6 }), (blocks) => {
        const excerpt = excerptMarkdown(blocks.join('\n\n'), 'en-US');
        expect(excerpt.length).toBeGreaterThan(0);
        for (const part of excerpt.split('\n\n')) {
          if (part.startsWith('```')) expect(part.endsWith('```')).toBe(true);
          else if (part.startsWith('|'))
            expect(part.split('\n').every((line) => line.endsWith('|'))).toBe(true);
          else expect(part.endsWith('.')).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
