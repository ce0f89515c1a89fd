import fc from 'fast-check';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { blogTags } from '@/config/blog-tags';
import { COVER_HEIGHT, COVER_WIDTH, coverArtSvg, coverPalette, coverPalettes, coverSpans } from './cover-art';

/** Parses the markup as the browser will (inline in HTML), failing on any parse error. */
function parseSvg(markup: string): Element {
  const errors: string[] = [];
  const tree: Root = fromHtml(markup, { fragment: true, onerror: (error) => void errors.push(error.reason) });
  expect(errors).toEqual([]);
  expect(tree.children).toHaveLength(1);
  return tree.children[0] as Element;
}

/** Every start tag closed in order (XML well-formedness; the HTML parser would forgive a gap). */
function expectBalancedTags(markup: string) {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of markup.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
}

function* elements(node: Element): Generator<Element> {
  yield node;
  for (const child of node.children) if (child.type === 'element') yield* elements(child);
}

const allowed = new Set(['svg', 'defs', 'radialGradient', 'stop', 'rect', 'circle', 'path', 'g']);
const colour = /^#[0-9a-f]{6}$/;
const paintValue = /^light-dark\((#[0-9a-f]{6}),(#[0-9a-f]{6})\)$/;

const slugs = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]{1,60}$/),
);
const tagLists = fc.array(fc.constantFrom(...blogTags, 'unknown-tag'), { maxLength: 3 });

describe('coverArtSvg', () => {
  it('is a valid SVG element for any slug and tags: known elements, numbers inside the frame, theme colours', () => {
    fc.assert(
      fc.property(slugs, tagLists, (slug, tags) => {
        const markup = coverArtSvg({ slug, tags });
        expectBalancedTags(markup);
        const svg = parseSvg(markup);
        expect(svg.tagName).toBe('svg');
        expect(svg.properties.viewBox).toBe(`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`);
        expect(svg.properties.ariaHidden).toBe('true');
        for (const element of elements(svg)) {
          expect(allowed.has(element.tagName), element.tagName).toBe(true);
          for (const name of ['x', 'y', 'width', 'height', 'cx', 'cy', 'r', 'rx', 'strokeWidth']) {
            const value = element.properties[name];
            if (value === undefined || value === '100%') continue;
            expect(Number.isFinite(Number(value)), `${element.tagName} ${name}=${String(value)}`).toBe(true);
          }
          if (element.tagName === 'rect') {
            const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((n) =>
              Number(element.properties[n] ?? 0),
            );
            expect(width).toBeGreaterThan(0);
            expect(x! + width!).toBeLessThanOrEqual(COVER_WIDTH);
            expect(y! + height!).toBeLessThanOrEqual(COVER_HEIGHT);
            expect(Math.min(x!, y!)).toBeGreaterThanOrEqual(0);
          }
          if (element.tagName === 'path') {
            expect(String(element.properties.d)).toMatch(/^M[\d.]+ [\d.]+([VH][\d.]+)+$/);
          }
          const style = element.properties.style;
          if (typeof style === 'string') {
            for (const declaration of style.split(';')) {
              const [property, value] = declaration.split(':') as [string, string];
              if (['fill', 'stroke', 'stop-color'].includes(property) && value !== 'none') {
                const match = paintValue.exec(value);
                expect(match, declaration).not.toBeNull();
                expect(match![1]).toMatch(colour);
              }
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('draws the same picture for the same post, and different pictures for different posts', () => {
    fc.assert(
      fc.property(slugs, tagLists, (slug, tags) => {
        expect(coverArtSvg({ slug, tags })).toBe(coverArtSvg({ slug, tags: [...tags] }));
      }),
    );
    const posts = Array.from({ length: 200 }, (_, index) => `2026-01-01-post-${index}`);
    const pictures = new Set(posts.map((slug) => coverArtSvg({ slug, tags: ['tracing'] })));
    expect(pictures.size).toBe(posts.length);
  });

  it('takes the palette of the first known tag, and one picked by the slug without tags', () => {
    expect(coverPalette({ slug: 'a', tags: ['cost', 'tracing'] })).toBe(coverPalettes.cost);
    const [light, dark] = coverPalettes.evaluation.background;
    expect(coverArtSvg({ slug: 'a', tags: ['evaluation'] })).toContain(`fill:light-dark(${light},${dark})`);
    fc.assert(
      fc.property(slugs, (slug) => {
        expect(Object.values(coverPalettes)).toContain(coverPalette({ slug }));
        expect(coverPalette({ slug, tags: [] })).toBe(coverPalette({ slug }));
      }),
    );
  });

  it('gives element ids unique to the post, so covers on one page do not share gradients', () => {
    const ids = (slug: string) => [...coverArtSvg({ slug }).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids('2026-03-18-a')).not.toEqual(ids('2026-03-18-b'));
  });
});

describe('coverSpans', () => {
  it('nests every span inside its parent, one row each, inside the frame', () => {
    fc.assert(
      fc.property(slugs, (slug) => {
        const spans = coverSpans(slug);
        expect(spans.length).toBeGreaterThanOrEqual(5);
        expect(spans.length).toBeLessThanOrEqual(7);
        expect(spans[0]!.parent).toBe(-1);
        spans.forEach((span, index) => {
          expect(span.width).toBeGreaterThan(0);
          expect(span.x + span.width).toBeLessThanOrEqual(COVER_WIDTH);
          if (index === 0) return;
          const parent = spans[span.parent]!;
          expect(span.parent).toBeLessThan(index);
          expect(span.depth).toBe(parent.depth + 1);
          expect(span.x).toBeGreaterThanOrEqual(parent.x);
          expect(span.x + span.width).toBeLessThanOrEqual(parent.x + parent.width);
          expect(span.y).toBeGreaterThan(spans[index - 1]!.y);
        });
      }),
    );
  });
});
