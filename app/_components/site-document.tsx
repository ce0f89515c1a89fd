import type { ReactNode } from 'react';
import Script from 'next/script';
import { integrations } from '@/config/integrations';
import { insightsBeaconOn } from '@/config/insights';
import { InsightsBeacon } from '@/components/insights/insights-beacon.client';
import { insightsAttribute } from '@/lib/insights/send';
import { siteConfig } from '@/config/site';
import { SupportLauncher } from '@/components/support/support-launcher.client';
import { Tracking } from '@/components/third-party/tracking.client';
import { Banner } from '@/components/banner/banner';
import { FeedbackWidget } from '@/components/feedback/feedback-widget.client';
import { Footer } from '@/components/footer/footer';
import { Navbar } from '@/components/navbar/navbar';
import { format, getMessages, localeNames, locales, type Locale } from '@/lib/i18n';
import { UntranslatedNotice } from '@/components/i18n/untranslated-notice.client';
import { searchShortcutScript } from '@/lib/search/shortcut';
import { preferencesScript } from '@/lib/theme';
import { sans } from './fonts';

export interface SiteDocumentProps {
  lang: Locale;
  /** The locale's content-hashed search files (server/search.ts), loaded by the route. */
  search: { indexUrl: string; textUrl: string };
  /** The page says an address was not found: the beacon reports the address, not a view. */
  notFound?: boolean;
  children: ReactNode;
}

/**
 * The id of an empty element after the page's last visible markup. Until the parser reaches it the
 * browser does not paint (`<link rel="expect" blocking="render">`): a slow device would otherwise paint
 * a half-parsed page, and every right-aligned group (the navbar's controls, Copy as Markdown, the
 * launchers) would move as its later children arrived. The framework's payload scripts come after it.
 */
export const markupEndId = 'markup-end';

/**
 * The whole HTML document around a page: theme script, banner, navbar, footer, feedback and support.
 * Shared by the locale layout and the global not-found page, which Next.js renders without a layout.
 */
/** Each language's notice for a page it has no translation of, named in its own words. */
const untranslatedMessages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    format(getMessages(locale).languageUntranslated, { language: localeNames[locale] }),
  ]),
);

export function SiteDocument({ lang, search, notFound = false, children }: SiteDocumentProps) {
  const t = getMessages(lang);
  return (
    <html
      lang={lang}
      className={sans.variable}
      {...{ [insightsAttribute]: insightsBeaconOn ? 'on' : undefined }}
      suppressHydrationWarning
    >
      <head>
        {/* Applies the stored theme and banner dismissal before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: preferencesScript(siteConfig.banner.key) }} />
        {/* `/` and Ctrl/Cmd+K focus the search box from the first paint, not only once it is interactive. */}
        <script dangerouslySetInnerHTML={{ __html: searchShortcutScript() }} />
        <link rel="expect" href={`#${markupEndId}`} blocking="render" />
        {integrations.consent ? (
          <Script src={integrations.consent.scriptUrl} strategy="beforeInteractive" />
        ) : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-bg text-fg antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-bg px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t.skipToContent}
        </a>
        <Banner t={t} locale={lang} />
        <Navbar locale={lang} search={search} />
        <UntranslatedNotice messages={untranslatedMessages} />
        <div className="flex-1">{children}</div>
        <FeedbackWidget
          locales={locales}
          labels={{
            question: t.feedbackQuestion,
            yes: t.feedbackYes,
            no: t.feedbackNo,
            support: t.feedbackSupport,
            positivePrompt: t.feedbackPositivePrompt,
            negativePrompt: t.feedbackNegativePrompt,
            positivePlaceholder: t.feedbackPositivePlaceholder,
            negativePlaceholder: t.feedbackNegativePlaceholder,
            send: t.feedbackSend,
            thanks: t.feedbackThanks,
            done: t.feedbackDone,
            close: t.close,
          }}
        />
        <Footer t={t} locale={lang} />
        <SupportLauncher
          chatScriptUrl={integrations.chat?.scriptUrl ?? null}
          labels={{
            contactSupport: t.contactSupport,
            close: t.close,
            intro: t.supportIntro,
            supportPage: t.supportPage,
            community: t.supportCommunity,
            issues: t.supportIssues,
          }}
          links={{
            supportPage: '/support',
            community: siteConfig.community.discord,
            issues: `${siteConfig.repository.url}/issues`,
          }}
        />
        <span id={markupEndId} hidden />
        {insightsBeaconOn ? <InsightsBeacon notFound={notFound} /> : null}
        {integrations.analytics || integrations.crm ? (
          <Tracking
            analytics={integrations.analytics}
            crm={integrations.crm}
            consentRequired={!!integrations.consent}
          />
        ) : null}
      </body>
    </html>
  );
}
