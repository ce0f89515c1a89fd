import { stringHash } from '@/lib/hash';

/**
 * The mark drawn before a customer's name (components/customers/customer-logo.tsx): an abstract
 * glyph from a small set of shapes, turned and coloured by the company name. The same name always
 * draws the same mark. Shapes use `currentColor`, so the mark takes whatever colour its SVG is given.
 */

/** An SVG primitive on a 32×32 grid; `ghost` parts are drawn at reduced opacity for depth. */
export type MarkShape =
  | { kind: 'path'; d: string; ghost?: boolean; stroke?: number; evenOdd?: boolean }
  | { kind: 'circle'; cx: number; cy: number; r: number; ghost?: boolean; stroke?: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; ghost?: boolean };

export const MARK_SIZE = 32;

/** The glyphs, each within 2…30 on both axes. */
export const markGlyphs = {
  orbit: [
    { kind: 'circle', cx: 15, cy: 17, r: 10, stroke: 3.5 },
    { kind: 'circle', cx: 24.5, cy: 7.5, r: 4.5 },
  ],
  tiles: [
    { kind: 'rect', x: 4, y: 4, width: 11, height: 11, rx: 5.5 },
    { kind: 'rect', x: 17, y: 4, width: 11, height: 11, rx: 2.5 },
    { kind: 'rect', x: 4, y: 17, width: 11, height: 11, rx: 2.5, ghost: true },
    { kind: 'rect', x: 17, y: 17, width: 11, height: 11, rx: 2.5 },
  ],
  diamond: [{ kind: 'path', d: 'M16 2 30 16 16 30 2 16Z M16 10 10 16 16 22 22 16Z', evenOdd: true }],
  arch: [
    { kind: 'path', d: 'M3 24A13 13 0 0 1 29 24H22A6 6 0 0 0 10 24Z' },
    { kind: 'rect', x: 3, y: 26, width: 26, height: 3.5, rx: 1.75, ghost: true },
  ],
  leaves: [
    { kind: 'path', d: 'M5 27C5 14 14 5 27 5 27 18 18 27 5 27Z' },
    { kind: 'path', d: 'M5 5C18 5 27 14 27 27 14 27 5 18 5 5Z', ghost: true },
  ],
  triad: [
    { kind: 'circle', cx: 16, cy: 9, r: 6 },
    { kind: 'circle', cx: 8.5, cy: 22, r: 6, ghost: true },
    { kind: 'circle', cx: 23.5, cy: 22, r: 6 },
  ],
  waves: [
    { kind: 'path', d: 'M4 11.5Q10 4.5 16 11.5T28 11.5', stroke: 4 },
    { kind: 'path', d: 'M4 21.5Q10 14.5 16 21.5T28 21.5', stroke: 4, ghost: true },
  ],
  chevrons: [
    { kind: 'path', d: 'M6 6 15 16 6 26', stroke: 4 },
    { kind: 'path', d: 'M17 6 26 16 17 26', stroke: 4, ghost: true },
  ],
  split: [
    { kind: 'path', d: 'M16 3A13 13 0 0 0 16 29Z' },
    { kind: 'circle', cx: 16, cy: 16, r: 11.25, stroke: 3.5 },
  ],
  hexagon: [
    {
      kind: 'path',
      d: 'M16 2.5 27.7 9.25V22.75L16 29.5 4.3 22.75V9.25Z M11 16A5 5 0 1 0 21 16 5 5 0 1 0 11 16Z',
      evenOdd: true,
    },
  ],
} as const satisfies Record<string, readonly MarkShape[]>;

export type MarkGlyph = keyof typeof markGlyphs;
const glyphNames = Object.keys(markGlyphs) as MarkGlyph[];

/** The text style of the name after the mark. */
export const wordmarkStyles = ['sans-tight', 'sans-bold', 'serif'] as const;
export type WordmarkStyle = (typeof wordmarkStyles)[number];

/**
 * Mark colours: a light-theme and a dark-theme shade of each hue, each with at least 4.5:1 contrast
 * against the site's backgrounds in its theme (checked by the tests against app/styles/tokens.css).
 */
export const markColours = [
  ['#4338ca', '#a5b4fc'],
  ['#0f766e', '#5eead4'],
  ['#be123c', '#fda4af'],
  ['#854d0e', '#fde047'],
  ['#0369a1', '#7dd3fc'],
  ['#6d28d9', '#c4b5fd'],
  ['#c2410c', '#fdba74'],
  ['#a21caf', '#f0abfc'],
] as const satisfies readonly (readonly [light: string, dark: string])[];

export interface CustomerMark {
  glyph: MarkGlyph;
  shapes: readonly MarkShape[];
  /** Quarter turns clockwise (0-3). */
  turn: number;
  colour: readonly [light: string, dark: string];
  wordmark: WordmarkStyle;
}

/** The mark of a company, from its name (trimmed, case-insensitive). */
export function customerMark(company: string): CustomerMark {
  const hash = stringHash(company.trim().toLowerCase());
  const glyph = glyphNames[hash % glyphNames.length]!;
  const rest = Math.floor(hash / glyphNames.length);
  return {
    glyph,
    shapes: markGlyphs[glyph],
    turn: rest % 4,
    colour: markColours[Math.floor(rest / 4) % markColours.length]!,
    wordmark: wordmarkStyles[Math.floor(rest / 4 / markColours.length) % wordmarkStyles.length]!,
  };
}
