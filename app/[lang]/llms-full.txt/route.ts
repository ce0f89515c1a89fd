import { defaultLocale, isLocale, locales } from '@/lib/i18n';
import { hasPages, llmsFullTxt, textResponse } from '@/server/llms';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** `/{locale}/llms-full.txt` for each other locale that has pages of its own. */
export function generateStaticParams() {
  return locales.filter((locale) => locale !== defaultLocale && hasPages(locale)).map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang) || lang === defaultLocale) {
    return Response.json({ error: 'No such locale' }, { status: 404 });
  }
  return textResponse(await llmsFullTxt(lang));
}
