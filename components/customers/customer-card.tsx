import Link from 'next/link';
import { CustomerLogo } from './customer-logo';
import { stretchedLinkClass } from '@/components/ui/card-link';
import { cn } from '@/lib/cn';

/** What the customers index shows of a story. */
export interface CustomerSummary {
  url: string;
  title: string;
  company: string;
  /** The story's headline result, one line. */
  result: string;
  quote?: { text: string; person: string; role: string };
}

/**
 * A customer story on the customers index: the company's logo, its result in emphasis, the story's
 * title (whose link covers the card) and the customer's quote where the story has one.
 */
export function CustomerCard({ story, readMore }: { story: CustomerSummary; readMore: string }) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-accent/60">
      <CustomerLogo company={story.company} className="text-lg" />
      <p className="mt-6 text-2xl leading-tight font-semibold tracking-tight text-balance">
        <strong className="font-semibold">{story.result}</strong>
      </p>
      <h2 className="mt-3 leading-snug text-muted">
        <Link href={story.url} className={cn(stretchedLinkClass, 'group-hover:text-fg')}>
          {story.title}
        </Link>
      </h2>
      {story.quote ? (
        <figure className="mt-5 border-l-2 border-accent/50 pl-4 text-sm">
          <blockquote>
            <p className="italic">“{story.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-2 text-muted">
            {story.quote.person}, {story.quote.role}
          </figcaption>
        </figure>
      ) : null}
      <p aria-hidden="true" className="mt-auto pt-5 text-sm font-medium text-accent">
        {readMore} <span className="inline-block transition-transform group-hover:translate-x-0.5">→</span>
      </p>
    </li>
  );
}

/** The customers index: a grid of story cards. */
export function CustomersIndex({
  stories,
  readMore,
}: {
  stories: readonly CustomerSummary[];
  readMore: string;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <CustomerCard key={story.url} story={story} readMore={readMore} />
      ))}
    </ul>
  );
}
