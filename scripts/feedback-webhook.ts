// `npm run feedback:webhook -- list|replay …`: reads the feedback webhook's outbox (the store as
// scripts/store-command.ts selects it): the events not delivered yet, and failed events made due
// again, which a running server then sends.
import { parseWebhookArgs, webhookUsage } from '@/server/feedback/webhook-command';
import { runStoreCommand } from './store-command';

runStoreCommand('feedback:webhook', webhookUsage, parseWebhookArgs, async (store, command) => {
  if (command.action === 'list') {
    const events = await store.outbox.list(command.state);
    process.stdout.write(`${JSON.stringify(events, null, 2)}\n`);
    console.error(`${events.length} undelivered webhook events in ${store.kind}.`);
    return;
  }
  const count = await store.outbox.replay(command.ids, new Date());
  const asked = command.ids === 'failed' ? 'failed' : String(command.ids.length);
  console.error(
    `${count} of ${asked} events are due again; a running server with FEEDBACK_WEBHOOK_URL sends them within a second.`,
  );
  if (command.ids !== 'failed' && count < command.ids.length)
    console.error('An id that was not counted is not a failed event (delivered, pending, or unknown).');
});
