import { pagePathFromSegments } from '@/lib/markdown/paths';
import { apiError } from '@/server/http/api-error';
import { markdownTwin, notFoundMarkdown } from '@/server/llms';
import { suggestionsFor } from '@/server/not-found/runtime';

/**
 * Markdown twins. The proxy sends `/{page}.md` and `Accept: text/markdown` requests here; the path
 * only selects one of the site's known pages and never names a file. Each twin ends with the note
 * for agents (where the indexes, the MCP server and the feedback API are). A page address that does
 * not exist gets a Markdown 404 with the pages it may have meant; anything else a JSON 404.
 */
function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const parts = path.map(decode);
  const pagePath = parts.every((part) => part !== null) ? pagePathFromSegments(parts) : null;
  const markdown = pagePath ? await markdownTwin(pagePath) : null;
  if (markdown === null) {
    const headers = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store', Vary: 'Accept' };
    if (pagePath === null)
      return apiError('not_found', 'No Markdown version of this page: it does not exist.', { headers });
    return new Response(notFoundMarkdown(pagePath, await suggestionsFor(pagePath)), {
      status: 404,
      headers: { 'Content-Type': 'text/markdown; charset=utf-8', ...headers },
    });
  }
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
      Vary: 'Accept',
    },
  });
}
