import type { ReactNode } from 'react';
import { homeTextFor, homeVisuals, type HomeVisual } from '@/config/home-text';
import type { Locale } from '@/config/schema';
import { siteConfig } from '@/config/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { compactNumber } from '@/lib/format';
import { format, getMessages } from '@/lib/i18n';
import { translatedUrl } from '@/lib/source';
import { CustomerQuotes } from './customer-proof';
import { HomeVisualFor } from './feature-visuals';
import { LocaleLink } from '@/components/i18n/locale-link';
import { ProjectIcon, StarIcon, VideoIcon } from '@/components/ui/icons';

function visualName(name: unknown): HomeVisual {
  if (homeVisuals.includes(name as HomeVisual)) return name as HomeVisual;
  throw new Error(
    `content/pages/index*.mdx: <Feature visual="${String(name)}"> names no picture; use one of ${homeVisuals.join(', ')}.`,
  );
}

/** A link to a page in the reader's language (where it is translated). */
function TranslatedLink({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale: Locale;
  className: string;
  children: ReactNode;
}) {
  const target = translatedUrl(href, locale);
  return (
    <LocaleLink href={target} locale={locale} className={className}>
      {children}
    </LocaleLink>
  );
}

/**
 * The page's two buttons: "Get started" and a second way in (the docs above the fold, the
 * self-hosting guide in the closing band).
 */
export function HomeActions({
  locale,
  second,
  className,
}: {
  locale: Locale;
  second: { href: string; label: string };
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <TranslatedLink
        href="/docs/get-started"
        locale={locale}
        className={buttonVariants({ variant: 'cta', size: 'lg' })}
      >
        {getMessages(locale).getStarted}
      </TranslatedLink>
      <TranslatedLink
        href={second.href}
        locale={locale}
        className={buttonVariants({ variant: 'outline', size: 'lg' })}
      >
        {second.label}
      </TranslatedLink>
    </div>
  );
}

/** The two demos: the interactive demo project and the video walkthrough (paths in config/site.ts). */
export function DemoLinks({ locale, className }: { locale: Locale; className?: string }) {
  const text = homeTextFor(locale);
  const link =
    'inline-flex items-center gap-1.5 rounded-sm font-medium text-accent underline-offset-4 hover:underline';
  return (
    <p className={cn('flex flex-wrap items-center gap-x-6 gap-y-2 text-sm', className)}>
      <TranslatedLink href={siteConfig.demo.projectPath} locale={locale} className={link}>
        <ProjectIcon />
        {text.exploreDemo}
        <span aria-hidden="true">→</span>
      </TranslatedLink>
      <TranslatedLink href={siteConfig.demo.videoPath} locale={locale} className={link}>
        <VideoIcon />
        {text.watchDemo}
      </TranslatedLink>
    </p>
  );
}

/** The repository and its fixed star count. */
export function GitHubStars({ locale }: { locale: Locale }) {
  const text = homeTextFor(locale);
  return (
    <a
      href={siteConfig.repository.url}
      className="inline-flex items-center gap-2 rounded-full border border-border bg-bg px-3 py-1 text-sm text-muted hover:text-fg"
    >
      <StarIcon className="size-4 text-amber-500" />
      <span className="font-medium text-fg">
        {format(text.stars, { count: compactNumber(siteConfig.repository.stars) })}
      </span>
    </a>
  );
}

/**
 * The MDX components of the home page's sections (content/pages/index*.mdx), in `locale`:
 * - `<Feature visual="prompts">` a section's text beside its product picture, alternating sides;
 * - `<GetStarted>` its text and the GitHub line beside the `<Snippet>` (code tabs) it holds;
 * - `<CustomerQuotes />` two customers in their own words (from the stories' `quote`);
 * - `<CallToAction>` the closing band with the page's two main buttons and the self-hosting guide.
 */
export function homeComponents(locale: Locale) {
  const text = homeTextFor(locale);
  return {
    Feature: function Feature({ visual, children }: { visual: string; children: ReactNode }) {
      const name = visualName(visual);
      return (
        <section className="grid items-center gap-8 border-t border-border py-12 first:border-t-0 lg:grid-cols-2 lg:gap-14 lg:py-20 lg:even:[&>div:first-child]:order-last">
          <div className="prose prose-home">{children}</div>
          <div>
            <HomeVisualFor name={name} label={text.visuals[name]} locale={locale} />
          </div>
        </section>
      );
    },
    GetStarted: function GetStarted({ children }: { children: ReactNode }) {
      // The text runs down the first column; the <Snippet> takes the second from the top.
      return (
        <section className="prose prose-home max-w-none border-t border-border py-12 lg:grid lg:grid-cols-[2fr_3fr] lg:items-start lg:gap-x-14 lg:py-20 lg:[&>*]:col-start-1">
          {children}
          <p className="not-prose mt-6 flex flex-col items-start gap-2">
            <GitHubStars locale={locale} />
            <span className="text-sm text-muted">{text.starsNote}</span>
          </p>
        </section>
      );
    },
    Snippet: function Snippet({ children }: { children: ReactNode }) {
      return (
        <div className="min-w-0 lg:col-start-2! lg:row-span-6 lg:row-start-1 lg:[&>*:first-child]:mt-0">
          {children}
        </div>
      );
    },
    CustomerQuotes: function LocalizedCustomerQuotes() {
      return <CustomerQuotes locale={locale} />;
    },
    CallToAction: function CallToAction({ children }: { children: ReactNode }) {
      return (
        <section className="my-12 rounded-2xl border border-border bg-card px-6 py-12 text-center sm:px-12 lg:my-20">
          <div className="prose prose-home mx-auto max-w-2xl">{children}</div>
          <HomeActions
            locale={locale}
            className="mt-8 justify-center"
            second={{ href: '/self-hosting', label: text.selfHost }}
          />
        </section>
      );
    },
  };
}
