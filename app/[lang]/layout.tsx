import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import Script from 'next/script';
import { integrations } from '@/config/integrations';
import { siteConfig } from '@/config/site';
import { SupportLauncher } from '@/components/support/support-launcher.client';
import { Tracking } from '@/components/third-party/tracking.client';
import { Banner } from '@/components/banner/banner';
import { FeedbackWidget } from '@/components/feedback/feedback-widget.client';
import { Footer } from '@/components/footer/footer';
import { Navbar } from '@/components/navbar/navbar';
import { getMessages, isLocale, locales } from '@/lib/i18n';
import { preferencesScript } from '@/lib/theme';
import { searchFiles } from '@/server/search';
import '../globals.css';

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export const metadata: Metadata = {
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0d0f14' },
  ],
};

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const t = getMessages(lang);
  const search = searchFiles(lang);
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        {/* Applies the stored theme and banner dismissal before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: preferencesScript(siteConfig.banner.key) }} />
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
        <Navbar locale={lang} search={{ indexUrl: search.index.path, textUrl: search.text.path }} />
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
