import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages } from '@/lib/i18n';
import { PlainNotFoundBlock } from '@/components/not-found/not-found-block';

/**
 * A `notFound()` thrown inside a locale's pages. Unknown addresses never get here: every route lists
 * its pages (`dynamicParams = false`), so they get app/global-not-found.tsx, rendered once at build.
 */
export default function NotFound() {
  const t = getMessages(defaultLocale);
  return (
    <>
      <title>{`${t.notFoundTitle} - ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex" />
      <PlainNotFoundBlock />
    </>
  );
}
