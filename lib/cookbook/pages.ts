import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StructuredData } from 'fumadocs-core/mdx-plugins';
import type { TOCItemType } from 'fumadocs-core/toc';
import { markdownContent, type MarkdownContent } from '@/lib/page-content';
import type { GuideTopic } from '@/config/guide-topics';
import { notebookInfo, parseNotebook, pageCells, type Notebook } from '@/lib/notebook/nbformat';
import {
  cookbookGuideBase,
  deriveRoutes,
  notebookName,
  validateRegistry,
  type RegistryEntry,
} from './registry';

/** What a page rendered from a notebook carries besides the usual page data. */
export interface NotebookRef {
  /** File name in cookbook/, e.g. `integration_langchain.ipynb`. */
  file: string;
  /** The docs path that is this page's canonical URL (guide pages of notebooks with a docsPath). */
  canonicalPath?: string;
}

/**
 * The page data a notebook page shares with MDX pages (title, description; its TOC and search text
 * worked out when first asked for: `markdownContent`) plus its notebook.
 */
export interface NotebookPageData extends MarkdownContent {
  title: string;
  description: string;
  notebook: NotebookRef;
  /** Search keywords from the notebook's metadata, when it has some. */
  keywords?: string[];
  /** The registry entry's topic, which files the notebook in the Guides grid. */
  topic: GuideTopic;
  /** Notebook pages use the default docs layout (sidebar, content, table of contents). */
  layout: 'default';
  noindex?: boolean;
}

export interface CookbookIndexData {
  title: string;
  description: string;
  toc: TOCItemType[];
  structuredData: StructuredData;
  cookbookIndex: { title: string; description: string; url: string }[];
  layout: 'default';
}

/** The sections a notebook page can live in, by the first segment of its path. */
export type CookbookSection = 'docs' | 'integrations' | 'guides';

interface VirtualPage<Data> {
  type: 'page';
  path: string;
  absolutePath?: string;
  data: Data;
}
interface VirtualMeta {
  type: 'meta';
  path: string;
  data: { title: string; pages: string[] };
}
/** A section's notebook pages (with their folders' meta) and its cookbook index (guides only). */
export interface CookbookSectionFiles {
  notebooks: (VirtualPage<NotebookPageData> | VirtualMeta)[];
  index: (VirtualPage<CookbookIndexData> | VirtualMeta)[];
}

const root = process.cwd();
const cookbookDir = join(root, 'cookbook');

/**
 * The notebook's markdown cells as one Markdown text, for the table of contents and the search
 * text. Code cells are left out, as code blocks are from MDX pages' search text.
 */
export function notebookMarkdown(notebook: Notebook): string {
  return pageCells(notebook)
    .filter((cell) => cell.cell_type === 'markdown')
    .map((cell) => cell.source)
    .filter(Boolean)
    .join('\n\n');
}

export function readRegistry(): RegistryEntry[] {
  const file = join(cookbookDir, '_routes.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cookbook/_routes.json: ${(error as Error).message}`);
  }
  return validateRegistry(json, (notebook) => existsSync(join(cookbookDir, notebook)));
}

let cache: Record<CookbookSection, CookbookSectionFiles> | undefined;

/**
 * The virtual files the notebooks add to the docs, integrations and guides loaders: a page per
 * derived route, the Guides › Cookbook folder's meta (listing the `isGuide` notebooks) and its index.
 * A bad registry entry or notebook fails the build with a message naming it.
 */
export function cookbookFiles(): Record<CookbookSection, CookbookSectionFiles> {
  if (cache) return cache;
  const entries = readRegistry();
  const files: Record<CookbookSection, CookbookSectionFiles> = {
    docs: { notebooks: [], index: [] },
    integrations: { notebooks: [], index: [] },
    guides: { notebooks: [], index: [] },
  };
  const info = new Map<string, { title: string; description: string }>();
  const topics = new Map(entries.map((entry) => [entry.notebook, entry.topic]));
  for (const route of deriveRoutes(entries)) {
    const fileName = route.ipynbPath.slice('cookbook/'.length);
    const notebook = parseNotebook(
      readFileSync(join(/* turbopackIgnore: true */ root, route.ipynbPath), 'utf8'),
      route.ipynbPath,
    );
    const { title, description, keywords } = notebookInfo(notebook, route.ipynbPath);
    info.set(fileName, { title, description });
    const [section, ...rest] = route.path.split('/') as [CookbookSection, ...string[]];
    files[section].notebooks.push({
      type: 'page',
      path: `${rest.join('/')}.ipynb`,
      absolutePath: join(/* turbopackIgnore: true */ root, route.ipynbPath),
      data: {
        title,
        description,
        ...(keywords ? { keywords } : {}),
        ...markdownContent(() => notebookMarkdown(notebook)),
        notebook: { file: fileName, canonicalPath: route.canonicalPath },
        topic: topics.get(fileName)!,
        layout: 'default',
      },
    });
  }
  const guides = entries.filter((entry) => entry.isGuide);
  const folder = cookbookGuideBase.slice('guides/'.length);
  files.guides.index.push(
    {
      type: 'meta',
      path: `${folder}/meta.json`,
      data: { title: 'Cookbook', pages: ['index', ...guides.map((e) => notebookName(e.notebook))] },
    },
    {
      type: 'page',
      path: `${folder}/index.ipynb`,
      data: {
        title: 'Cookbook',
        description:
          'Runnable Jupyter notebooks that show Spanlight at work: evaluation, prompt management, datasets, data migration and the SDK.',
        toc: [],
        structuredData: { headings: [], contents: [] },
        layout: 'default',
        cookbookIndex: guides.map((entry) => ({
          ...info.get(entry.notebook)!,
          url: `/${cookbookGuideBase}/${notebookName(entry.notebook)}`,
        })),
      },
    },
  );
  cache = files;
  return files;
}
