import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Shared pieces of the docs diagrams. Every drawing is 400 units wide: at a 390 px screen it is shown
 * about 356 px wide, so the smallest text (12.5 units) stays above 11 px; on wide screens the figure
 * stops at 32rem. Colours are the theme's variables (fill-fg, stroke-muted, ...), so each drawing
 * follows light and dark mode.
 */
export const WIDTH = 400;
/** Space between the drawing and its frame. */
export const MARGIN = 14;

export interface Drawing {
  /** Height of the drawing in the same units as WIDTH (the viewBox is WIDTH × height). */
  height: number;
  Content: () => ReactNode;
}

export type Tone = 'fg' | 'muted' | 'accent';

const tones: Record<Tone, string> = { fg: 'fill-fg', muted: 'fill-muted', accent: 'fill-accent' };

interface LabelProps {
  x: number;
  y: number;
  children: ReactNode;
  /** Font size in drawing units; 12.5 at least, so it reads at 11 px or more on a phone. */
  size?: number;
  tone?: Tone;
  bold?: boolean;
  /** Identifiers (trace, span and score names, IDs) are set in the code font, as in the docs. */
  mono?: boolean;
  anchor?: 'start' | 'middle' | 'end';
}

export function Label({ x, y, children, size = 13, tone = 'fg', bold, mono, anchor = 'start' }: LabelProps) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      textAnchor={anchor}
      className={cn(tones[tone], bold && 'font-semibold', mono && 'font-mono')}
    >
      {children}
    </text>
  );
}

/** A structural box: the drawing's background colour inside, a muted outline strong enough to see. */
export function Box({
  x,
  y,
  width,
  height,
  accent,
  radius = 6,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Tinted with the accent colour, to set one kind of object apart (the text still names it). */
  accent?: boolean;
  radius?: number;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={radius}
      className={accent ? 'fill-accent stroke-accent' : 'fill-bg stroke-muted'}
      fillOpacity={accent ? 0.08 : 1}
      strokeOpacity={accent ? 0.9 : 0.7}
      strokeWidth={1}
    />
  );
}

type Point = readonly [number, number];

/** A connector through `points`, with an arrowhead at the last one. */
export function Arrow({ points, dashed }: { points: readonly Point[]; dashed?: boolean }) {
  const [x1, y1] = points[points.length - 2]!;
  const [x2, y2] = points[points.length - 1]!;
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const size = 6.5;
  const at = (a: number, length: number) =>
    `${(x2 - length * Math.cos(a)).toFixed(1)},${(y2 - length * Math.sin(a)).toFixed(1)}`;
  // The line stops inside the head, so its end cap never pokes through the point.
  const line = [...points.slice(0, -1).map(([x, y]) => `${x},${y}`), at(angle, size * 0.6)].join(' ');
  return (
    <g>
      <polyline
        points={line}
        fill="none"
        className="stroke-muted"
        strokeWidth={1.4}
        strokeDasharray={dashed ? '4 3' : undefined}
      />
      <path
        d={`M${x2},${y2} L${at(angle - 0.45, size)} L${at(angle + 0.45, size)} Z`}
        className="fill-muted"
      />
    </g>
  );
}

/** A thin rule, e.g. under a drawing's header. */
export function Rule({ y, from = MARGIN, to = WIDTH - MARGIN }: { y: number; from?: number; to?: number }) {
  return <line x1={from} x2={to} y1={y} y2={y} className="stroke-border" strokeWidth={1} />;
}
