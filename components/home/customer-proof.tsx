import Link from 'next/link';
import { homeTextFor } from '@/config/home-text';
import type { Locale } from '@/config/schema';
import { CustomerLogo } from '@/components/customers/customer-logo';
import { newestFirst } from '@/lib/dates';
import { customersSource } from '@/lib/source';

/** The customer stories, newest first (English only: the stories are not translated). */
function stories() {
  return newestFirst(customersSource.getPages('en-US'));
}

/** A strip of the customers' logos, each leading to its story. */
export function CustomerLogos({ locale }: { locale: Locale }) {
  const text = homeTextFor(locale);
  return (
    <section aria-labelledby="customer-logos" className="border-b border-border">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="customer-logos" className="text-center text-sm font-medium text-muted">
          {text.logosTitle}
        </h2>
        <ul className="mt-5 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {stories().map((page) => (
            <li key={page.url}>
              <Link
                href={page.url}
                prefetch={false}
                className="block rounded-md text-lg text-muted grayscale transition hover:text-fg hover:grayscale-0 motion-reduce:transition-none"
              >
                <CustomerLogo company={page.data.company} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Two customers in their own words, with a link to each story. */
export function CustomerQuotes({ locale }: { locale: Locale }) {
  const text = homeTextFor(locale);
  const quoted = stories()
    .filter((page) => page.data.quote)
    .slice(0, 2);
  return (
    <section aria-labelledby="customer-quotes" className="border-t border-border py-12 lg:py-20">
      <h2 id="customer-quotes" className="sr-only">
        {text.quotesTitle}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {quoted.map((page) => {
          const quote = page.data.quote!;
          return (
            <figure
              key={page.url}
              lang="en"
              className="m-0 flex flex-col rounded-2xl border border-border bg-card p-6 sm:p-8"
            >
              <CustomerLogo company={page.data.company} className="text-base" />
              <blockquote className="mt-5 mb-0 flex-1 text-lg leading-relaxed text-fg">
                <p className="m-0">“{quote.text}”</p>
              </blockquote>
              <figcaption className="mt-5 flex flex-wrap items-end justify-between gap-3 text-sm">
                <span>
                  <span className="block font-semibold text-fg">{quote.person}</span>
                  <span className="text-muted">
                    {quote.role}, {page.data.company}
                  </span>
                </span>
                <Link
                  href={page.url}
                  prefetch={false}
                  lang={locale}
                  aria-label={`${text.readStory}: ${page.data.company}`}
                  className="font-medium text-accent hover:underline"
                >
                  {text.readStory} <span aria-hidden="true">→</span>
                </Link>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
