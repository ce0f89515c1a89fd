import { describe, expect, it } from 'vitest';
import { parseOgParams, renderableText, truncate } from './og';

describe('truncate', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(truncate('Short title', 20)).toBe('Short title');
    const long = 'word '.repeat(60);
    const cut = truncate(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('renderableText', () => {
  it('drops characters the bundled font cannot draw', () => {
    expect(renderableText('Tracing 🚀 トレース – Überblick')).toBe('Tracing – Überblick');
  });
});

describe('parseOgParams', () => {
  it('falls back to the site name without a title', () => {
    expect(parseOgParams(new URLSearchParams(), 'Spanlight')).toEqual({
      title: 'Spanlight',
      description: undefined,
      section: undefined,
    });
  });
  it('accepts only the known section labels', () => {
    expect(parseOgParams(new URLSearchParams('title=A&section=Docs'), 'S').section).toBe('Docs');
    expect(parseOgParams(new URLSearchParams('title=A&section=Blog'), 'S').section).toBeUndefined();
  });
  it('bounds very long parameters', () => {
    const params = new URLSearchParams({ title: 'x'.repeat(5000), description: 'y '.repeat(5000) });
    const parsed = parseOgParams(params, 'S');
    expect(parsed.title.length).toBeLessThanOrEqual(110);
    expect(parsed.description!.length).toBeLessThanOrEqual(180);
  });
});
