// npm run move -- <from> <to>: moves one page (scripts/move-page.ts says what changes), then says how
// to check the result. Example: npm run move -- /docs/playground /docs/prompt-management/playground
import { siteConfig } from '@/config/site';
import { movePage } from './move-page';

const [from, to, ...rest] = process.argv.slice(2);
if (!from || !to || rest.length > 0) {
  console.error(
    'Usage: npm run move -- <from> <to>   (page addresses, e.g. /docs/old-name /docs/folder/new-name)',
  );
  process.exit(2);
}
try {
  const { locales, defaultLocale } = siteConfig.i18n;
  const report = await movePage({
    root: process.cwd(),
    from,
    to,
    locales,
    defaultLocale,
    siteUrl: siteConfig.siteUrl,
  });
  for (const [old, moved] of report.files) console.log(`moved     ${old} -> ${moved}`);
  console.log(
    `redirect  ${report.redirect.from} -> ${report.redirect.to} (config/redirects.ts; locales and .md too)`,
  );
  for (const { file, count } of report.links) console.log(`links     ${file}: ${count}`);
  console.log(`ledger    ${report.addressesAdded.length} new addresses in config/published-addresses.txt`);
  console.log('Next: npm run build && npm run check:addresses && npm run check:links, then commit.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
