import { describe, expect, it } from 'vitest';
import {
  deltaTone,
  formatCost,
  formatDay,
  formatDelta,
  formatLatency,
  formatScore,
  formatTimestamp,
  formatTokens,
  scoreTone,
  shortId,
} from './format';

describe('demo figures', () => {
  it('writes latency in seconds, tokens with separators and scores with two decimals', () => {
    expect(formatLatency(1742)).toBe('1.74s');
    expect(formatLatency(0)).toBe('0.00s');
    expect(formatTokens(2310)).toBe('2,310');
    expect(formatScore(0.9)).toBe('0.90');
  });

  it('gives a small cost the digits it needs', () => {
    expect(formatCost(0)).toBe('$0');
    expect(formatCost(0.0000646)).toBe('$0.000065');
    expect(formatCost(0.0123)).toBe('$0.0123');
    expect(formatCost(1.284)).toBe('$1.28');
  });

  it('signs a change, with a real minus sign, and calls no change ±0.00', () => {
    expect(formatDelta(0.25)).toBe('+0.25');
    expect(formatDelta(-0.1)).toBe('−0.10');
    expect(formatDelta(0.001)).toBe('±0.00');
  });

  it('writes times in UTC and ids short', () => {
    expect(formatTimestamp('2026-11-24T09:02:11.204Z')).toBe('2026-11-24 09:02:11');
    expect(formatDay('2026-11-18T14:05:00Z')).toBe('2026-11-18');
    expect(shortId('80e2f6e3e97fd26029c4c2c77f675907')).toBe('80e2f6e3');
  });
});

describe('tones', () => {
  it('read scores and changes at a glance', () => {
    expect([0.92, 0.8, 0.61, 0.49].map(scoreTone)).toEqual(['good', 'good', 'neutral', 'bad']);
    expect(['positive', 'negative', 'other'].map(scoreTone)).toEqual(['good', 'bad', 'neutral']);
    expect([0.2, -0.02, 0.001].map(deltaTone)).toEqual(['good', 'bad', 'neutral']);
  });
});
