import type { GapFix, GapTopic } from './gaps';

/** What `npm run insights:report` reads: the gaps view as the export API answers it. */
export interface GapsExport {
  filter: { from: string; to: string; locale?: string };
  gaps: (GapTopic & { fix: GapFix })[];
}

export interface ReportOptions {
  /** `7d`, `30d`, or a first day `YYYY-MM-DD`. */
  since: string;
  locale?: string;
  url: string;
}

export const reportUsage =
  'usage: npm run insights:report -- --since 7d [--locale ja] [--url https://your-site]  (token in INSIGHTS_TOKEN or FEEDBACK_ADMIN_TOKEN)';

/** Reads the command line; throws with the usage when it is wrong. */
export function parseReportArgs(args: readonly string[], defaults: { url: string }): ReportOptions {
  const options: ReportOptions = { since: '7d', url: defaults.url };
  for (let index = 0; index < args.length; index += 2) {
    const [name, value] = [args[index], args[index + 1]];
    if (value === undefined) throw new Error(`${name} needs a value\n${reportUsage}`);
    if (name === '--since') options.since = value;
    else if (name === '--locale') options.locale = value;
    else if (name === '--url') options.url = value.replace(/\/+$/, '');
    else throw new Error(`unknown option ${name}\n${reportUsage}`);
  }
  if (!/^(\d{1,3}d|\d{4}-\d{2}-\d{2})$/.test(options.since))
    throw new Error(`--since must be a number of days such as 7d, or a day as YYYY-MM-DD\n${reportUsage}`);
  if (!/^https?:\/\/[^/\s]+$/.test(options.url))
    throw new Error(`--url must be the site's address\n${reportUsage}`);
  return options;
}

/** The first day of the report's range (`7d`: today and the six days before it). */
export function sinceDay(since: string, today: string): string {
  if (!since.endsWith('d')) return since;
  const days = Number(since.slice(0, -1));
  return new Date(Date.parse(`${today}T00:00:00Z`) - Math.max(0, days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

const evidenceText = {
  search: 'searched, no result',
  question: 'asked, no good answer',
  'not-found': 'address not found',
  feedback: 'voted not helpful',
} as const;

function fixLine(fix: GapFix): string {
  switch (fix.kind) {
    case 'alias':
      return `Redirect \`${fix.from}\` to \`${fix.to}\` (${fix.title}): an alias in \`config/redirects.ts\`.`;
    case 'keywords':
      return `If \`${fix.page}\` (${fix.title}) answers this, add ${fix.add.map((word) => `“${word}”`).join(', ')} to its \`keywords\`${fix.file ? ` (\`${fix.file}\`)` : ''}; if not, write a page.`;
    case 'synonym':
      return `If “${fix.group[1]}” means “${fix.group[0]}” here, add them as synonyms in \`config/search-synonyms.ts\`.`;
    case 'revise':
      return `Revise \`${fix.page}\`: readers voted it not helpful.`;
    case 'write':
      return 'No page covers this yet: write one.';
  }
}

/** The content-gap list as Markdown, for a weekly issue. */
export function gapsMarkdown(data: GapsExport, url: string): string {
  const { from, to, locale } = data.filter;
  const query = new URLSearchParams({ view: 'gaps', from, to, ...(locale ? { locale } : {}) });
  const lines = [
    `# Content gaps, ${from} to ${to}${locale ? ` (${locale})` : ''}`,
    '',
    `What readers looked for and did not find, most wanted first. Dashboard: ${url}/insights?${query}`,
    '',
  ];
  if (data.gaps.length === 0) lines.push('No content gaps in this range.', '');
  data.gaps.forEach((gap, index) => {
    lines.push(`${index + 1}. **${gap.title.replace(/([*_`\\[\]])/g, '\\$1')}** (weight ${gap.score})`);
    for (const item of gap.evidence) {
      lines.push(
        `   - ${item.count}× ${evidenceText[item.kind]}: ${item.text.replace(/([*_`\\[\]])/g, '\\$1')}`,
      );
      for (const note of (item.notes ?? []).slice(0, 3))
        lines.push(`     - ${item.kind === 'not-found' ? `linked from ${note}` : note.replace(/\s+/g, ' ')}`);
    }
    lines.push(`   - Suggested change: ${fixLine(gap.fix)}`);
    if ('patch' in gap.fix && gap.fix.patch)
      lines.push('', '   ```diff', ...gap.fix.patch.split('\n').map((line) => `   ${line}`), '   ```');
    lines.push('');
  });
  return `${lines.join('\n').trimEnd()}\n`;
}
