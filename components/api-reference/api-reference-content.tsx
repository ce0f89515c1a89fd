import { Children, isValidElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createAnchoredHeadings } from '@/components/mdx/anchored-heading';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { Tab, Tabs } from '@/components/mdx/tabs.client';
import type { ApiPageContent } from '@/lib/api-reference/pages';
import type { Messages } from '@/lib/i18n';
import { TryIt } from './try-it.client';
import { cn } from '@/lib/cn';

const methodColours: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  POST: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  PUT: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  PATCH: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** The operation's method and full path, as a request line. */
export function ApiEndpoint({ method, path }: { method: string; path: string }) {
  return (
    <p className="not-prose mb-5 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-subtle px-3 py-2 font-mono text-sm">
      <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', methodColours[method] ?? 'bg-card')}>
        {method}
      </span>
      <span className="break-all">{path}</span>
    </p>
  );
}

/**
 * The request examples as one tab group: cURL, Python and JS/TS, the labels of the site's other code
 * tabs, so a reader's choice selects the same language here.
 */
function CodeTabs({ labels, children }: { labels?: string; children?: ReactNode }) {
  const items = (labels ?? '').split(',').filter(Boolean);
  const panels = Children.toArray(children).filter(isValidElement);
  return (
    <Tabs items={items}>
      {panels.map((panel, index) => (
        <Tab key={items[index]} value={items[index] ?? String(index)}>
          {panel}
        </Tab>
      ))}
    </Tabs>
  );
}

/**
 * An API reference page's content (server/api-reference/render.ts made the tree at build time), with
 * the operation's "Try it" console below its endpoint.
 */
export function ApiReferenceContent({ content, t }: { content: ApiPageContent; t: Messages }): ReactNode {
  const setup = content.console;
  const components = {
    ...getMDXComponents(t),
    ...createAnchoredHeadings(t),
    'api-endpoint': ApiEndpoint,
    'api-code-tabs': CodeTabs,
    'api-try-it': () => (setup ? <TryIt shape={setup.shape} servers={setup.servers} /> : null),
  } as Components;
  return (
    <div className="api-reference">{toJsxRuntime(content.tree, { Fragment, jsx, jsxs, components })}</div>
  );
}
