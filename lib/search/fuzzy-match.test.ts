import { describe, expect, it } from 'vitest';
import { editDistance } from './fuzzy-match';

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('trace', 'tarce', 1)).toBe(1);
    expect(editDistance('trace', 'trace', 1)).toBe(0);
    expect(editDistance('trace', 'brake', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
