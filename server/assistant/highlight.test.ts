import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightAnswer } from './highlight';

describe('highlightAnswer', () => {
  it('highlights a known language and shows an unknown one as text', async () => {
    const [python, unknown] = await highlightAnswer('```python\nprint(1)\n```\n\n```klingon\nqapla\n```\n');
    expect(python!.html).toContain('--shiki-dark');
    expect(python!.html).toContain('print');
    expect(unknown!.html).toContain('qapla');
  });

  it('keeps every block when a fence names a property every object has', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const blocks = await highlightAnswer(
        `\`\`\`${name}\nx = 1\n\`\`\`\n\n\`\`\`python\nprint(2)\n\`\`\`\n`,
      );
      expect(blocks, name).toHaveLength(2);
      expect(blocks[0]!.html, name).toContain('x = 1');
      expect(blocks[1]!.html, name).toContain('print');
    }
  });

  it('answers for any fence name, with one block per fence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z_$][\w$+-]{0,15}$/), async (name) => {
        const blocks = await highlightAnswer(`\`\`\`${name}\ncode\n\`\`\`\n`);
        expect(blocks).toHaveLength(1);
        expect(blocks[0]!.html).toContain('code');
      }),
      { numRuns: 40 },
    );
  });
});
