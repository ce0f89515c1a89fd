import { describe, expect, it } from 'vitest';
import { compactNumber, copyrightRange } from './format';

describe('compactNumber', () => {
  it('shows the star count with one decimal and a unit', () => {
    expect(compactNumber(18742)).toBe('18.7K');
    expect(compactNumber(1_250_000)).toBe('1.3M');
  });
  it('drops a trailing .0 and leaves small numbers alone', () => {
    expect(compactNumber(2000)).toBe('2K');
    expect(compactNumber(950)).toBe('950');
  });
});

describe('copyrightRange', () => {
  it('spans from the start year to the current year', () => {
    expect(copyrightRange(2022, 2026)).toBe('2022–2026');
    expect(copyrightRange(2022, 2022)).toBe('2022');
  });
});
