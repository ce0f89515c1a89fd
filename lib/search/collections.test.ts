import { describe, expect, it } from 'vitest';
import { getMessages } from '@/lib/i18n';
import { collectionPrior, groupPrior, resultGroupLabels, resultGroupOf } from './collections';
import { asksForNews } from './query';

describe('resultGroupOf', () => {
  it('names the collection of a URL, in any locale', () => {
    expect(resultGroupOf('/docs/observability/sessions')).toBe('docs');
    expect(resultGroupOf('/ja/docs/get-started#install')).toBe('docs');
    expect(resultGroupOf('/self-hosting/kubernetes')).toBe('selfHosting');
    expect(resultGroupOf('/integrations/frameworks/langchain')).toBe('integrations');
    expect(resultGroupOf('/changelog/2026-06-03-prompt-caching')).toBe('changelog');
    expect(resultGroupOf('/')).toBe('other');
    expect(resultGroupOf('/ja')).toBe('other');
    expect(resultGroupOf('/pricing')).toBe('other');
  });
});

describe('collection priors', () => {
  it('rank reference pages before integrations and guides, the FAQ, then news and company pages', () => {
    const order = ['/docs/x', '/integrations/x', '/faq/x', '/changelog/x'].map(collectionPrior);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
    expect(collectionPrior('/self-hosting/x')).toBe(groupPrior.docs);
    expect(collectionPrior('/blog/x')).toBeLessThan(collectionPrior('/faq/x'));
  });

  it('are set aside when the query asks for news', () => {
    for (const query of [
      'changelog prompts',
      'prompt caching release notes',
      'what is new in v4',
      'sessions 2026',
      "what's new",
    ])
      expect(asksForNews(query), query).toBe(true);
    for (const query of ['prompt caching', 'how do I release a prompt version?', 'sessions'])
      expect(asksForNews(query), query).toBe(false);
  });
});

describe('resultGroupLabels', () => {
  it('labels every group in the reader’s language', () => {
    const labels = resultGroupLabels(getMessages('ja'));
    expect(labels.docs).toBe(getMessages('ja').docs);
    expect(labels.other).toBe(getMessages('ja').searchGroupOther);
    expect(resultGroupLabels(getMessages('en-US')).selfHosting).toBe('Self Hosting');
  });
});
