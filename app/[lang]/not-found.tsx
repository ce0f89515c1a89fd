import Link from 'next/link';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages } from '@/lib/i18n';
import { BrokenLinkReport } from '@/components/not-found/broken-link-report.client';

/** The not-found block (SPEC section 2): answers with status 404. */
export default function NotFound() {
  const t = getMessages(defaultLocale);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-24 text-center outline-none">
      <title>{`${t.notFoundTitle} - ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-mono text-sm text-muted">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t.notFoundTitle}</h1>
      <p className="mt-3 text-muted">{t.notFoundText}</p>
      <p className="mt-6">
        <BrokenLinkReport
          newIssueUrl={`${siteConfig.docsRepository.url}/issues/new`}
          text={t.notFoundReport}
        />
      </p>
      <p className="mt-4">
        <Link href="/" className="text-sm text-muted underline underline-offset-2 hover:text-fg">
          {t.notFoundHome}
        </Link>
      </p>
    </main>
  );
}
