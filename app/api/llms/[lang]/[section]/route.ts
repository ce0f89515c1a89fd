import { isLocale } from '@/lib/i18n';
import { apiError } from '@/server/http/api-error';
import { sectionIndexParams, sectionLlmsTxt, textResponse } from '@/server/llms';

/**
 * A section's llms.txt. The proxy sends `/docs/llms.txt` here as `en-US/docs` and `/ja/docs/llms.txt`
 * as `ja/docs` (lib/markdown/llms.ts); every file is built once, and any other address is the
 * not-found page.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return sectionIndexParams();
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ lang: string; section: string }> },
) {
  const { lang, section } = await params;
  const body = isLocale(lang) ? sectionLlmsTxt(lang, section) : null;
  if (body === null) return apiError('not_found', 'No such llms.txt.');
  return textResponse(body);
}
