import { siteConfig } from '@/config/site';
import { type Locale, type Messages } from '@/lib/i18n';
import { BannerDismiss } from './banner-dismiss.client';
import { LocaleLink } from '@/components/i18n/locale-link';

/** The announcement bar above the navbar: 2.5rem high, dismissible. */
export function Banner({ t, locale }: { t: Messages; locale: Locale }) {
  const { key, href } = siteConfig.banner;
  return (
    <div
      role="region"
      aria-label={t.bannerText}
      data-banner-key={key}
      className="site-banner relative flex h-banner items-center justify-center bg-accent px-10 text-sm text-accent-fg dark:border-b dark:border-border dark:bg-[#191c33] dark:text-fg"
    >
      <p className="truncate py-1">
        {/* The whole sentence is the link, so a narrow screen that cuts the text still offers it. */}
        <LocaleLink href={href} locale={locale} className="hover:underline">
          {t.bannerText}{' '}
          <span className="hidden font-semibold underline underline-offset-2 sm:inline">
            {t.bannerLink} →
          </span>
        </LocaleLink>
      </p>
      <BannerDismiss bannerKey={key} label={t.dismissBanner} />
    </div>
  );
}
