'use client';

import { CopyIcon, DisclosureChevronIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  buttonLabel,
  copyPageMarkdown,
  copyReducer,
  idle,
  isDisabled,
  scheduleReset,
  type CopyLabels,
} from '@/lib/copy-markdown';

export interface CopyMarkdownProps {
  /** Site path of the page's Markdown twin, e.g. `/docs/get-started.md`. */
  markdownPath: string;
  chatgptUrl: string;
  claudeUrl: string;
  /** The docs page on connecting an agent to the site's MCP server, in the page's language. */
  mcpDocsUrl: string;
  labels: CopyLabels & { menu: string; chatgpt: string; claude: string; mcp: string; view: string };
}

/** "Copy as Markdown" and, beside it, a menu to open the page in an AI assistant or as Markdown. */
export function CopyMarkdown({ markdownPath, chatgptUrl, claudeUrl, mcpDocsUrl, labels }: CopyMarkdownProps) {
  const [state, dispatch] = useReducer(copyReducer, idle);
  useEffect(() => scheduleReset(state, dispatch), [state]);
  const label = buttonLabel(state, labels);

  return (
    <div className="relative inline-flex rounded-lg border border-border text-sm">
      <button
        type="button"
        disabled={isDisabled(state)}
        data-state={state.status}
        onClick={async () => {
          dispatch({ type: 'start' });
          dispatch(
            await copyPageMarkdown(markdownPath, {
              fetch: (input, init) => fetch(input, init),
              writeText: (text) => navigator.clipboard.writeText(text),
            }),
          );
        }}
        className="inline-flex h-8 items-center gap-1.5 rounded-l-lg px-3 font-medium hover:bg-subtle disabled:cursor-default disabled:hover:bg-transparent"
      >
        <CopyIcon copied={state.status === 'copied'} />
        <span aria-live="polite">{label}</span>
      </button>
      <MarkdownMenu
        label={labels.menu}
        items={[
          { label: labels.chatgpt, href: chatgptUrl, external: true },
          { label: labels.claude, href: claudeUrl, external: true },
          { label: labels.mcp, href: mcpDocsUrl, external: false },
          { label: labels.view, href: markdownPath, external: false },
        ]}
      />
    </div>
  );
}

interface MenuItem {
  label: string;
  href: string;
  external: boolean;
}

/** A menu button: arrows move between items, Escape and a click outside close it. */
function MarkdownMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, { root, trigger: button, onClose: close });

  // The first item takes focus on opening; the arrow keys move between items.
  useEffect(() => {
    if (!open) return;
    const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    menuItems()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const list = menuItems();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex h-8 items-center rounded-r-lg border-l border-border px-2 hover:bg-subtle"
      >
        <DisclosureChevronIcon />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={label}
          className="absolute top-full right-0 z-30 mt-1 w-60 rounded-lg border border-border bg-bg p-1 shadow-lg"
        >
          {items.map((item) => (
            <a
              key={item.label}
              role="menuitem"
              href={item.href}
              tabIndex={-1}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 hover:bg-subtle focus:bg-subtle focus:outline-none"
            >
              {item.label}
              {item.external ? <span aria-hidden="true"> ↗</span> : null}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
