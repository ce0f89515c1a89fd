'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';

/** Link to a new issue in the docs repository, prefilled with the URL that was not found. */
export function BrokenLinkReport({ newIssueUrl, text }: { newIssueUrl: string; text: string }) {
  const brokenUrl = useBrowserValue(() => window.location.href, '');
  const params = new URLSearchParams({
    title: brokenUrl ? `Broken link: ${brokenUrl}` : 'Broken link',
    labels: 'broken-link',
    body: `The page ${brokenUrl || '(URL unknown)'} answered "not found".`,
  });
  return (
    <a
      href={`${newIssueUrl}?${params.toString()}`}
      className="font-medium text-accent underline underline-offset-2"
    >
      {text}
    </a>
  );
}
