import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readRegistry } from '@/lib/cookbook/pages';
import { apiError } from '@/server/http/api-error';

export const dynamicParams = false;

/** Every registered notebook's source file, served as it is at /cookbook/{notebook}. */
export function generateStaticParams() {
  return readRegistry().map((entry) => ({ notebook: entry.notebook }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ notebook: string }> }) {
  const { notebook } = await params;
  // Only registered names reach here (dynamicParams is false), never a path from the request.
  const entry = readRegistry().find((candidate) => candidate.notebook === notebook);
  if (!entry) return apiError('not_found', 'No such notebook.');
  const bytes = await readFile(join(process.cwd(), 'cookbook', entry.notebook));
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/x-ipynb+json',
      'Content-Disposition': `inline; filename="${entry.notebook}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
