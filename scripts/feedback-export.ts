// `npm run feedback:export -- --since 2026-01-01 --page /docs --format csv|json`: writes the stored
// feedback to standard output, oldest first (the store as scripts/store-command.ts selects it).
import { exportUsage, formatExport, parseExportArgs } from '@/server/feedback/export';
import { runStoreCommand } from './store-command';

runStoreCommand('feedback:export', exportUsage, parseExportArgs, async (store, options) => {
  const records = await store.export(options);
  process.stdout.write(formatExport(records, options.format));
  console.error(`${records.length} feedback rows exported from ${store.kind}.`);
});
