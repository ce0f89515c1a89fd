import { describe, expect, it } from 'vitest';
import { showsFeedbackFooter } from './footer';

describe('showsFeedbackFooter', () => {
  it('hides the footer on imprint, blog, customers and careers and their sub-paths', () => {
    for (const path of [
      '/imprint',
      '/blog',
      '/blog/2026-01-01-x',
      '/customers',
      '/customers/acme',
      '/careers',
      '/careers/x',
    ]) {
      expect(showsFeedbackFooter(path), path).toBe(false);
    }
  });
  it('shows it everywhere else, including look-alike paths', () => {
    for (const path of [
      '/',
      '/docs',
      '/docs/blog',
      '/pricing',
      '/blogroll',
      '/customers-stories',
      '/changelog',
    ]) {
      expect(showsFeedbackFooter(path), path).toBe(true);
    }
  });
});
