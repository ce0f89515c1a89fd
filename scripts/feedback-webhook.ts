// `npm run feedback:webhook -- list|replay …`: reads the feedback webhook's outbox (PostgreSQL when
// DATABASE_URL is set, else the SQLite file at FEEDBACK_DB_PATH or data/feedback.sqlite): the events
// not delivered yet, and failed events made due again, which a running server then sends.
import { openConfiguredStore } from '@/server/feedback/open-store';
import { parseWebhookArgs, webhookUsage } from '@/server/feedback/webhook-command';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(webhookUsage);
    return;
  }
  let command;
  try {
    command = parseWebhookArgs(args);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const store = await openConfiguredStore();
  try {
    if (command.action === 'list') {
      const events = await store.outbox.list(command.state);
      process.stdout.write(`${JSON.stringify(events, null, 2)}\n`);
      console.error(`${events.length} undelivered webhook events in ${store.kind}.`);
    } else {
      const count = await store.outbox.replay(command.ids, new Date());
      const asked = command.ids === 'failed' ? 'failed' : String(command.ids.length);
      console.error(
        `${count} of ${asked} events are due again; a running server with FEEDBACK_WEBHOOK_URL sends them within a second.`,
      );
      if (command.ids !== 'failed' && count < command.ids.length)
        console.error('An id that was not counted is not a failed event (delivered, pending, or unknown).');
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(`feedback:webhook failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
