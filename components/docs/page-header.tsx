import { Fragment, type ReactNode } from 'react';
import { phrasesOf } from '@/lib/phrases/phrases';

/** `text` with a `<wbr>` between its phrases in Japanese and Chinese (lib/phrases), else as it is. */
export function Phrased({ text, locale }: { text: string; locale: string | undefined }) {
  const phrases = locale ? phrasesOf(text, locale) : null;
  if (!phrases) return text;
  return phrases.map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {phrase}
    </Fragment>
  ));
}

/** Title block of a content page: the optional front matter `label` as a badge above the title. */
export function PageHeader({
  title,
  description,
  label,
  locale,
}: {
  title: string;
  description?: string;
  label?: string;
  /** The page's language: Japanese and Chinese titles break between phrases. */
  locale?: string;
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
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <Phrased text={title} locale={locale} />
      </h1>
      {description ? <p className="mt-3 text-lg text-muted">{description}</p> : null}
    </header>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose">{children}</div>;
}
