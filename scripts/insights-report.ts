// `npm run insights:report -- --since 7d [--locale ja] [--url https://your-site]`: prints the content
// gaps of the range as Markdown, for a weekly issue. Reads them from the running site's export API
// (the same code as the dashboard: the site's search and content find the fixes) with the token in
// INSIGHTS_TOKEN or FEEDBACK_ADMIN_TOKEN.
import { siteConfig } from '@/config/site';
import { gapsMarkdown, parseReportArgs, sinceDay, type GapsExport } from '@/lib/insights/report';

async function main() {
  const options = parseReportArgs(process.argv.slice(2), {
    url: process.env.INSIGHTS_REPORT_URL || `http://localhost:${process.env.PORT || 3000}`,
  });
  const token = process.env.INSIGHTS_TOKEN || process.env.FEEDBACK_ADMIN_TOKEN;
  if (!token) throw new Error('set INSIGHTS_TOKEN (or FEEDBACK_ADMIN_TOKEN) to the token the site runs with');
  const today = new Date().toISOString().slice(0, 10);
  const query = new URLSearchParams({
    view: 'gaps',
    format: 'json',
    from: sinceDay(options.since, today),
    to: today,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const address = `${options.url}/api/insights/export?${query}`;
  const response = await fetch(address, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => {
    throw new Error(
      `${options.url} did not answer (${(error as Error).message}); is the site running? Pass --url`,
    );
  });
  if (!response.ok) {
    // The site's error shape (README "API errors"): a code for programs, a message for people.
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const said = body.message ? `: ${body.message}${body.code ? ` (${body.code})` : ''}` : '';
    throw new Error(`${address}: HTTP ${response.status}${said}`);
  }
  const data = (await response.json()) as GapsExport;
  process.stdout.write(gapsMarkdown(data, siteConfig.siteUrl));
}

main().catch((error: unknown) => {
  console.error(`insights:report: ${(error as Error).message}`);
  process.exit(1);
});
