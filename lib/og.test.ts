import { describe, expect, it } from 'vitest';
import { needsScriptFont, parseOgParams, renderableText, truncate } from './og';

const latin = new Set([...' abcdefghijklmnopqrstuvwxyzTUAxy–Überblick']);
const options = { siteName: 'Spanlight', locales: ['en-US', 'ja'], drawableOf: () => latin };

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
  it('keeps only the characters the fonts draw, and collapses whitespace', () => {
    expect(renderableText('Tracing 🚀 トレース – Überblick\u2003x', latin)).toBe('Tracing – Überblick x');
    expect(renderableText('料金 – Pricing 🚀 鬱', new Set([...'料金 –Pricng']))).toBe('料金 – Pricing');
  });
});

describe('needsScriptFont', () => {
  it('is true for kana, hangul, han and CJK punctuation, false for Latin and spaces', () => {
    expect(['ト', '한', '中', '、', '（'].every(needsScriptFont)).toBe(true);
    expect(['a', 'Ü', '–', ' ', '\u3000'].some(needsScriptFont)).toBe(false);
  });
});

describe('parseOgParams', () => {
  it('falls back to the site name without a title', () => {
    expect(parseOgParams(new URLSearchParams(), options)).toEqual({
      title: 'Spanlight',
      description: undefined,
      section: undefined,
      locale: undefined,
    });
  });
  it('accepts only the known section labels', () => {
    expect(parseOgParams(new URLSearchParams('title=A&section=Docs'), options).section).toBe('Docs');
    expect(parseOgParams(new URLSearchParams('title=A&section=Blog'), options).section).toBeUndefined();
  });
  it('bounds very long parameters', () => {
    const params = new URLSearchParams({ title: 'x'.repeat(5000), description: 'y '.repeat(5000) });
    const parsed = parseOgParams(params, options);
    expect(parsed.title.length).toBeLessThanOrEqual(110);
    expect(parsed.description!.length).toBeLessThanOrEqual(180);
  });
  it('takes a known lang and keeps that locale script font characters', () => {
    const drawableOf = (locale?: string) => new Set(locale === 'ja' ? ['料', '金'] : []);
    const parsed = parseOgParams(new URLSearchParams('title=料金&lang=ja'), { ...options, drawableOf });
    expect(parsed).toMatchObject({ title: '料金', locale: 'ja' });
    const unknown = parseOgParams(new URLSearchParams('title=料金&lang=xx'), { ...options, drawableOf });
    expect(unknown).toMatchObject({ title: 'Spanlight', locale: undefined });
  });
});
