import { describe, expect, it } from 'vitest';
import { bannerStorageKey, parseThemeChoice, preferencesScript, resolveTheme } from './theme';

describe('theme', () => {
  it('treats a missing or unknown stored value as system', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
  });

  it('follows the operating system only for the system choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('remembers the banner under a key containing the banner key', () => {
    expect(bannerStorageKey('js-sdk-v4-ga')).toContain('js-sdk-v4-ga');
  });

  it('builds a head script that calls itself with its storage keys', () => {
    const script = preferencesScript('js-sdk-v4-ga');
    expect(script).toMatch(/^\(function/);
    expect(script).toContain('"theme"');
    expect(script).toContain('"spanlight-banner-js-sdk-v4-ga"');
    expect(script).toContain('"spanlight-code-wrap"');
    expect(() => new Function(script)).not.toThrow();
  });
});
