import Link from 'next/link';
import type { MDXComponents } from 'mdx/types';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { defaultLocale, type Locale, type Messages } from '@/lib/i18n';
import { Card, Cards } from './cards';
import { createCallout } from './callout';
import { createCodeBlock } from './code-block';
import { createContentImage } from './content-image';
import { Diagram } from './diagram';
import { PlanAvailability } from './plan-availability';
import { PlanSwitch } from './plan-switch';
import { Steps } from './steps';
import { Tab, Tabs } from './tabs.client';
import { createVideo } from './video';
import { LocaleLink } from '@/components/i18n/locale-link';
import { untranslatedFor } from '@/lib/page-tree';

/**
 * Where a link to a default-locale path takes the reader (lib/source.ts `readerUrl`): the page in the
 * reader's language, or the English page marked `?untranslated=`.
 */
export type TranslatedPath = (path: string) => string;

/** `href` (a site path, maybe with a query or fragment) with its path translated. */
export function translatedHref(href: string, translated: TranslatedPath): string {
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? '' : href.slice(end);
  const target = translated(path);
  // Both may carry a query: `?untranslated=ja` and the link's own `?tab=python` become one.
  return target.includes('?') && rest.startsWith('?') ? `${target}&${rest.slice(1)}` : target + rest;
}

/**
 * Internal links become client-side navigations to the page in the reader's language where it is
 * translated (not prefetched when they lead to another locale's pages: that is a full page load);
 * everything else renders as plain HTML.
 */
function createContentLink(locale: Locale | undefined, translated: TranslatedPath | undefined) {
  return function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
    if (!href.startsWith('/') || href.startsWith('//')) return <a href={href} {...props} />;
    const target = translated ? translatedHref(href, translated) : href;
    // A page shown in English: say so to browsers and assistive technology.
    const english = untranslatedFor(target) ? { hrefLang: defaultLocale } : {};
    return locale ? (
      <LocaleLink href={target} locale={locale} {...english} {...props} />
    ) : (
      <Link href={target} {...props} />
    );
  };
}

/**
 * Inline code: a long dotted or slashed name (`opentelemetry.instrumentation.anthropic.…`) may break
 * after each `.`, `/` or `_`, where a reader expects it, instead of running out of a table cell or the
 * column; copying it still gives the name whole (`<wbr>` holds no text). Block code (Shiki's spans) is
 * left alone.
 */
function InlineCode({ children, ...props }: ComponentProps<'code'>) {
  if (typeof children !== 'string' || children.length < 24) return <code {...props}>{children}</code>;
  const parts = children.split(/(?<=[./_])(?=.)/);
  return (
    <code {...props}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** Markdown tables scroll sideways on narrow screens, in a region keyboard users can scroll too. */
function createTable(label: string) {
  return function Table(props: ComponentProps<'table'>) {
    return (
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        <table {...props} />
      </div>
    );
  };
}

/**
 * Every component an author may use in MDX, with the interface strings of the page's locale; links
 * follow `translated` to the reader's language where a page is translated. See
 * /docs/contributing for how each one is used.
 */
export function getMDXComponents(t: Messages, locale?: Locale, translated?: TranslatedPath): MDXComponents {
  return {
    a: createContentLink(locale, translated),
    pre: createCodeBlock(t),
    code: InlineCode,
    img: createContentImage(t),
    table: createTable(t.scrollableTable),
    Tabs,
    Tab,
    Cards,
    Card,
    Callout: createCallout(t),
    Steps,
    PlanAvailability: function LocalizedPlanAvailability() {
      return <PlanAvailability locale={locale ?? defaultLocale} />;
    },
    /** A plan comparison table written in Markdown, with the phone's plan switcher. */
    PlanTable: function LocalizedPlanTable({ children }: { children: ReactNode }) {
      return (
        <PlanSwitch locale={locale ?? defaultLocale} name="plan-compare">
          {children}
        </PlanSwitch>
      );
    },
    Video: createVideo(t),
    Diagram,
  };
}
