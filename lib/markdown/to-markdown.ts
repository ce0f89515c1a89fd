import type {
  BlockContent,
  Code,
  Heading,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
} from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { remarkFacts } from '@/lib/facts/remark-facts';

/** What the renderer needs to know about the site and the page. */
export interface MarkdownContext {
  title: string;
  description?: string;
  /** Origin that makes links absolute, e.g. `https://spanlight.example`. */
  siteUrl: string;
  /** The page's own path, for relative links. */
  pagePath: string;
  /** Manifest URL of a `<Video id>` (absolute or site path). */
  videoUrl: (id: string) => string;
  /** The table that `<PlanAvailability />` shows, as rows of cells (first row: headers). */
  planTable: () => string[][];
  /** The plans that `<PlanCards />` shows (lib/plan-cards.ts), in the page's language. */
  planCards: () => readonly PlanCardText[];
  /** The page's language, for the figures of `<Fact />` (lib/facts); the default locale when absent. */
  locale?: string;
  /**
   * A site path in the page's language where that page is translated (lib/source.ts
   * `translatedUrl`): a translated page's twin links to translated pages, as the page itself does.
   */
  localizePath?: (path: string) => string;
}

/** What a plan card says (lib/plan-cards.ts), in one language. */
export interface PlanCardText {
  name: string;
  /** `Free`, `Custom` or `USD 39`. */
  price: string;
  /** `per month` for a paid metered plan, else null. */
  perMonth: string | null;
  /** `40,000 events a month included`, or null for plans without a quota. */
  included: string | null;
  tagline: string;
  points: readonly string[];
  cta: string;
  /** The cloud app for metered plans; the page in the reader's language where it is translated. */
  href: string;
}

const text = (value: string) => ({ type: 'text' as const, value });
const strong = (value: string) => ({ type: 'strong' as const, children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** A JSX attribute's literal value; expressions such as `items={['A', 'B']}` are read as literals. */
function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!found || found.value == null) return undefined;
  return typeof found.value === 'string' ? found.value : found.value.value;
}

function absolute(url: string, context: MarkdownContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url;
  let target = url;
  if (url.startsWith('/') && context.localizePath) {
    const end = url.search(/[?#]/);
    const path = end === -1 ? url : url.slice(0, end);
    target = context.localizePath(path) + (end === -1 ? '' : url.slice(end));
  }
  return new URL(target, `${context.siteUrl}${context.pagePath}`).toString();
}

const tabOf = (code: Code) => code.meta?.match(/\btab="([^"]*)"/)?.[1];

/** Markdown has no tabs: a group becomes labelled sections, one per tab, in order. */
function labelled(label: string, children: RootContent[]): RootContent[] {
  return [paragraph(strong(label)), ...children];
}

const calloutNames: Record<string, string> = { info: 'Note', warning: 'Warning', error: 'Error' };

/** Content nodes as plain Markdown: components replaced by what they show, links made absolute. */
export function transformChildren(children: RootContent[], context: MarkdownContext): RootContent[] {
  const output: RootContent[] = [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    if (node.type === 'code' && tabOf(node) !== undefined) {
      // Consecutive fences with tab="…" form one group on the site.
      const label = tabOf(node)!;
      output.push(
        ...labelled(label, [{ ...node, meta: node.meta?.replace(/\s*\btab="[^"]*"/, '').trim() || null }]),
      );
      continue;
    }
    output.push(...transformNode(node, context));
  }
  return output;
}

function transformNode(node: RootContent, context: MarkdownContext): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'link':
    case 'image':
    case 'definition':
      return [
        {
          ...node,
          url: absolute(node.url, context),
          ...('children' in node ? { children: transformChildren(node.children, context) } : {}),
        } as RootContent,
      ];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return component(node, context);
    default:
      if ('children' in node && Array.isArray(node.children)) {
        return [{ ...node, children: transformChildren(node.children, context) } as RootContent];
      }
      return [node];
  }
}

function component(node: MdxJsxFlowElement | MdxJsxTextElement, context: MarkdownContext): RootContent[] {
  const children = () => transformChildren(node.children, context);
  switch (node.name) {
    case 'Tabs':
      return (node.children as RootContent[]).flatMap((child) =>
        child.type === 'mdxJsxFlowElement' && child.name === 'Tab'
          ? labelled(
              attribute(child, 'value') ?? '',
              transformChildren(child.children as RootContent[], context),
            )
          : transformNode(child, context),
      );
    case 'Callout': {
      const title = attribute(node, 'title') ?? calloutNames[attribute(node, 'type') ?? 'info'] ?? 'Note';
      const body = children();
      const content = body.every((child) => child.type !== 'text' && child.type !== 'inlineCode')
        ? (body as BlockContent[])
        : [paragraph(...(body as PhrasingContent[]))];
      return [{ type: 'blockquote', children: [paragraph(strong(title)), ...content] }];
    }
    case 'Cards': {
      const cards = (node.children as RootContent[]).filter(
        (child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name === 'Card',
      );
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: cards.map((card) => {
          const description = attribute(card, 'description');
          const phrasing: PhrasingContent[] = [
            {
              type: 'link',
              url: absolute(attribute(card, 'href') ?? '#', context),
              children: [text(attribute(card, 'title') ?? '')],
            },
          ];
          if (description) phrasing.push(text(`: ${description}`));
          return { type: 'listItem', spread: false, children: [paragraph(...phrasing)] };
        }),
      };
      return [list];
    }
    case 'Card':
      return [
        paragraph({
          type: 'link',
          url: absolute(attribute(node, 'href') ?? '#', context),
          children: [text(attribute(node, 'title') ?? '')],
        }),
      ];
    case 'Steps': {
      let step = 0;
      return children().map((child) => {
        if (child.type !== 'heading' || child.depth !== 3) return child;
        step += 1;
        return { ...child, children: [text(`Step ${step}: `), ...child.children] } satisfies Heading;
      });
    }
    case 'Video': {
      const title = attribute(node, 'title') ?? 'Video';
      const id = attribute(node, 'id') ?? '';
      return [
        paragraph(text('Video: '), {
          type: 'link',
          url: absolute(context.videoUrl(id), context),
          children: [text(title)],
        }),
      ];
    }
    case 'Diagram': {
      // A drawing has no Markdown form: its text alternative (and caption) stand in for it.
      const caption = attribute(node, 'caption');
      return [
        paragraph(text(`Diagram: ${attribute(node, 'alt') ?? attribute(node, 'name') ?? ''}`)),
        ...(caption ? [paragraph({ type: 'emphasis', children: [text(caption)] })] : []),
      ];
    }
    case 'PlanAvailability': {
      const [header = [], ...rows] = context.planTable();
      const row = (cells: string[]) => ({
        type: 'tableRow' as const,
        children: cells.map((cell) => ({ type: 'tableCell' as const, children: [text(cell)] })),
      });
      const table: Table = {
        type: 'table',
        align: header.map(() => null),
        children: [row(header), ...rows.map(row)],
      };
      return [table];
    }
    case 'PlanCards': {
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: context.planCards().map((card) => {
          // Each part ends as a sentence (taglines bring their own full stop, in their own script).
          const sentence = (part: string) => (/[.!?。！？]$/.test(part) ? part : `${part}.`);
          const parts = [
            [card.price, card.perMonth].filter(Boolean).join(' '),
            card.included,
            card.tagline,
            card.points.join('; '),
          ];
          const details = parts
            .filter((part): part is string => !!part)
            .map(sentence)
            .join(' ');
          return {
            type: 'listItem',
            spread: false,
            children: [
              paragraph(strong(card.name), text(`: ${details} `), {
                type: 'link',
                url: absolute(card.href, context),
                children: [text(card.cta)],
              }),
            ],
          };
        }),
      };
      return [list];
    }
    default:
      // Anything else (e.g. a plain HTML-like element) keeps only its content.
      return children();
  }
}

/** Front matter is metadata, not content: the title and description come from the context. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/**
 * Renders an MDX page as plain Markdown that reads well on its own: the title as the first heading,
 * the description under it, components resolved to Markdown, links absolute.
 */
export function mdxToMarkdown(source: string, context: MarkdownContext): string {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(stripFrontMatter(source));
  remarkFacts(context.locale ? { locale: context.locale } : {})(tree, { path: context.pagePath });
  const body = transformChildren(tree.children, context);
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [text(context.title)] }];
  if (context.description) head.push(paragraph(text(context.description)));
  const root: Root = { type: 'root', children: [...head, ...body] };
  return unified()
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_' })
    .stringify(root);
}
