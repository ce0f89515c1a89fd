/**
 * The Spanlight mark, drawn once: three trace spans of decreasing length under a point of light, on
 * a rounded square. The navbar logo, the logo files (scripts/brand-assets.ts writes public/brand and
 * the favicon) and the social images (app/api/og) all draw these shapes, so they cannot drift apart.
 */

/** The mark's square side, in its own units. */
export const logoSize = 32;

/** What a shape is painted with: the square's colour, the page colour on top of it, or the spark. */
export type LogoPaint = 'mark' | 'inner' | 'spark';

export type LogoShape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      rx: number;
      paint: LogoPaint;
      opacity?: number;
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; paint: LogoPaint; opacity?: number };

export const logoShapes: readonly LogoShape[] = [
  { kind: 'rect', x: 0, y: 0, width: 32, height: 32, rx: 8, paint: 'mark' },
  { kind: 'rect', x: 7, y: 9, width: 18, height: 3.5, rx: 1.75, paint: 'inner' },
  { kind: 'rect', x: 11, y: 15, width: 12, height: 3.5, rx: 1.75, paint: 'inner', opacity: 0.8 },
  { kind: 'rect', x: 15, y: 21, width: 7, height: 3.5, rx: 1.75, paint: 'inner', opacity: 0.6 },
  { kind: 'circle', cx: 9, cy: 22.75, r: 2.25, paint: 'spark' },
];

/** The spark's amber, the same on light and dark backgrounds. */
export const logoSpark = '#f59e0b';

/** The mark's colours on a light page and on a dark one (the site's foreground and background). */
export const logoColours = {
  light: { mark: '#16181d', inner: '#ffffff', text: '#16181d' },
  dark: { mark: '#eceef2', inner: '#0d0f14', text: '#eceef2' },
} as const;

export interface LogoColours {
  mark: string;
  inner: string;
}

/** The SVG elements of the mark in the given colours, as markup (for files and image generators). */
export function logoShapesMarkup({ mark, inner }: LogoColours): string {
  const fill = { mark, inner, spark: logoSpark };
  return logoShapes
    .map((shape) => {
      const opacity = shape.opacity === undefined ? '' : ` opacity="${shape.opacity}"`;
      if (shape.kind === 'circle') {
        return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${fill[shape.paint]}"${opacity}/>`;
      }
      const at = shape.x || shape.y ? `x="${shape.x}" y="${shape.y}" ` : '';
      return `<rect ${at}width="${shape.width}" height="${shape.height}" rx="${shape.rx}" fill="${fill[shape.paint]}"${opacity}/>`;
    })
    .join('');
}

/** A standalone SVG of the mark alone (the favicon). */
export function logoMarkSvg(colours: LogoColours): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logoSize} ${logoSize}">${logoShapesMarkup(colours)}</svg>`;
}

/** The mark and the word mark side by side, 600×160 (the files the logo-assets dialog offers). */
export function logoLockupSvg(name: string, colours: LogoColours & { text: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160" viewBox="0 0 300 80">
  <title>${name}</title>
  <g transform="translate(8 12) scale(1.75)">${logoShapesMarkup(colours)}</g>
  <text x="80" y="53" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="${colours.text}" letter-spacing="-0.5">${name}</text>
</svg>
`;
}
