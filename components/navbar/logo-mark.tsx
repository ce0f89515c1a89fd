import { logoShapes, logoSize, logoSpark, type LogoPaint } from '@/lib/brand/logo';

/** How the page paints each part: the square in the text colour, the spans in the page colour. */
const paint: Record<LogoPaint, { fill?: string; className?: string }> = {
  mark: { fill: 'currentColor' },
  inner: { className: 'fill-bg' },
  spark: { fill: logoSpark },
};

/** The Spanlight mark (lib/brand/logo.ts) in the page's own colours, so it follows the theme. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox={`0 0 ${logoSize} ${logoSize}`} aria-hidden="true" className={className}>
      {logoShapes.map((shape, index) => {
        const { kind, paint: part, ...attributes } = shape;
        return kind === 'circle' ? (
          <circle key={index} {...attributes} {...paint[part]} />
        ) : (
          <rect key={index} {...attributes} {...paint[part]} />
        );
      })}
    </svg>
  );
}
