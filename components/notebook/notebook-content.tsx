import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Messages } from '@/lib/i18n';
import { parseNotebook } from '@/lib/notebook/nbformat';
import { renderNotebook } from '@/server/notebook/render';

/** A cookbook notebook rendered as page content (at build time: the pages are prerendered). */
export async function NotebookContent({ file, t }: { file: string; t: Messages }) {
  const path = `cookbook/${file}`;
  const notebook = parseNotebook(await readFile(join(process.cwd(), path), 'utf8'), path);
  const { body } = await renderNotebook(notebook, t);
  return body;
}

/** The Guides › Cookbook index: every notebook listed as a guide, with its description. */
export function CookbookIndex({ items }: { items: { title: string; description: string; url: string }[] }) {
  return (
    <ul className="not-prose grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className="block h-full rounded-lg border border-border p-4 hover:bg-subtle">
            <span className="block font-medium">{item.title}</span>
            <span className="mt-1 block text-sm text-muted">{item.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
