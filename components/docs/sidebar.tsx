import Link from 'next/link';
import type { Node, Root } from 'fumadocs-core/page-tree';
import { folderContains, folderEntries, folderLanding, summarisedFolderUrl } from '@/lib/page-tree';
import { format } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { LinkName } from './english-badge';
import { nameLanguage, untranslatedFor } from '@/lib/page-tree';
import { DisclosureChevronIcon } from '@/components/ui/icons';

interface SidebarProps {
  tree: Root;
  /** URL of the page being shown: its link is marked current and its folders start open. */
  url: string;
  label: string;
  /** Name of the control that opens a folder whose row links to its landing page: `Pages in {name}`. */
  folderPagesLabel: string;
  /** The badge beside links to pages shown in English in a translated section. */
  englishBadge: string;
}

/**
 * The section's page tree. Folders are native <details>: collapsed below level 1
 * unless they hold the current page or their meta.json sets `defaultOpen`; opening and closing work
 * without JavaScript and are animated in CSS (500 ms open, 300 ms close). A folder with a landing page
 * is one entry: its name links to that page and a chevron beside it opens the folder. A large folder
 * that does not hold the current page is one link to its first page (see `sidebarFolderLimit`).
 */
export function Sidebar({ tree, url, label, folderPagesLabel, englishBadge }: SidebarProps) {
  return (
    <nav aria-label={label} className="text-sm">
      <NodeList nodes={tree.children} context={{ url, folderPagesLabel, englishBadge }} level={1} />
    </nav>
  );
}

interface TreeContext {
  url: string;
  folderPagesLabel: string;
  englishBadge: string;
}

function NodeList({ nodes, context, level }: { nodes: Node[]; context: TreeContext; level: number }) {
  return (
    <ul className={cn('space-y-0.5', level > 1 && 'ml-3 border-l border-border pl-2')}>
      {nodes.map((node, index) => (
        <li key={node.$id ?? index}>
          <TreeNode node={node} context={context} level={level} />
        </li>
      ))}
    </ul>
  );
}

function PageLink({
  name,
  href,
  current,
  badge,
  className: extra,
}: {
  name: React.ReactNode;
  href: string;
  current: boolean;
  /** The English badge's text, for links to untranslated pages. */
  badge: string;
  className?: string;
}) {
  const external = /^https?:\/\//.test(href);
  const className = cn(
    'block rounded-md px-2 py-1.5 text-muted hover:bg-subtle hover:text-fg',
    current && 'bg-subtle font-medium text-accent hover:text-accent',
    extra,
  );
  return external ? (
    <a href={href} className={className}>
      {name} <span aria-hidden="true">↗</span>
    </a>
  ) : (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      // An English page from a translated section is another root layout: a full load, no prefetch.
      prefetch={untranslatedFor(href) ? false : undefined}
      className={className}
    >
      <LinkName name={name} href={href} badge={badge} />
    </Link>
  );
}

const chevron = <DisclosureChevronIcon direction="right" className="chevron size-3.5 text-muted" />;

function TreeNode({ node, context, level }: { node: Node; context: TreeContext; level: number }) {
  const { url } = context;
  if (node.type === 'separator') {
    return (
      <p
        lang={nameLanguage(node)}
        className="mt-5 mb-1 px-2 text-xs font-semibold tracking-wide text-fg uppercase"
      >
        {node.name}
      </p>
    );
  }
  if (node.type === 'page') {
    return (
      <PageLink name={node.name} href={node.url} current={node.url === url} badge={context.englishBadge} />
    );
  }
  const summarised = summarisedFolderUrl(node, url);
  if (summarised) {
    return (
      <PageLink
        name={
          <span className="flex items-center justify-between">
            <span lang={nameLanguage(node)}>{node.name}</span>
            {chevron}
          </span>
        }
        href={summarised}
        current={false}
        badge={context.englishBadge}
        className="text-fg"
      />
    );
  }
  const open = folderContains(node, url) || node.defaultOpen === true;
  const landing = folderLanding(node);
  const entries = <NodeList nodes={folderEntries(node)} context={context} level={level + 1} />;
  if (!landing) {
    return (
      <details className="sidebar-folder" open={open}>
        <summary className="flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-fg hover:bg-subtle">
          <span lang={nameLanguage(node)}>{node.name}</span>
          {chevron}
        </summary>
        <div className="pt-0.5">{entries}</div>
      </details>
    );
  }
  // The folder's row is its landing page's link; the chevron (the summary, laid over the row's right
  // end) opens and closes the folder on its own, so one label stands for both.
  return (
    <div className="relative">
      <PageLink
        name={<span lang={nameLanguage(node)}>{node.name}</span>}
        href={landing.url}
        current={landing.url === url}
        badge={context.englishBadge}
        className={cn('pr-9', landing.url !== url && 'text-fg')}
      />
      <details className="sidebar-folder" open={open}>
        <summary className="absolute top-0.5 right-0.5 flex size-7 cursor-pointer items-center justify-center rounded-md hover:bg-border/60">
          <span className="sr-only">{format(context.folderPagesLabel, { name: String(node.name) })}</span>
          {chevron}
        </summary>
        <div className="pt-0.5">{entries}</div>
      </details>
    </div>
  );
}
