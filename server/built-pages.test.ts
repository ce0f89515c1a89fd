import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { readBuiltPages } = await import('./built-pages');

describe('readBuiltPages', () => {
  it("reads the build's list, and nothing when it is missing, empty or malformed", () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
    try {
      const file = join(dir, 'built-pages.json');
      expect(readBuiltPages(file)).toBeUndefined();
      writeFileSync(file, JSON.stringify({ pages: ['/', '/docs', 7], socialImages: ['title=A', null] }));
      const built = readBuiltPages(file)!;
      expect([...built.pages]).toEqual(['/', '/docs']);
      expect(built.socialImages).toEqual(['title=A']);
      writeFileSync(file, JSON.stringify({ pages: [] }));
      expect(readBuiltPages(file)).toBeUndefined();
      writeFileSync(file, 'not json');
      expect(readBuiltPages(file)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
