import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OPENAPI_FILE } from '@/lib/api-reference/pages';

export const dynamic = 'force-static';

/** The public API's OpenAPI 3.1 document, as written (the reference pages are generated from it). */
export async function GET() {
  const text = await readFile(join(/* turbopackIgnore: true */ process.cwd(), OPENAPI_FILE), 'utf8');
  return new Response(text, {
    headers: {
      'Content-Type': 'application/yaml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
