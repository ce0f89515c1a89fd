import { describe, expect, it } from 'vitest';
import { pickTab, tabKeyTarget } from './code-tabs';

describe('pickTab', () => {
  const items = ['Python', 'JS/TS'];
  it('uses the stored language when the group has it, ignoring case', () => {
    expect(pickTab(items, 'js/ts')).toBe('JS/TS');
  });
  it('falls back to the default, then to the first tab', () => {
    expect(pickTab(items, 'cURL', 'JS/TS')).toBe('JS/TS');
    expect(pickTab(items, 'cURL')).toBe('Python');
    expect(pickTab(items, null, 'Go')).toBe('Python');
    expect(pickTab([], 'x')).toBe('');
  });
});

describe('tabKeyTarget', () => {
  it('moves with the arrows and wraps around', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
  });
  it('jumps with Home and End and ignores other keys', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
  });
});
