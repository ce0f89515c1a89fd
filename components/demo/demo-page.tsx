import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import type { DemoSection } from '@/lib/demo/paths';
import { demoPaths } from '@/lib/demo/paths';
import { DemoLink } from './demo-link';
import { DemoWindow, type Crumb } from './demo-window';

export interface DemoPageProps {
  locale: Locale;
  /** The project's name and how many traces, prompts and datasets it has. */
  shell: { project: string; counts: Record<DemoSection, number> };
  section: DemoSection;
  atSectionPage?: boolean;
  crumbs?: Crumb[];
  /** Above the project on /demo: the introduction. Other pages show a link back to it instead. */
  intro?: ReactNode;
  /** The demo's title in the page's language, for the link back to the introduction. */
  demoTitle: string;
  children: ReactNode;
}

/** A page of the demo project: the introduction (or a link to it), then the project's window. */
export function DemoPage({
  locale,
  shell,
  section,
  atSectionPage = false,
  crumbs = [],
  intro,
  demoTitle,
  children,
}: DemoPageProps) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none sm:py-12">
      {/* The introduction's running text keeps its reading width; its tables use the page's. */}
      {intro ? (
        <div className="prose-wide">{intro}</div>
      ) : (
        <p className="mt-0 mb-4 text-sm">
          <DemoLink
            href={demoPaths.traces()}
            locale={locale}
            className="rounded-sm text-muted underline decoration-border underline-offset-4 hover:text-fg hover:decoration-current"
          >
            {demoTitle}
          </DemoLink>
        </p>
      )}
      <DemoWindow
        locale={locale}
        project={shell.project}
        section={section}
        atSectionPage={atSectionPage}
        crumbs={crumbs}
        counts={shell.counts}
      >
        {children}
      </DemoWindow>
    </main>
  );
}
