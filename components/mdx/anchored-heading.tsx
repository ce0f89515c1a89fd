import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { format, type Messages } from '@/lib/i18n';

/** What a heading reads as: its text without markup (inline code, links, emphasis). */
export function textOf(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type Level = 'h2' | 'h3' | 'h4';

/**
 * A content heading followed by a "#" link to itself. The link is the heading's sibling, not its
 * child, so the heading's name stays its own text; the link's name says where it leads. It is always
 * in the layout (shown on hover and focus, or always on touch screens), so showing it moves nothing.
 * A plain link: following it sets the URL's hash, ready to copy from the address bar.
 */
function createAnchoredHeading(Tag: Level, t: Messages) {
  return function AnchoredHeading({ id, children, ...props }: ComponentProps<Level>) {
    if (!id) return <Tag {...props}>{children}</Tag>;
    return (
      <div className="anchored-heading" data-level={Tag}>
        <Tag id={id} {...props}>
          {children}
        </Tag>
        <a href={`#${id}`} className="heading-anchor">
          <span aria-hidden="true">#</span>
          <span className="sr-only">{format(t.linkToSection, { heading: textOf(children) })}</span>
        </a>
      </div>
    );
  };
}

/** The h2–h4 of docs content, each with its section link (headings get their ids at compile time). */
export function createAnchoredHeadings(t: Messages) {
  return {
    h2: createAnchoredHeading('h2', t),
    h3: createAnchoredHeading('h3', t),
    h4: createAnchoredHeading('h4', t),
  };
}
