import type { OutboxEvent } from './store';

/** What `npm run feedback:webhook` was asked to do. */
export type WebhookCommand =
  { action: 'list'; state?: OutboxEvent['state'] } | { action: 'replay'; ids: number[] | 'failed' };

export const webhookUsage = `Usage:
  npm run feedback:webhook -- list [--state pending|failed]   events not delivered yet, as JSON
  npm run feedback:webhook -- replay --id <id> [--id <id> …]    send failed events again
  npm run feedback:webhook -- replay --failed                  send every failed event again`;

/** Parses the command's arguments; throws a message naming the bad argument. */
export function parseWebhookArgs(argv: readonly string[]): WebhookCommand {
  const [action, ...rest] = argv;
  const pairs: [string, string | undefined][] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '--failed') {
      pairs.push([arg, undefined]);
      continue;
    }
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = inline ?? rest[i + 1];
    if (inline === undefined) i += 1;
    if (value === undefined || value.startsWith('--'))
      throw new Error(`${flag} needs a value.\n${webhookUsage}`);
    pairs.push([flag, value]);
  }
  if (action === 'list') {
    const command: WebhookCommand = { action: 'list' };
    for (const [flag, value] of pairs) {
      if (flag !== '--state') throw new Error(`Unknown argument ${flag} for list.\n${webhookUsage}`);
      if (value !== 'pending' && value !== 'failed')
        throw new Error(`--state must be pending or failed, not "${value}".`);
      command.state = value;
    }
    return command;
  }
  if (action === 'replay') {
    const ids: number[] = [];
    let failed = false;
    for (const [flag, value] of pairs) {
      if (flag === '--failed') failed = true;
      else if (flag === '--id') {
        if (!/^[1-9]\d{0,15}$/.test(value!))
          throw new Error(`--id must be an event id such as 42, not "${value}".`);
        ids.push(Number(value));
      } else throw new Error(`Unknown argument ${flag} for replay.\n${webhookUsage}`);
    }
    if (failed && ids.length > 0) throw new Error('Give --failed or --id, not both.');
    if (!failed && ids.length === 0) throw new Error(`replay needs --id <id> or --failed.\n${webhookUsage}`);
    return { action: 'replay', ids: failed ? 'failed' : ids };
  }
  throw new Error(
    `${action === undefined ? 'Name an action' : `Unknown action "${action}"`}: list or replay.\n${webhookUsage}`,
  );
}
