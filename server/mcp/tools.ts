import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  McpError,
  type CallToolResult,
  type ToolAnnotations,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { formatIssues } from '@/config/issues';
import { markdownUrl, pagePathOfAddress } from '@/lib/markdown/paths';
import { resultGroupOf, type ResultGroup } from '@/lib/search/collections';
import type { SearchIndex } from '@/lib/search/engine';
import { snippetOf } from '@/lib/search/snippets';
import { unsafeCharacter } from '@/lib/unsafe-characters';
import type { RateLimiter } from '@/server/http/rate-limit';
import {
  maxAddressLength,
  maxPageCharacters,
  maxQueryLength,
  maxQuestionLength,
  searchResultCount,
} from './limits';

/** The sections `list_pages` lists: the reference collections and the changelog. */
export const listedSections = [
  'docs',
  'self-hosting',
  'integrations',
  'guides',
  'faq',
  'security',
  'changelog',
] as const;

/** A section of the site with its indexable pages (`url` is a site path). */
export interface DocsSection {
  /** The collection's folder under content/: `docs`, `self-hosting`, … */
  id: string;
  title: string;
  pages: readonly { title: string; url: string; description: string }[];
}

/** What the `ask` tool needs of an Ask AI answer (the assistant may add more fields). */
export interface AskAnswer {
  answer: string;
  sources: readonly { title: string; heading: string; url: string }[];
  /** True when a model wrote the answer; false when it quotes the docs. */
  generated: boolean;
}

/** What the tools read: the site's search, pages and assistant. */
export interface DocsToolDeps {
  siteUrl: string;
  siteName: string;
  locales: readonly string[];
  defaultLocale: string;
  /** The locale's search index with its section texts attached. */
  indexFor: (locale: string) => Promise<SearchIndex>;
  /** The search result groups' labels (Docs, Self Hosting, …) in a locale. */
  groupLabelsFor: (locale: string) => Record<ResultGroup, string>;
  /** A page's Markdown twin by its site path, or null when there is no such page. */
  markdownFor: (path: string) => Promise<string | null>;
  /** Every section with its indexable pages, in reading order. */
  sections: () => readonly DocsSection[];
  /** Ask AI's grounded answer to a question. */
  /** `signal`: the MCP client's request; when it is aborted (the client left) the model's stops too. */
  ask: (question: string, locale: string | undefined, signal?: AbortSignal) => Promise<AskAnswer>;
  /** Questions per client: the model behind `ask` costs more than a search. */
  askLimiter: RateLimiter;
  log?: (message: string) => void;
}

/** A tool: its listing, its arguments' schema (the one source of truth for both) and its work. */
interface DocsTool {
  name: string;
  title: string;
  description: string;
  input: z.ZodObject;
  annotations: ToolAnnotations;
  run: (args: Record<string, unknown>) => Promise<CallToolResult>;
}

const readOnly: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** A line of text (or lines, for questions) of at most `max` characters, trimmed and non-empty. */
function textArgument(max: number, { multiline = false } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !unsafeCharacter(value, { multiline }), {
      error: 'must not contain control characters',
    });
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const toolError = (value: string): CallToolResult => ({ ...text(value), isError: true });
/** What a caller sent, quoted in a message without flooding it. */
const quoted = (value: string) => JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);

/** `path: message; path: message` for the first few problems of a parse (config/issues.ts). */
function problemsOf(error: z.ZodError): string {
  return formatIssues(error.issues.slice(0, 5)).join('; ');
}

/** The names of the tools `docsTools` makes, in its order (the insights count calls of these by name). */
export const docsToolNames = ['search_docs', 'get_page', 'list_pages', 'ask'] as const;

/** The four tools, for one request's client (`client` keys the `ask` limit). */
function docsTools(deps: DocsToolDeps, client: string, signal?: AbortSignal): DocsTool[] {
  // Written as llms.txt and the Markdown twins write links: the site URL and the path as it is (a
  // Japanese heading's anchor stays readable rather than percent-encoded).
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.siteUrl}${url}` : url);
  const locale = z
    .enum(deps.locales as [string, ...string[]], { error: `must be one of ${deps.locales.join(', ')}` })
    .optional()
    .describe(
      `The language of the pages, one of ${deps.locales.join(', ')} (default ${deps.defaultLocale}).`,
    );

  const searchDocs: DocsTool = {
    name: 'search_docs',
    title: 'Search the docs',
    description:
      `Searches the ${deps.siteName} website (docs, self-hosting, integrations, guides, FAQ, security, ` +
      'changelog, blog) with its own search engine and returns the best pages: title, URL, section and a ' +
      'snippet of the best matching text. Read a page with get_page.',
    input: z.strictObject({
      query: textArgument(maxQueryLength).describe(
        `Words to look for, as typed into the site's search box (at most ${maxQueryLength} characters).`,
      ),
      locale,
    }),
    annotations: readOnly,
    async run(args) {
      const query = args.query as string;
      const lang = (args.locale as string | undefined) ?? deps.defaultLocale;
      const index = await deps.indexFor(lang);
      const labels = deps.groupLabelsFor(lang);
      const { pages, terms } = index.search(query);
      if (pages.length === 0) {
        return text(`No pages match ${quoted(query)}. Try other words, or browse a section with list_pages.`);
      }
      const results = pages.slice(0, searchResultCount).map((page, i) => {
        const best = page.sections[0];
        const section = best?.section ?? page.intro ?? index.firstSectionOf(page.page);
        const excerpt = (index.textOf(section) ?? '').replace(/\s+/g, ' ').trim();
        const lines = [
          `${i + 1}. ${page.title} (${labels[resultGroupOf(page.url)]})`,
          `   ${absolute(page.url)}`,
        ];
        if (best?.heading) lines.push(`   Best match: ${best.heading}, ${absolute(best.url)}`);
        if (excerpt) lines.push(`   ${snippetOf(excerpt, terms, 200).text}`);
        return lines.join('\n');
      });
      return text(`Pages matching ${quoted(query)}, best first:\n\n${results.join('\n\n')}`);
    },
  };

  const getPage: DocsTool = {
    name: 'get_page',
    title: 'Read a page as Markdown',
    description:
      `Returns a page of the ${deps.siteName} website as Markdown (its .md twin: title first, links ` +
      'absolute). Takes a site path such as /docs/get-started, a full URL of the site, or a .md URL.',
    input: z.strictObject({
      path: textArgument(maxAddressLength).describe(
        `The page: /docs/get-started, ${deps.siteUrl}/docs/get-started or ${deps.siteUrl}/docs/get-started.md.`,
      ),
    }),
    annotations: readOnly,
    async run(args) {
      const address = args.path as string;
      const path = pagePathOfAddress(address, deps.siteUrl);
      const markdown = path === null ? null : await deps.markdownFor(path);
      if (path === null || markdown === null) {
        return toolError(
          `No page at ${quoted(address)} on ${deps.siteUrl}. Find pages with search_docs, or list a ` +
            'section with list_pages.',
        );
      }
      if (markdown.length <= maxPageCharacters) return text(markdown);
      return text(
        `${markdown.slice(0, maxPageCharacters)}\n\n[Cut at ${maxPageCharacters} characters; the whole ` +
          `page is at ${absolute(markdownUrl(path))}]`,
      );
    },
  };

  const listPages: DocsTool = {
    name: 'list_pages',
    title: 'List the pages of a section',
    description:
      `Lists the pages of a section of the ${deps.siteName} website with their URLs and descriptions: ` +
      `${listedSections.join(', ')}. Without a section, lists all of them, grouped.`,
    input: z.strictObject({
      section: z
        .enum(listedSections, { error: `must be one of ${listedSections.join(', ')}` })
        .optional()
        .describe(`One of ${listedSections.join(', ')}; leave out for every section.`),
    }),
    annotations: readOnly,
    async run(args) {
      const wanted = args.section as string | undefined;
      const sections = deps
        .sections()
        .filter((section) =>
          wanted ? section.id === wanted : (listedSections as readonly string[]).includes(section.id),
        );
      if (sections.length === 0) return text(`The section ${wanted} has no pages yet.`);
      return text(
        sections
          .map((section) =>
            [
              `## ${section.title} (${section.id})`,
              '',
              ...section.pages.map((page) => `- [${page.title}](${absolute(page.url)}): ${page.description}`),
            ].join('\n'),
          )
          .join('\n\n'),
      );
    },
  };

  const ask: DocsTool = {
    name: 'ask',
    title: 'Ask the docs',
    description:
      `Answers a question about ${deps.siteName} from its documentation, as the site's Ask AI does, ` +
      'with the numbered pages the answer rests on. Read a source in full with get_page.',
    input: z.strictObject({
      question: textArgument(maxQuestionLength, { multiline: true }).describe(
        `The question, in any of the site's languages (at most ${maxQuestionLength} characters).`,
      ),
      locale,
    }),
    annotations: { ...readOnly, idempotentHint: false },
    async run(args) {
      const { allowed, retryAfter } = await deps.askLimiter.hit(client);
      if (!allowed) return toolError(`Too many questions; ask again in ${retryAfter} s, or use search_docs.`);
      const answer = await deps.ask(args.question as string, args.locale as string | undefined, signal);
      const sources = answer.sources.map(
        (source, i) =>
          `[${i + 1}] ${source.heading ? `${source.title} › ${source.heading}` : source.title}: ${absolute(source.url)}`,
      );
      return text(
        [
          answer.answer,
          ...(answer.generated ? ['(AI-generated from the documentation; it may contain errors.)'] : []),
          sources.length > 0 ? `Sources:\n${sources.join('\n')}` : 'Sources: none found.',
        ].join('\n\n'),
      );
    },
  };

  return [searchDocs, getPage, listPages, ask];
}

/**
 * An MCP server with the docs tools, for one request (stateless: a new one each time). Tools are
 * listed by the SDK from their zod schemas. Calls are answered here, not by the SDK's default: it
 * reports an unknown tool or bad arguments as a tool result with `isError`, and this server answers
 * them as JSON-RPC errors (invalid params) naming the problem, as callers of a read-only API expect;
 * a tool result with `isError` is kept for a well-formed call that finds nothing (an unknown page).
 */
export function createDocsServer(deps: DocsToolDeps, client: string, signal?: AbortSignal): McpServer {
  const server = new McpServer(
    { name: `${deps.siteName.toLowerCase()}-docs`, title: `${deps.siteName} docs`, version: '1.0.0' },
    {
      instructions:
        `Read-only access to the ${deps.siteName} website: search_docs finds pages, get_page reads one ` +
        'as Markdown, list_pages lists a section, ask answers a question from the docs with sources.',
    },
  );
  const tools = docsTools(deps, client, signal);
  for (const tool of tools) {
    const { title, description, input: inputSchema, annotations } = tool;
    server.registerTool(tool.name, { title, description, inputSchema, annotations }, (args) =>
      tool.run(args),
    );
  }
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  server.server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = byName.get(params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool ${quoted(params.name)}; the tools are ${tools.map((t) => t.name).join(', ')}.`,
      );
    }
    const parsed = tool.input.safeParse(params.arguments ?? {});
    if (!parsed.success) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Invalid arguments for ${tool.name}: ${problemsOf(parsed.error)}`,
      );
    }
    try {
      return await tool.run(parsed.data);
    } catch (error) {
      deps.log?.(`mcp tool ${tool.name} failed: ${(error as Error).message}`);
      return toolError(`${tool.name} failed on the server; try again shortly.`);
    }
  });
  return server;
}
