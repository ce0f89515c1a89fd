import { describe, expect, it } from 'vitest';
import { searchSynonyms } from '@/config/search-synonyms';
import { expandKeywords } from './synonyms';

const groups = [
  ['masking', 'redact', 'pii'],
  ['sso', 'saml', 'single sign-on'],
];

describe('expandKeywords', () => {
  it('adds the other terms of a group a page names in its title, section or keywords', () => {
    expect(expandKeywords({ title: 'Masking' }, groups)).toEqual(['redact', 'pii']);
    expect(expandKeywords({ title: 'Setup', trail: 'Single Sign-On' }, groups)).toEqual(['sso', 'saml']);
    expect(expandKeywords({ title: 'Setup', keywords: ['saml'] }, groups)).toEqual([
      'saml',
      'sso',
      'single sign-on',
    ]);
  });

  it('adds nothing for a page that names no term, and needs every word of a phrase', () => {
    expect(expandKeywords({ title: 'Sessions' }, groups)).toEqual([]);
    expect(expandKeywords({ title: 'Sign in' }, groups)).toEqual([]);
  });

  it('the site table holds lower-case terms, each in one group only', () => {
    const seen = new Set<string>();
    for (const group of searchSynonyms) {
      expect(group.length).toBeGreaterThan(1);
      for (const term of group) {
        expect(term).toBe(term.toLowerCase().trim());
        expect(seen.has(term), `${term} is in two groups`).toBe(false);
        seen.add(term);
      }
    }
  });
});
