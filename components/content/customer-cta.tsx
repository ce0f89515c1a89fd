import Link from 'next/link';
import { siteConfig } from '@/config/site';
import type { Messages } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** The call to action at the end of every customer story. */
export function CustomerCallToAction({ t }: { t: Messages }) {
  const app = siteConfig.regions.find((region) => region.id === 'eu')?.url ?? siteConfig.regions[0]!.url;
  return (
    <section
      aria-labelledby="customer-cta"
      className="mt-14 rounded-xl border border-border bg-card px-6 py-8 text-center"
    >
      <h2 id="customer-cta" className="text-2xl font-semibold tracking-tight">
        {t.ctaTitle}
      </h2>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild variant="cta" size="lg">
          <a href={app}>{t.ctaStartForFree}</a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href="/docs">{t.ctaViewDocs}</Link>
        </Button>
        <Button asChild variant="ghost" size="lg">
          <Link href="/talk-to-us">{t.ctaTalkToExpert}</Link>
        </Button>
      </div>
      <p className="mt-5 text-sm text-muted">{t.ctaNote}</p>
    </section>
  );
}
