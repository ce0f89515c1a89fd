import type { ReactNode } from 'react';

/** Title block of a content page: the optional front matter `label` as a badge above the title. */
export function PageHeader({
  title,
  description,
  label,
}: {
  title: string;
  description?: string;
  label?: string;
}) {
  return (
    <header className="mb-8">
      {label ? (
        <p className="mb-2">
          <span className="inline-flex rounded-full border border-accent/40 bg-accent/10 px-2.5 py-0.5 text-xs font-semibold text-accent">
            {label}
          </span>
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 text-lg text-muted">{description}</p> : null}
    </header>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose">{children}</div>;
}
