import { cn } from '@/lib/cn';
import { customerMark, MARK_SIZE, type MarkShape, type WordmarkStyle } from '@/lib/customers/logo-mark';

const wordmarkClass: Record<WordmarkStyle, string> = {
  'sans-tight': 'font-semibold tracking-tight',
  'sans-bold': 'font-bold tracking-normal',
  // Serif faces run smaller at the same size: a touch larger keeps the names level.
  serif: 'font-serif text-[1.06em] font-semibold tracking-tight',
};

function Shape({ shape }: { shape: MarkShape }) {
  const paint =
    shape.kind !== 'rect' && shape.stroke
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: shape.stroke,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  const opacity = shape.ghost ? 0.5 : undefined;
  if (shape.kind === 'circle')
    return <circle cx={shape.cx} cy={shape.cy} r={shape.r} opacity={opacity} {...paint} />;
  if (shape.kind === 'rect') {
    const { x, y, width, height, rx } = shape;
    return <rect x={x} y={y} width={width} height={height} rx={rx} opacity={opacity} {...paint} />;
  }
  return <path d={shape.d} fillRule={shape.evenOdd ? 'evenodd' : undefined} opacity={opacity} {...paint} />;
}

/**
 * A customer's logo: a mark drawn from the company name (the same name, the same mark) followed by
 * the name as text. Everything scales with the font size: the mark is 1.6em, so `text-lg` gives a
 * mark about 29 px high, right for a logo strip; `text-2xl` suits a card. The name takes the text
 * colour. The mark has its own colour (readable in both themes); for a single-colour strip, set
 * `[--logo-mark:currentColor]` with a text colour (e.g. `text-muted [--logo-mark:currentColor]`), or
 * add `grayscale` to keep the shapes' shading in grey.
 */
export function CustomerLogo({ company, className }: { company: string; className?: string }) {
  const mark = customerMark(company);
  const [light, dark] = mark.colour;
  const centre = MARK_SIZE / 2;
  return (
    <span className={cn('inline-flex max-w-full items-center gap-[0.45em] leading-none', className)}>
      <svg
        viewBox={`0 0 ${MARK_SIZE} ${MARK_SIZE}`}
        aria-hidden="true"
        focusable="false"
        className="size-[1.6em] shrink-0"
        style={{ color: `var(--logo-mark, light-dark(${light}, ${dark}))` }}
      >
        <g transform={mark.turn ? `rotate(${mark.turn * 90} ${centre} ${centre})` : undefined}>
          {mark.shapes.map((shape, index) => (
            <Shape key={index} shape={shape} />
          ))}
        </g>
      </svg>
      <span className={cn('min-w-0 truncate py-[0.1em]', wordmarkClass[mark.wordmark])}>{company}</span>
    </span>
  );
}
