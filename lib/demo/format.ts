/**
 * How the demo writes its figures, as the app does, in English (the app's language) whatever the
 * page's locale: the same text on every page and in every test.
 */

/** 1742 -> "1.74s" */
export function formatLatency(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

/** 2310 -> "2,310" */
export function formatTokens(count: number): string {
  return count.toLocaleString('en-US');
}

/** USD with the digits a small cost needs: "$0.000065", "$0.0123", "$1.28". */
export function formatCost(usd: number): string {
  if (usd === 0) return '$0';
  if (usd >= 1) return `$${usd.toFixed(2)}`;
  if (usd >= 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(6)}`;
}

/** A score from 0 to 1: "0.92". */
export function formatScore(value: number): string {
  return value.toFixed(2);
}

/** A change of a score against a baseline: "+0.25", "−0.10" (a minus sign), "±0.00". */
export function formatDelta(delta: number): string {
  const rounded = Math.round(delta * 100) / 100;
  if (rounded === 0) return '±0.00';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(2)}`;
}

/** "2026-11-24T09:02:11.204Z" -> "2026-11-24 09:02:11" (UTC). */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2026-11-18T14:05:00Z" -> "2026-11-18" */
export function formatDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** The first 8 characters of an id, as the app shows it in lists. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** How a score reads at a glance: good from 0.8, bad under 0.5; categorical values by their word. */
export function scoreTone(value: number | string): 'good' | 'neutral' | 'bad' {
  if (typeof value === 'string')
    return value === 'positive' ? 'good' : value === 'negative' ? 'bad' : 'neutral';
  if (value >= 0.8) return 'good';
  return value < 0.5 ? 'bad' : 'neutral';
}

/** A change against a baseline: better, worse or the same (at two decimals). */
export function deltaTone(delta: number): 'good' | 'neutral' | 'bad' {
  const rounded = Math.round(delta * 100) / 100;
  return rounded > 0 ? 'good' : rounded < 0 ? 'bad' : 'neutral';
}
