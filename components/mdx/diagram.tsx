import { useId } from 'react';
import { diagrams, WIDTH, type DiagramName } from '@/components/diagrams';

export interface DiagramProps {
  /** Which drawing: a key of `diagrams` in components/diagrams. */
  name: string;
  /** What the drawing shows, in the page's language: its accessible name and its Markdown twin. */
  alt: string;
  /** A visible line under the drawing. */
  caption?: string;
}

const isDiagramName = (name: string): name is DiagramName => Object.hasOwn(diagrams, name);

/**
 * A diagram drawn for the docs as inline SVG: no image file and no JavaScript, sized by its viewBox
 * (so it takes its height before paint), in the theme's colours. The SVG is one image named by `alt`
 * (its <title>) and described by the caption.
 */
export function Diagram({ name, alt, caption }: DiagramProps) {
  const id = useId();
  if (!isDiagramName(name)) {
    throw new Error(
      `<Diagram name="${name}">: no such diagram. Use one of: ${Object.keys(diagrams).join(', ')} (components/diagrams/index.ts).`,
    );
  }
  if (!alt?.trim()) throw new Error(`<Diagram name="${name}">: alt is required: say what the diagram shows.`);
  const { height, Content } = diagrams[name];
  return (
    <figure className="diagram my-6">
      <div className="mx-auto max-w-[32rem] overflow-hidden rounded-lg border border-border bg-card">
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={caption ? `${id}-caption` : undefined}
          className="block h-auto w-full"
        >
          <title id={`${id}-title`}>{alt}</title>
          <Content />
        </svg>
      </div>
      {caption ? (
        <figcaption
          id={`${id}-caption`}
          className="mx-auto mt-2 max-w-[32rem] text-center text-sm text-muted"
        >
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
