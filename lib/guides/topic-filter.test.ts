import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText, pathWithTopic, topicFromSearch, topicFromUrlScript, visibleCount } from './topic-filter';

const topics = ['tracing', 'evaluation', 'gateways'];

describe('topicFromSearch', () => {
  it('reads a topic the grid has, and means every guide otherwise', () => {
    expect(topicFromSearch('?topic=evaluation', topics)).toBe('evaluation');
    expect(topicFromSearch('?utm=x&topic=gateways', topics)).toBe('gateways');
    expect(topicFromSearch('', topics)).toBeNull();
    expect(topicFromSearch('?topic=', topics)).toBeNull();
    expect(topicFromSearch('?topic=evals', topics)).toBeNull();
    expect(topicFromSearch('?topic=Evaluation', topics)).toBeNull();
  });

  it('never returns anything but a known topic or null', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const topic = topicFromSearch(search, topics);
        expect(topic === null || topics.includes(topic)).toBe(true);
      }),
    );
  });
});

describe('pathWithTopic', () => {
  it('sets or removes the parameter and keeps the rest of the address', () => {
    expect(pathWithTopic('https://site.example/guides', 'tracing')).toBe('/guides?topic=tracing');
    expect(pathWithTopic('https://site.example/ja/guides?topic=tracing&x=1#top', 'gateways')).toBe(
      '/ja/guides?topic=gateways&x=1#top',
    );
    expect(pathWithTopic('https://site.example/guides?topic=tracing', null)).toBe('/guides');
    expect(pathWithTopic('https://site.example/guides?x=1&topic=tracing', null)).toBe('/guides?x=1');
  });

  it('round-trips every topic through the query string', () => {
    fc.assert(
      fc.property(fc.constantFrom(...topics), (topic) => {
        const path = pathWithTopic('https://site.example/guides?x=1', topic);
        expect(topicFromSearch(path.slice(path.indexOf('?')), topics)).toBe(topic);
      }),
    );
  });
});

describe('visibleCount and countText', () => {
  it('counts the cards of a topic, or all of them', () => {
    const cards = ['tracing', 'evaluation', 'evaluation', 'gateways'];
    expect(visibleCount(cards, null)).toBe(4);
    expect(visibleCount(cards, 'evaluation')).toBe(2);
    expect(visibleCount(cards, 'migration')).toBe(0);
  });

  it("uses the locale's plural rule", () => {
    const templates = { one: '{count} guide', other: '{count} guides' };
    expect(countText(1, 'en-US', templates)).toBe('1 guide');
    expect(countText(12, 'en-US', templates)).toBe('12 guides');
    expect(countText(0, 'en-US', templates)).toBe('0 guides');
    expect(countText(1, 'ja', { one: 'x', other: '{count} 件のガイド' })).toBe('1 件のガイド');
  });
});

describe('topicFromUrlScript', () => {
  it('is one self-contained call with its arguments inlined', () => {
    const script = topicFromUrlScript('guides-grid');
    expect(script).toMatch(/^\(function showTopicFromUrl\(|^\(function\s*\(/);
    expect(script.endsWith(')("guides-grid","topic","guides-preselect")')).toBe(true);
    expect(() => new Function(script)).not.toThrow();
  });
});
