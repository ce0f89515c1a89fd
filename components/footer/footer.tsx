import { siteConfig } from '@/config/site';
import { copyrightRange } from '@/lib/format';
import { defaultLocale, format, localeNames, locales, type Locale, type Messages } from '@/lib/i18n';
import { translatedUrl } from '@/lib/source';
import { LanguageSwitch } from '@/components/i18n/language-switch.client';
import { LocaleLink } from '@/components/i18n/locale-link';

const groupTitles = {
  platform: 'footerPlatform',
  integrations: 'footerIntegrations',
  resources: 'footerResources',
  about: 'footerAbout',
  legal: 'footerLegal',
} as const;

/**
 * The footer's link groups, the language switch and the copyright lines. Links point at the
 * page in the current language where it is translated, at the English page otherwise.
 */
export function Footer({ t, locale }: { t: Messages; locale: Locale }) {
  const year = new Date().getFullYear();
  return (
    <footer
      aria-label={t.footerLabel}
      className="mt-16 border-t border-border bg-card [.feedback-strip+&]:mt-0"
    >
      <div className="mx-auto grid max-w-[90rem] grid-cols-2 gap-8 px-4 py-12 sm:grid-cols-3 lg:grid-cols-5">
        {siteConfig.footer.map((group) => {
          const title = t[groupTitles[group.titleKey]];
          return (
            <section key={group.titleKey} aria-label={title}>
              <h2 className="text-sm font-semibold">{title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => {
                  const label = 'labelKey' in link ? t[link.labelKey] : link.label;
                  return (
                    <li key={link.href}>
                      {link.href.startsWith('/') ? (
                        <LocaleLink
                          href={translatedUrl(link.href, locale)}
                          locale={locale}
                          className="text-muted hover:text-fg"
                        >
                          {label}
                        </LocaleLink>
                      ) : (
                        <a href={link.href} className="text-muted hover:text-fg">
                          {label}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      {/* pb-36: the end of every page keeps room for the Contact Support launcher (80 px up, 44 px tall),
          so at the bottom it shows over empty space (components/support/covers-content.ts). */}
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center justify-between gap-4 border-t border-border px-4 pt-6 pb-36 text-sm text-muted">
        <div>
          <p>{format(t.footerCopyright, { license: siteConfig.license, year })}</p>
          <p>
            {copyrightRange(siteConfig.copyrightStartYear, year)} {siteConfig.owner}
          </p>
        </div>
        <LanguageSwitch
          current={locale}
          locales={locales}
          defaultLocale={defaultLocale}
          names={localeNames}
          label={t.language}
          cookieMaxAge={siteConfig.i18n.cookieMaxAge}
        />
      </div>
    </footer>
  );
}
