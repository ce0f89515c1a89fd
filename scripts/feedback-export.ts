// `npm run feedback:export -- --since 2026-01-01 --page /docs --format csv|json`: writes the stored
// feedback (PostgreSQL when DATABASE_URL is set, else the SQLite file at FEEDBACK_DB_PATH or
// data/feedback.sqlite) to standard output, oldest first.
import { exportUsage, formatExport, parseExportArgs } from '@/server/feedback/export';
import { openConfiguredStore } from '@/server/feedback/open-store';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(exportUsage);
    return;
  }
  let options;
  try {
    options = parseExportArgs(args);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const store = await openConfiguredStore();
  try {
    const records = await store.export(options);
    process.stdout.write(formatExport(records, options.format));
    console.error(`${records.length} feedback rows exported from ${store.kind}.`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(`feedback:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
