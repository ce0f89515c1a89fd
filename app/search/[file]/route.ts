import { apiError } from '@/server/http/api-error';
import { allSearchFiles } from '@/server/search';

/** The search files are built with the site and never change under their content-hashed names. */
export const dynamicParams = false;

export async function generateStaticParams() {
  return [...(await allSearchFiles()).keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = (await allSearchFiles()).get(file);
  if (!found) return apiError('not_found', 'No such search file.');
  return new Response(found.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Robots-Tag': 'noindex',
    },
  });
}
