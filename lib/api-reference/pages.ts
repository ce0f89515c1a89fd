import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { ServerChoice } from '@/lib/api-requests/console-state';
import type { RequestShape } from '@/lib/api-requests/request-shape';
import { markdownContent, type MarkdownContent } from '@/lib/page-content';
import { apiReference, type ApiOperation, type ApiReference } from './operations';
import {
  firstSentence,
  indexMarkdown,
  operationDocument,
  operationMarkdown,
  plainSentence,
} from './markdown';

/** Folder of the reference under /docs, and the file the build step writes (scripts/openapi.mjs). */
export const apiReferenceFolder = 'api-reference';
export const generatedDocument = '.generated/openapi.json';
/** The document the reference is generated from, also served at /openapi.yml. */
export const OPENAPI_FILE = 'content/openapi.yml';

/**
 * What an API reference page carries besides the usual page data (its TOC and search text worked out
 * when first asked for: `markdownContent`): its operation, or the index.
 */
export interface ApiPageData extends MarkdownContent {
  title: string;
  description: string;
  keywords: string[];
  /** The operation's id, or null on the reference's index page. */
  apiOperation: string | null;
  layout: 'default';
}

interface VirtualPage {
  type: 'page';
  path: string;
  data: ApiPageData;
}
interface VirtualMeta {
  type: 'meta';
  path: string;
  data: { title: string; pages: string[]; defaultOpen?: boolean };
}
export type ApiReferenceFile = VirtualPage | VirtualMeta;

/** What an API reference page renders: its content as an HTML tree and, for an operation, its console's setup. */
export interface ApiPageContent {
  tree: HastRoot;
  console?: { shape: RequestShape; servers: ServerChoice[] };
}

let cache: ApiReference | undefined;

/** The reference of the validated, dereferenced document the build step wrote. */
export function loadApiReference(): ApiReference {
  if (cache) return cache;
  const file = join(/* turbopackIgnore: true */ process.cwd(), generatedDocument);
  if (!existsSync(file))
    throw new Error(
      `${generatedDocument} is missing: run \`node scripts/openapi.mjs\` (npm run build runs it first)`,
    );
  cache = apiReference(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return cache;
}

export const operationUrl = (operation: ApiOperation) =>
  `/docs/${apiReferenceFolder}/${operation.tagSlug}/${operation.slug}`;

/**
 * The sentence a page's header, metadata and search result show under the operation's name: the
 * description's first sentence as plain text (the endpoint is shown right below it), else the endpoint.
 */
export function operationDescription(operation: ApiOperation, endpoint: string): string {
  return plainSentence(firstSentence(operation.description)) || endpoint;
}

export function findOperation(reference: ApiReference, operationId: string): ApiOperation | undefined {
  for (const tag of reference.tags)
    for (const operation of tag.operations) if (operation.operationId === operationId) return operation;
  return undefined;
}

/**
 * The virtual files the reference adds to the docs loader: the folder's meta (the index, then a
 * folder per tag in the document's order), an index page and one page per operation, each with the
 * title, description, TOC and search text of its Markdown.
 */
export function apiReferenceFiles(reference: ApiReference = loadApiReference()): ApiReferenceFile[] {
  const files: ApiReferenceFile[] = [
    {
      type: 'meta',
      path: `${apiReferenceFolder}/meta.json`,
      data: { title: 'API reference', pages: ['index', ...reference.tags.map((tag) => tag.slug)] },
    },
  ];
  files.push({
    type: 'page',
    path: `${apiReferenceFolder}/index.yml`,
    data: {
      title: 'API reference',
      description: `Every operation of the ${reference.title || 'public API'}, generated from its OpenAPI document.`,
      keywords: ['openapi', 'rest api', 'http api', 'endpoints', 'api reference', 'openapi.yml'],
      ...markdownContent(() => indexMarkdown(reference, operationUrl)),
      apiOperation: null,
      layout: 'default',
    },
  });
  for (const tag of reference.tags) {
    files.push({
      type: 'meta',
      path: `${apiReferenceFolder}/${tag.slug}/meta.json`,
      data: { title: tag.name, pages: tag.operations.map((operation) => operation.slug) },
    });
    for (const operation of tag.operations) {
      const document = operationDocument(operation, reference);
      files.push({
        type: 'page',
        path: `${apiReferenceFolder}/${tag.slug}/${operation.slug}.yml`,
        data: {
          title: operation.summary,
          description: operationDescription(operation, document.endpoint),
          keywords: [
            operation.operationId,
            document.endpoint,
            `${operation.method} ${operation.path}`,
            `${tag.name} api`,
          ],
          ...markdownContent(() => operationMarkdown(document)),
          apiOperation: operation.operationId,
          layout: 'default',
        },
      });
    }
  }
  return files;
}

/**
 * An API reference page as Markdown (its `.md` twin): the operation's whole page, or the index for
 * null; site links made absolute on `siteUrl`, as the other twins' links are. Null for an unknown id.
 */
export function apiReferenceMarkdown(
  operationId: string | null,
  siteUrl: string,
  reference: ApiReference = loadApiReference(),
): string | null {
  const absolute = (markdown: string) => markdown.replace(/\]\((\/[^)\s]*)\)/g, `](${siteUrl}$1)`);
  if (operationId === null) return absolute(indexMarkdown(reference, operationUrl));
  const operation = findOperation(reference, operationId);
  return operation ? absolute(operationMarkdown(operationDocument(operation, reference))) : null;
}
