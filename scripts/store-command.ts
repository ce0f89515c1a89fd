// What the feedback store's commands share (npm run feedback:export, feedback:webhook): `--help`,
// arguments parsed before anything opens (a bad one exits 2 with its message), the store the
// environment selects (PostgreSQL when DATABASE_URL is set, else the SQLite file at FEEDBACK_DB_PATH or
// data/feedback.sqlite), closed at the end, and exit 1 naming the command when it fails.
import { openConfiguredStore } from '@/server/feedback/open-store';
import type { FeedbackStore } from '@/server/feedback/store';

export function runStoreCommand<T>(
  name: string,
  usage: string,
  parse: (argv: readonly string[]) => T,
  run: (store: FeedbackStore, options: T) => Promise<void>,
): void {
  const main = async () => {
    const args = process.argv.slice(2);
    if (args.includes('--help') || args.includes('-h')) {
      console.log(usage);
      return;
    }
    let options: T;
    try {
      options = parse(args);
    } catch (error) {
      console.error((error as Error).message);
      process.exitCode = 2;
      return;
    }
    const store = await openConfiguredStore();
    try {
      await run(store, options);
    } finally {
      await store.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
