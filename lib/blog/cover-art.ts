import type { BlogTag } from '@/config/blog-tags';
import { seededRandom, stringHash } from '@/lib/hash';

/**
 * Cover art for blog posts, drawn on the server from the post's slug and tags: an abstract trace
 * waterfall (spans as bars, nested under their parents, joined by connectors to their start nodes)
 * over a timeline grid and a soft glow. The same post always gets the same picture; the first tag
 * picks the palette. Colours are `light-dark()` pairs, so the art follows the site's theme (the
 * `.dark` class sets `color-scheme: dark`).
 */

/** A colour for the light theme and one for the dark theme. */
type Pair = readonly [light: string, dark: string];

export interface CoverPalette {
  background: Pair;
  grid: Pair;
  glow: Pair;
  /** Span colours, by depth in the tree. */
  spans: readonly [Pair, Pair, Pair];
  /** Connectors and start nodes. */
  node: Pair;
}

/** One palette per tag (the type check names a tag without one). */
export const coverPalettes: Record<BlogTag, CoverPalette> = {
  tracing: {
    background: ['#eef1ff', '#151833'],
    grid: ['#d3d8fb', '#262b52'],
    glow: ['#a5b4fc', '#4f46e5'],
    spans: [
      ['#4f46e5', '#a5b4fc'],
      ['#0ea5e9', '#7dd3fc'],
      ['#8b5cf6', '#c4b5fd'],
    ],
    node: ['#312e81', '#e0e7ff'],
  },
  evaluation: {
    background: ['#ebfaf3', '#0c231c'],
    grid: ['#c8ecdb', '#1b3b30'],
    glow: ['#6ee7b7', '#059669'],
    spans: [
      ['#059669', '#6ee7b7'],
      ['#0d9488', '#5eead4'],
      ['#65a30d', '#bef264'],
    ],
    node: ['#064e3b', '#d1fae5'],
  },
  'prompt-management': {
    background: ['#f6f2ff', '#1c1330'],
    grid: ['#e2d8fb', '#33244f'],
    glow: ['#d8b4fe', '#9333ea'],
    spans: [
      ['#9333ea', '#d8b4fe'],
      ['#db2777', '#f9a8d4'],
      ['#6366f1', '#a5b4fc'],
    ],
    node: ['#581c87', '#f3e8ff'],
  },
  cost: {
    background: ['#fff8e8', '#261b0b'],
    grid: ['#f6e3b4', '#43321a'],
    glow: ['#fcd34d', '#d97706'],
    spans: [
      ['#d97706', '#fcd34d'],
      ['#ea580c', '#fdba74'],
      ['#e11d48', '#fda4af'],
    ],
    node: ['#78350f', '#fef3c7'],
  },
  agents: {
    background: ['#eafbfe', '#0b1f29'],
    grid: ['#c6eef6', '#18384a'],
    glow: ['#67e8f9', '#0891b2'],
    spans: [
      ['#0891b2', '#67e8f9'],
      ['#0d9488', '#5eead4'],
      ['#4f46e5', '#a5b4fc'],
    ],
    node: ['#164e63', '#cffafe'],
  },
  engineering: {
    background: ['#f1f4f8', '#141a22'],
    grid: ['#d9e0e9', '#263040'],
    glow: ['#cbd5e1', '#475569'],
    spans: [
      ['#475569', '#cbd5e1'],
      ['#ea580c', '#fdba74'],
      ['#0284c7', '#7dd3fc'],
    ],
    node: ['#1e293b', '#f1f5f9'],
  },
  'open-source': {
    background: ['#fff1f3', '#2a1018'],
    grid: ['#fbd5dc', '#48202c'],
    glow: ['#fda4af', '#e11d48'],
    spans: [
      ['#e11d48', '#fda4af'],
      ['#ea580c', '#fdba74'],
      ['#c026d3', '#f0abfc'],
    ],
    node: ['#881337', '#ffe4e6'],
  },
};

const paletteList = Object.values(coverPalettes);

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 320;

/** The palette of a post: its first tag's, else one picked by the slug. */
export function coverPalette(seed: { slug: string; tags?: readonly string[] }): CoverPalette {
  const tag = seed.tags?.[0];
  if (tag && tag in coverPalettes) return coverPalettes[tag as BlogTag];
  return paletteList[stringHash(seed.slug) % paletteList.length]!;
}

/** A span of the drawn waterfall, in viewBox units. */
export interface CoverSpan {
  x: number;
  y: number;
  width: number;
  depth: number;
  /** Index of the parent span, or -1 for the root. */
  parent: number;
}

const BAR_HEIGHT = 18;
const ROW = 38;
const LEFT = 48;
const RIGHT = COVER_WIDTH - 48;
const MIN_WIDTH = 44;

/** The waterfall of a post: 5 to 7 spans, every child inside its parent's time range. */
export function coverSpans(slug: string): CoverSpan[] {
  const random = seededRandom(stringHash(`spans:${slug}`));
  const count = 5 + Math.floor(random() * 3);
  const top = Math.round((COVER_HEIGHT - count * ROW) / 2 + (ROW - BAR_HEIGHT) / 2);
  const rootWidth = Math.round((0.8 + random() * 0.2) * (RIGHT - LEFT));
  const spans: CoverSpan[] = [{ x: LEFT, y: top, width: rootWidth, depth: 0, parent: -1 }];
  for (let index = 1; index < count; index++) {
    // Later spans lean towards recent parents, which draws the staircase of a real trace.
    const candidates = spans
      .map((span, at) => ({ span, at }))
      .filter(({ span }) => span.depth < 3 && span.width >= MIN_WIDTH * 2);
    const pick = candidates[Math.floor(Math.sqrt(random()) * candidates.length)] ?? candidates[0]!;
    const parent = pick.span;
    const room = parent.width - MIN_WIDTH;
    const start = parent.x + Math.round(random() * room * 0.55);
    const end = parent.x + parent.width;
    const width = Math.max(MIN_WIDTH, Math.round((0.35 + random() * 0.6) * (end - start)));
    spans.push({
      x: start,
      y: top + index * ROW,
      width: Math.min(width, end - start),
      depth: parent.depth + 1,
      parent: pick.at,
    });
  }
  return spans;
}

const number = (value: number) => (Math.round(value * 10) / 10).toString();
const paint = (property: 'fill' | 'stroke' | 'stop-color', [light, dark]: Pair) =>
  `${property}:light-dark(${light},${dark})`;
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function element(tag: string, attributes: Record<string, string | number>, children = ''): string {
  const list = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escape(typeof value === 'number' ? number(value) : value)}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

/**
 * The cover of a post as an SVG element, ready to inline in HTML: decorative (`aria-hidden`), sized
 * by its container (`width`/`height` 100%, cropped to fill it), with ids unique to the post.
 */
export function coverArtSvg(seed: { slug: string; tags?: readonly string[] }): string {
  const palette = coverPalette(seed);
  const hash = stringHash(seed.slug);
  const random = seededRandom(hash);
  const id = `cover-${hash.toString(36)}`;
  const spans = coverSpans(seed.slug);

  const glows = [0, 1].map((index) => ({
    cx: index === 0 ? 380 + random() * 220 : 40 + random() * 200,
    cy: index === 0 ? 40 + random() * 120 : 200 + random() * 100,
    r: index === 0 ? 150 + random() * 70 : 90 + random() * 50,
  }));
  const gradient = element(
    'radialGradient',
    { id: `${id}-glow` },
    element('stop', { offset: 0, style: `${paint('stop-color', palette.glow)};stop-opacity:0.7` }) +
      element('stop', { offset: 1, style: `${paint('stop-color', palette.glow)};stop-opacity:0` }),
  );
  // Rings around the main glow: a spotlight behind the trace.
  const rings = [1, 1.55, 2.1]
    .map((scale) => element('circle', { cx: glows[0]!.cx, cy: glows[0]!.cy, r: 44 * scale + random() * 12 }))
    .join('');
  const grid = Array.from({ length: 9 }, (_, index) => LEFT + index * 64)
    .map((x) => element('path', { d: `M${x} 0V${COVER_HEIGHT}` }))
    .join('');
  const connectors = spans
    .filter((span) => span.parent >= 0)
    .map((span) => {
      const parent = spans[span.parent]!;
      const fromX = parent.x + BAR_HEIGHT / 2;
      const midY = span.y + BAR_HEIGHT / 2;
      return element('path', {
        d: `M${number(fromX)} ${number(parent.y + BAR_HEIGHT)}V${number(midY)}H${number(span.x)}`,
      });
    })
    .join('');
  const bars = spans
    .map((span) =>
      element('rect', {
        x: span.x,
        y: span.y,
        width: span.width,
        height: BAR_HEIGHT,
        rx: BAR_HEIGHT / 2,
        style: paint('fill', palette.spans[span.depth % palette.spans.length]!),
      }),
    )
    .join('');
  const nodes = spans
    .map((span) =>
      element('circle', {
        cx: span.x + BAR_HEIGHT / 2,
        cy: span.y + BAR_HEIGHT / 2,
        r: 3.5,
        style: paint('fill', palette.background),
      }),
    )
    .join('');
  // A score marker after one of the spans, as a ring with a dot, where it fits in the frame.
  const scored = spans[1 + Math.floor(random() * (spans.length - 1))]!;
  const markerX = Math.min(scored.x + scored.width + 18, COVER_WIDTH - 18);
  const markerY = scored.y + BAR_HEIGHT / 2;
  const marker =
    element('circle', {
      cx: markerX,
      cy: markerY,
      r: 9,
      style: `fill:none;${paint('stroke', palette.node)}`,
      'stroke-width': 2,
    }) + element('circle', { cx: markerX, cy: markerY, r: 3.5, style: paint('fill', palette.node) });

  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`,
      width: '100%',
      height: '100%',
      preserveAspectRatio: 'xMidYMid slice',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    element('defs', {}, gradient) +
      element('rect', {
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
        style: paint('fill', palette.background),
      }) +
      glows.map((glow) => element('circle', { ...glow, fill: `url(#${id}-glow)` })).join('') +
      element('g', { style: `fill:none;${paint('stroke', palette.grid)}`, 'stroke-width': 1 }, grid) +
      element(
        'g',
        { style: `fill:none;${paint('stroke', palette.glow)}`, 'stroke-width': 2, 'stroke-opacity': 0.5 },
        rings,
      ) +
      element(
        'g',
        { style: `fill:none;${paint('stroke', palette.node)}`, 'stroke-width': 1.5, 'stroke-opacity': 0.55 },
        connectors,
      ) +
      bars +
      nodes +
      marker,
  );
}
