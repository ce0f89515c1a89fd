import { CopyButton } from '@/components/mdx/copy-button.client';
import type { GapFix, GapTopic } from '@/lib/insights/gaps';
import { formatCount } from '@/lib/insights/views';

const evidenceLabels = {
  search: 'searched, no result',
  question: 'asked, no good answer',
  'not-found': 'address not found',
  feedback: 'voted not helpful',
} as const;

function FixText({ fix }: { fix: GapFix }) {
  switch (fix.kind) {
    case 'alias':
      return (
        <>
          Redirect <code>{fix.from}</code> to <a href={fix.to}>{fix.title}</a> (an alias in{' '}
          <code>config/redirects.ts</code>).
        </>
      );
    case 'keywords':
      return (
        <>
          The site’s search finds <a href={fix.page}>{fix.title}</a> for the words it has. If that page
          answers this, add the readers’ words to its <code>keywords</code>
          {fix.file ? (
            <>
              {' '}
              (<code>{fix.file}</code>)
            </>
          ) : null}
          : {fix.add.map((word) => `“${word}”`).join(', ')}. If not, no page covers it yet: write one.
        </>
      );
    case 'synonym':
      return (
        <>
          If “{fix.group[1]}” means “{fix.group[0]}” on this site, add them as synonyms (
          <code>config/search-synonyms.ts</code>).
        </>
      );
    case 'revise':
      return (
        <>
          Revise <a href={fix.page}>{fix.page}</a>: readers voted it not helpful (their comments are below).
        </>
      );
    case 'write':
      return <>No page covers this yet: write one, with these words in its title or keywords.</>;
  }
}

/**
 * The content gaps, most wanted first: each topic with what readers did (searched, asked, hit a
 * missing address, voted down) and the change that would route it, as a patch to copy.
 */
export function GapList({ gaps }: { gaps: (GapTopic & { fix: GapFix })[] }) {
  if (gaps.length === 0)
    return (
      <p className="rounded-lg border border-border px-3 py-4 text-sm text-muted">
        No content gaps in this range.
      </p>
    );
  return (
    <ol className="space-y-4">
      {gaps.map((gap) => (
        <li key={gap.id} className="rounded-lg border border-border bg-card p-4">
          <h3 className="font-semibold break-words">{gap.title}</h3>
          <p className="text-xs text-muted">Weight {formatCount(gap.score)}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {gap.evidence.map((item) => (
              <li key={`${item.kind}:${item.text}`} className="break-words">
                <span className="font-medium">{formatCount(item.count)}×</span> {evidenceLabels[item.kind]}:{' '}
                <span className="text-muted">{item.text}</span>
                {item.notes?.length ? (
                  <ul className="mt-1 ml-4 list-disc text-muted">
                    {item.notes.slice(0, 5).map((note) => (
                      <li key={note}>{item.kind === 'not-found' ? `linked from ${note}` : note}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm [overflow-wrap:anywhere] [&_a]:text-accent [&_a]:underline [&_code]:text-[0.8125rem]">
            <FixText fix={gap.fix} />
          </p>
          {'patch' in gap.fix && gap.fix.patch ? (
            <div data-code-block className="mt-2 rounded-md border border-border bg-subtle">
              <div className="flex items-center justify-between border-b border-border py-1 pr-1 pl-3">
                <span className="text-xs text-muted">Patch</span>
                <CopyButton label="Copy patch" copiedLabel="Copied" />
              </div>
              {/* Focusable: a patch's long lines scroll sideways, by keyboard too. */}
              <pre tabIndex={0} className="overflow-x-auto p-3 text-xs">
                {gap.fix.patch}
              </pre>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
