import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { customerMark, MARK_SIZE, markColours, markGlyphs } from './logo-mark';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The surfaces a logo sits on in each theme, read from the design tokens (app/styles/tokens.css). */
function surfaces(theme: ':root' | '.dark'): string[] {
  const css = readFileSync('app/styles/tokens.css', 'utf8');
  const block = css.slice(css.indexOf(`${theme} {`)).split('}')[0]!;
  return ['bg', 'card', 'subtle'].map((name) => {
    const match = new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(block);
    expect(match, `--${name} in ${theme}`).not.toBeNull();
    return match![1]!;
  });
}

const companies = readdirSync('content/customers')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const text = readFileSync(`content/customers/${file}`, 'utf8');
    return (parse(text.split('---')[1]!) as { company: string }).company;
  });

describe('customerMark', () => {
  it('draws the same mark for the same name, whatever its case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 .&'-]{0,40}$/), (name) => {
        expect(customerMark(name)).toEqual(customerMark(name));
        expect(customerMark(` ${name.toUpperCase()} `)).toEqual(customerMark(name.toLowerCase()));
      }),
    );
  });

  it('uses every glyph and colour, so names spread over the marks', () => {
    const marks = Array.from({ length: 400 }, (_, index) => customerMark(`Company ${index}`));
    expect(new Set(marks.map((mark) => mark.glyph)).size).toBe(Object.keys(markGlyphs).length);
    expect(new Set(marks.map((mark) => mark.colour)).size).toBe(markColours.length);
    expect(new Set(marks.map((mark) => mark.turn))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('gives each customer with a story a different glyph and colour', () => {
    expect(companies.length).toBeGreaterThanOrEqual(5);
    const marks = companies.map(customerMark);
    expect(new Set(marks.map((mark) => mark.glyph)).size).toBe(companies.length);
    expect(new Set(marks.map((mark) => mark.colour)).size).toBe(companies.length);
  });

  it('keeps every glyph inside its 32-unit square', () => {
    for (const [name, shapes] of Object.entries(markGlyphs)) {
      for (const shape of shapes) {
        const numbers =
          shape.kind === 'path'
            ? (shape.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
            : shape.kind === 'circle'
              ? [shape.cx - shape.r, shape.cx + shape.r, shape.cy - shape.r, shape.cy + shape.r]
              : [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
        for (const value of numbers) {
          expect(value, name).toBeGreaterThanOrEqual(0);
          expect(value, name).toBeLessThanOrEqual(MARK_SIZE);
        }
      }
    }
  });

  it('has colours with AA contrast (4.5:1) on every surface of their theme', () => {
    const light = surfaces(':root');
    const dark = surfaces('.dark');
    for (const [onLight, onDark] of markColours) {
      for (const surface of light)
        expect(contrast(onLight, surface), `${onLight} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      for (const surface of dark)
        expect(contrast(onDark, surface), `${onDark} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
