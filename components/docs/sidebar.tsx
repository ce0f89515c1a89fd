import Link from 'next/link';
import type { Node, Root } from 'fumadocs-core/page-tree';
import { folderContains } from '@/lib/page-tree';
import { cn } from '@/lib/cn';

interface SidebarProps {
  tree: Root;
  /** URL of the page being shown: its link is marked current and its folders start open. */
  url: string;
  label: string;
}

/**
 * The section's page tree (SPEC section 2). Folders are native <details>: collapsed below level 1
 * unless they hold the current page or their meta.json sets `defaultOpen`; opening and closing work
 * without JavaScript and are animated in CSS (500 ms open, 300 ms close).
 */
export function Sidebar({ tree, url, label }: SidebarProps) {
  return (
    <nav aria-label={label} className="text-sm">
      <NodeList nodes={tree.children} url={url} level={1} />
    </nav>
  );
}

function NodeList({ nodes, url, level }: { nodes: Node[]; url: string; level: number }) {
  return (
    <ul className={cn('space-y-0.5', level > 1 && 'ml-3 border-l border-border pl-2')}>
      {nodes.map((node, index) => (
        <li key={node.$id ?? index}>
          <TreeNode node={node} url={url} level={level} />
        </li>
      ))}
    </ul>
  );
}

function PageLink({ name, href, current }: { name: React.ReactNode; href: string; current: boolean }) {
  const external = /^https?:\/\//.test(href);
  const className = cn(
    'block rounded-md px-2 py-1.5 text-muted hover:bg-subtle hover:text-fg',
    current && 'bg-subtle font-medium text-accent hover:text-accent',
  );
  return external ? (
    <a href={href} className={className}>
      {name} <span aria-hidden="true">↗</span>
    </a>
  ) : (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {name}
    </Link>
  );
}

function TreeNode({ node, url, level }: { node: Node; url: string; level: number }) {
  if (node.type === 'separator') {
    return (
      <p className="mt-5 mb-1 px-2 text-xs font-semibold tracking-wide text-fg uppercase">{node.name}</p>
    );
  }
  if (node.type === 'page') {
    return <PageLink name={node.name} href={node.url} current={node.url === url} />;
  }
  const open = folderContains(node, url) || node.defaultOpen === true;
  return (
    <details className="sidebar-folder" open={open}>
      <summary className="flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-fg hover:bg-subtle">
        <span>{node.name}</span>
        <svg viewBox="0 0 16 16" aria-hidden="true" className="chevron size-3.5 text-muted">
          <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      <div className="pt-0.5">
        {node.index ? (
          <ul className="ml-3 border-l border-border pl-2">
            <li>
              <PageLink name={node.index.name} href={node.index.url} current={node.index.url === url} />
            </li>
          </ul>
        ) : null}
        <NodeList nodes={node.children} url={url} level={level + 1} />
      </div>
    </details>
  );
}
