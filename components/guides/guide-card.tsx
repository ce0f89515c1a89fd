import Link from 'next/link';

/** A guide in the Guides grid: topic badge, title (its link covers the card) and description. */
export function GuideCard({
  url,
  title,
  description,
  topicLabel,
  notebookLabel,
}: {
  url: string;
  title: string;
  description: string;
  topicLabel: string;
  /** Set for a cookbook notebook: a note beside the badge. */
  notebookLabel?: string;
}) {
  return (
    <div className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent/60">
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full border border-accent/40 bg-accent/10 px-2 py-0.5 font-semibold text-accent">
          {topicLabel}
        </span>
        {notebookLabel ? <span className="text-muted">{notebookLabel}</span> : null}
      </p>
      <h2 className="mt-3 leading-snug font-semibold">
        <Link
          href={url}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:text-accent focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {title}
        </Link>
      </h2>
      <p className="mt-1.5 line-clamp-3 text-sm text-muted">{description}</p>
    </div>
  );
}
