import 'server-only';
import { rehypeCode, remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { rehypeCodeOptions } from '@/lib/code-highlight';
import { indexMarkdown, operationDocument, sandboxSection, sdkLanguage } from '@/lib/api-reference/markdown';
import { kebabCase } from '@/lib/api-reference/operations';
import {
  findOperation,
  loadApiReference,
  operationUrl,
  type ApiPageContent,
} from '@/lib/api-reference/pages';

const markdownParser = unified().use(remarkParse).use(remarkGfm);
/**
 * The MDX pages' Markdown pipeline without raw HTML (the document's descriptions are text): GFM
 * tables, heading ids (the same plugin made the page's TOC from the same Markdown), Shiki.
 */
const pipeline = unified().use(remarkHeading).use(remarkRehype).use(rehypeCode, rehypeCodeOptions);

const parsed = (markdown: string): RootContent[] => markdownParser.parse(markdown).children;

/** A block the page's components render (`api-endpoint`, `api-code-tabs`), carried through mdast. */
function element(name: string, properties: Record<string, string>, children: RootContent[] = []) {
  return {
    type: 'blockquote',
    children,
    data: { hName: name, hProperties: properties },
  } as unknown as RootContent;
}

async function toTree(children: RootContent[]): Promise<HastRoot> {
  return pipeline.run({ type: 'root', children } satisfies MdastRoot, new VFile());
}

/**
 * An API reference page's content as an HTML tree: for an operation, its endpoint, the Markdown of
 * its description, parameters and body, the request examples as one tab group, and its responses;
 * for the index (operationId null), the list of operations. Null when the operation is unknown.
 */
export async function apiReferenceTree(operationId: string | null): Promise<ApiPageContent | null> {
  const reference = loadApiReference();
  if (operationId === null) return { tree: await toTree(parsed(indexMarkdown(reference, operationUrl))) };
  const operation = findOperation(reference, operationId);
  if (!operation) return null;
  const document = operationDocument(operation, reference);
  const tree = await toTree([
    element('api-endpoint', {
      method: operation.method.toUpperCase(),
      path: document.endpoint.slice(document.endpoint.indexOf(' ') + 1),
    }),
    element('api-try-it', {}),
    ...parsed(document.intro),
    ...parsed('## Request example'),
    element(
      'api-code-tabs',
      { labels: document.snippets.map((snippet) => snippet.label).join(',') },
      document.snippets.map((snippet) =>
        element(
          'div',
          {},
          snippet.sdk
            ? [
                {
                  type: 'code',
                  lang: sdkLanguage(snippet.label),
                  meta: 'title="With the SDK"',
                  value: snippet.sdk,
                },
                { type: 'code', lang: snippet.language, meta: 'title="Over HTTP"', value: snippet.code },
              ]
            : [{ type: 'code', lang: snippet.language, value: snippet.code }],
        ),
      ),
    ),
    ...parsed(sandboxSection(document.sandbox)),
    ...parsed(document.responses),
  ]);
  return {
    tree,
    console: {
      // The answer's examples and schema stay on the server: the console shows what comes back.
      shape: { ...operation.request, success: { status: operation.request.success.status } },
      servers: reference.servers.map((server) => ({
        id: kebabCase(server.description || server.template),
        label: server.description || server.template,
        template: server.template,
        variables: server.variables,
      })),
    },
  };
}
