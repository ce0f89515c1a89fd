import Link from 'next/link';
import type { ComponentProps } from 'react';
import { staysInLocale, type Locale } from '@/lib/i18n';

type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
  /** The language of the page the link is on. */
  locale: Locale;
};

/**
 * A link on a page in `locale`. It is prefetched only when it stays in that locale: a link to
 * another locale's pages is a full page load into another root layout, and a prefetch of it fetches
 * a payload the router cannot use (and that some hosts answer 404).
 */
export function LocaleLink({ href, locale, ...props }: LocaleLinkProps) {
  return <Link href={href} prefetch={staysInLocale(href, locale) ? undefined : false} {...props} />;
}
