import { siteConfig } from '@/config/site';
import { assistantLinks, showsCopyMarkdown } from '@/lib/copy-markdown';
import { localeOfPath, locales, type Messages } from '@/lib/i18n';
import { markdownUrl } from '@/lib/markdown/paths';
import { withoutLocale } from '@/lib/i18n/paths';
import { translatedUrl } from '@/lib/source';
import { CopyMarkdown } from './copy-markdown.client';

/** The Copy as Markdown control for a page, on the sections `showsCopyMarkdown` accepts; nothing elsewhere. */
export function CopyMarkdownControl({ url, t }: { url: string; t: Messages }) {
  if (!showsCopyMarkdown(withoutLocale(url, locales))) return null;
  const path = markdownUrl(url);
  const links = assistantLinks(`${siteConfig.siteUrl}${path}`);
  return (
    <CopyMarkdown
      markdownPath={path}
      chatgptUrl={links.chatgpt}
      claudeUrl={links.claude}
      mcpDocsUrl={translatedUrl(siteConfig.mcpDocsPath, localeOfPath(url))}
      labels={{
        idle: t.copyMarkdown,
        loading: t.copyMarkdownLoading,
        copied: t.copyMarkdownCopied,
        notFound: t.copyMarkdownNotFound,
        fetch: t.copyMarkdownFetchError,
        clipboard: t.copyMarkdownClipboardDenied,
        other: t.copyMarkdownError,
        fallback: t.copyMarkdownFallback,
        menu: t.markdownMenu,
        chatgpt: t.openInChatGPT,
        claude: t.openInClaude,
        mcp: t.connectAgentMcp,
        view: t.viewAsMarkdown,
      }}
    />
  );
}
