import type { ComponentProps, ReactNode } from 'react';
import { LocaleLink } from '@/components/i18n/locale-link';
import { localizePath, type Locale } from '@/lib/i18n';

/** A link to a demo page (a path from lib/demo/paths.ts) in the reader's locale. */
export function DemoLink({
  href,
  locale,
  ...props
}: Omit<ComponentProps<typeof LocaleLink>, 'href' | 'locale'> & { href: string; locale: Locale }) {
  return <LocaleLink href={localizePath(href, locale)} locale={locale} {...props} />;
}

/** The look of a link in the demo's tables and panels. */
export const demoLinkClass =
  'rounded-sm font-medium text-accent underline-offset-2 hover:underline focus-visible:underline';

/** "← All traces": back to the list a detail page belongs to. */
export function BackLink({ href, locale, children }: { href: string; locale: Locale; children: ReactNode }) {
  return (
    <DemoLink
      href={href}
      locale={locale}
      className="inline-flex items-center gap-1 self-start rounded-sm text-sm text-muted hover:text-fg"
    >
      <span aria-hidden="true">←</span>
      {children}
    </DemoLink>
  );
}
