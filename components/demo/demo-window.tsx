import type { ReactNode } from 'react';
import { AppWindow, Chip } from '@/components/product/product-frame';
import type { Locale } from '@/lib/i18n';
import { demoPaths, demoSections, type DemoSection } from '@/lib/demo/paths';
import { cn } from '@/lib/cn';
import { DemoLink } from './demo-link';

/** A step of the window's breadcrumb; the last one is the page itself and has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

const sectionNames: Record<DemoSection, string> = {
  traces: 'Traces',
  prompts: 'Prompts',
  datasets: 'Datasets',
};
const sectionPaths: Record<DemoSection, string> = {
  traces: demoPaths.traces(),
  prompts: demoPaths.prompts(),
  datasets: demoPaths.datasets(),
};

/**
 * The demo project as a window of the app: the breadcrumb in its title bar, the section navigation
 * (Traces · Prompts · Datasets) and the page's view. The section's link is the current page on the
 * section's own page (`aria-current="page"`) and the current section below it (`aria-current="true"`).
 */
export function DemoWindow({
  locale,
  project,
  section,
  atSectionPage,
  crumbs,
  counts,
  children,
}: {
  locale: Locale;
  /** The project's name, the breadcrumb's first step. */
  project: string;
  section: DemoSection;
  /** True on the section's own page (the trace list, the prompts list, the datasets list). */
  atSectionPage: boolean;
  /** The steps after the project and the section. */
  crumbs: Crumb[];
  /** How many of each the project has, shown beside the section names. */
  counts: Record<DemoSection, number>;
  children: ReactNode;
}) {
  const trail: Crumb[] = [
    { label: project, href: demoPaths.traces() },
    { label: sectionNames[section], href: sectionPaths[section] },
    ...crumbs,
  ];
  const last = trail.length - 1;
  return (
    <AppWindow
      bar={
        <nav aria-label="Breadcrumb">
          <ol className="m-0 flex list-none flex-wrap items-center gap-x-1.5 p-0 text-xs">
            {trail.map((crumb, index) => (
              <li key={index} className="flex items-center gap-1.5">
                {index > 0 ? <span aria-hidden="true">›</span> : null}
                {index === last || !crumb.href ? (
                  <span aria-current={index === last ? 'page' : undefined} className="font-medium text-fg">
                    {crumb.label}
                  </span>
                ) : (
                  <DemoLink
                    href={crumb.href}
                    locale={locale}
                    className="rounded-sm hover:text-fg hover:underline"
                  >
                    {crumb.label}
                  </DemoLink>
                )}
              </li>
            ))}
          </ol>
        </nav>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 border-b border-border px-2 sm:px-4">
        <nav aria-label="Demo project">
          <ul className="m-0 flex list-none gap-1 p-0">
            {demoSections.map((name) => {
              const current = name === section ? (atSectionPage ? 'page' : 'true') : undefined;
              return (
                <li key={name}>
                  <DemoLink
                    href={sectionPaths[name]}
                    locale={locale}
                    aria-current={current}
                    className={cn(
                      '-mb-px inline-flex items-center gap-1.5 border-b-2 border-transparent px-2.5 py-3 font-medium text-muted hover:text-fg sm:px-3',
                      current && 'border-accent text-fg',
                    )}
                  >
                    {sectionNames[name]}
                    <span className="rounded-full bg-subtle px-1.5 text-xs text-muted tabular-nums">
                      {counts[name]}
                    </span>
                  </DemoLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <Chip className="my-2 hidden sm:inline-flex">Read-only demo</Chip>
      </div>
      <div className="p-3 sm:p-6">{children}</div>
    </AppWindow>
  );
}
